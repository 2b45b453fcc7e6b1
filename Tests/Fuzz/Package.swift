// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets, one per reader of outside input. They live in their own package because an
// executable with no `main` (libFuzzer supplies it) cannot be linked by a plain `swift build` of
// the root package. Build and run them with `Tests/Fuzz/run-fuzzer.sh <target> [seconds]`.
//
// What each checks is a function of the root package's invariant targets (Tests/*Invariants),
// which the corpus replay tests check too: the root package lends them as the products
// `EventMapperTestSupport` and `EventMapperScannerTestSupport`, since a package can use only
// another package's products. The scanner's is apart so that the other targets do not build
// swift-syntax.

/// Settings every target shares.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let testSupport = Target.Dependency.product(name: "EventMapperTestSupport", package: "EventMapper")
let scannerTestSupport = Target.Dependency.product(name: "EventMapperScannerTestSupport", package: "EventMapper")
let xml = Target.Dependency.product(name: "EventMapXML", package: "EventMapper")

let package = Package(
    name: "EventMapperFuzz",
    dependencies: [
        .package(name: "EventMapper", path: "../..")
    ],
    targets: [
        // Apple XML property lists (`PlistReader`).
        .executableTarget(name: "PlistReaderFuzzer", dependencies: [xml, testSupport], swiftSettings: swiftSettings),
        // The XML dialect (`EventMapDialectReader`, `EventMapDialectConfigLoader`).
        .executableTarget(name: "EventMapDialectFuzzer", dependencies: [xml, testSupport], swiftSettings: swiftSettings),
        // `.mapper.json` and registry files (`LocatedJSONParser`).
        .executableTarget(name: "LocatedJSONFuzzer", dependencies: [testSupport], swiftSettings: swiftSettings),
        // CSV configs and listings (`CSVConfigReader`, `CSVRecordParser`).
        .executableTarget(name: "CSVListingFuzzer", dependencies: [testSupport], swiftSettings: swiftSettings),
        // Behaviour-log lines (`LogLineParser`).
        .executableTarget(name: "LogLineFuzzer", dependencies: [testSupport], swiftSettings: swiftSettings),
        // Zip archives of logs (`ZipArchive`).
        .executableTarget(name: "LogZipFuzzer", dependencies: [testSupport], swiftSettings: swiftSettings),
        // Storyboards and xibs (`InterfaceBuilderReader`, `InterfaceBuilderScanner`).
        .executableTarget(name: "InterfaceBuilderFuzzer", dependencies: [xml, testSupport, scannerTestSupport], swiftSettings: swiftSettings),
        // Objective-C sources (`ObjectiveCSourceScanner`, with its tracking-call reader).
        .executableTarget(name: "ObjectiveCFuzzer", dependencies: [testSupport, scannerTestSupport], swiftSettings: swiftSettings),
        // The source scanner's document as `mapper` reads it (`SourceScanDocument`, `ScanArchiveReader`).
        .executableTarget(name: "ScanDocumentFuzzer", dependencies: [testSupport], swiftSettings: swiftSettings),
    ]
)
