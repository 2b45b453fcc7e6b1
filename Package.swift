// swift-tools-version: 6.0
import PackageDescription

/// Settings every Swift target shares.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Set by `Tests/Fuzz/run-fuzzer.sh`, which builds this package's libraries with libFuzzer's
/// flags: SwiftPM builds a build-tool plugin's executables for any build that plans `mapper`,
/// with those flags too, and their own `main` cannot link beside libFuzzer's (each build then
/// tried them again). The fuzz targets need neither the plugin nor its executables.
let fuzzing = Context.environment["EVENTMAPPER_FUZZING"] != nil

let package = Package(
    name: "EventMapper",
    products: [
        .executable(name: "mapper", targets: ["mapper"]),
        .executable(name: "mapper-source-scanner", targets: ["mapper-source-scanner"]),
        .library(name: "EventMapCore", targets: ["EventMapCore"]),
        .library(name: "EventMapper", targets: ["EventMapper"]),
        .library(name: "EventMapXML", targets: ["EventMapXML"]),
        .library(name: "EventMapperTesting", targets: ["EventMapperTesting"]),
        .library(name: "SourceScanner", targets: ["SourceScanner"]),
        .plugin(name: "ValidateEventMap", targets: ["ValidateEventMap"]),
        // Not API: the fuzz package (Tests/Fuzz) checks what FuzzCorpusReplayTests checks, and
        // a package can use only another package's products.
        .library(name: "EventMapperTestSupport", targets: ["PlistReaderInvariants", "ParserInvariants"]),
        // Apart, so that a fuzzer of the other readers does not build swift-syntax.
        .library(name: "EventMapperScannerTestSupport", targets: ["SourceScannerInvariants"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Up to the next minor only: the method reader uses the raw layer, which swift-syntax
        // offers its own tools as SPI and may change in any minor release.
        .package(url: "https://github.com/swiftlang/swift-syntax", .upToNextMinor(from: "603.0.1")),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // SHA-256 keys the source scanner's cache by each file's content.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "EventMapCore",
            swiftSettings: swiftSettings
        ),
        // How every input file is opened and bounded: configs, registries, sources, logs.
        .target(
            name: "InputFiles",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "EventMapXML",
            dependencies: ["EventMapCore", "CLibXML2", "InputFiles"],
            // Compiled in as `EventMapSchemaText`: the file is for reading and for other tools;
            // so is the JSON Schema of `.mapper.json`, for editors that validate JSON.
            exclude: ["Resources/event-map.xsd", "Resources/mapper-project.schema.json"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "EventMapper",
            dependencies: ["EventMapCore", "EventMapXML", "InputFiles"],
            swiftSettings: swiftSettings
        ),
        .target(name: "CFileAttributes"),
        .target(name: "CPrefetch"),
        .target(name: "CPipe"),
        // What only the command line needs: editing, conversion, fmt, diff, listing, atomic
        // writing, the edit lock. Its API is `package`: `mapper` is its only client.
        .target(
            name: "EventMapperTools",
            dependencies: ["EventMapCore", "EventMapXML", "EventMapper", "InputFiles", "CFileAttributes"],
            swiftSettings: swiftSettings
        ),
        // The behaviour logs (`mapper logs`): reading log files, folders and zip archives
        // (through ZIPFoundation), mapping records to event IDs, annotation and reports. It
        // shares nothing with editing; its API is `package`: `mapper` is its only client.
        .target(
            name: "EventMapperLogs",
            dependencies: [
                "EventMapCore", "EventMapper", "InputFiles", "CPrefetch",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "SourceScanner",
            dependencies: [
                "EventMapCore", "EventMapper", "EventMapXML", "InputFiles",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        // The editor's HTTP side (`mapper edit`): routes, the access checks, the page. It calls
        // the tools' workspace for every read, check and save, and knows no rule and no file.
        .target(
            name: "EventMapperEditor",
            dependencies: [
                "EventMapCore", "EventMapper", "EventMapperTools",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: swiftSettings
        ),
        // What the executables run as processes, behind the libraries' protocols: the source
        // scanner and git.
        .target(
            name: "MapperProcesses",
            dependencies: ["EventMapCore", "EventMapper", "EventMapperTools", "InputFiles", "CPipe"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "EventMapperTesting",
            dependencies: ["EventMapCore", "EventMapper"],
            swiftSettings: swiftSettings
        ),
        // `mapper` runs `mapper-source-scanner` to scan sources instead of linking swift-syntax,
        // whose protocol conformances slow every start-up, and `mapper-edit` for the editor
        // instead of linking an HTTP server. A target dependency on either would link its
        // libraries into `mapper` too; the `BuildCompanionExecutables` plugin has SwiftPM build
        // them with `mapper` instead.
        .executableTarget(
            name: "mapper",
            dependencies: [
                "EventMapCore", "EventMapper", "EventMapperTools", "EventMapperLogs", "MapperProcesses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings,
            plugins: fuzzing ? [] : ["BuildCompanionExecutables"]
        ),
        .executableTarget(
            name: "mapper-source-scanner",
            dependencies: [
                "EventMapCore", "EventMapper", "SourceScanner",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // `mapper edit` runs this executable, so that `mapper` links no HTTP server.
        .executableTarget(
            name: "mapper-edit",
            dependencies: [
                "EventMapCore", "EventMapper", "EventMapperTools", "EventMapperEditor", "MapperProcesses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .plugin(
            name: "BuildCompanionExecutables",
            capability: .buildTool(),
            dependencies: ["mapper-source-scanner", "mapper-edit"]
        ),
        .plugin(
            name: "ValidateEventMap",
            capability: .command(
                intent: .custom(
                    verb: "validate-event-map", description: "Check the event-ID configs against the app's sources with mapper validate."),
                permissions: []
            ),
            dependencies: ["mapper", "mapper-source-scanner"]
        ),
        // What every test target shares: scratch folders, golden files, the repository's paths.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            swiftSettings: swiftSettings
        ),
        // What the plist reader promises for any input, free of XCTest: FuzzCorpusReplayTests
        // and the libFuzzer entry in Tests/Fuzz check the same.
        .target(
            name: "PlistReaderInvariants",
            dependencies: ["EventMapCore", "EventMapXML", "EventMapperTools"],
            path: "Tests/PlistReaderInvariants",
            swiftSettings: swiftSettings
        ),
        // The same for the other readers of outside input: the XML dialect, located JSON, CSV
        // listings, behaviour-log lines and zip archives. Each libFuzzer entry in Tests/Fuzz and
        // the corpus replay test next to the reader's tests check the same function.
        .target(
            name: "ParserInvariants",
            dependencies: ["EventMapCore", "EventMapXML", "EventMapper", "EventMapperTools", "EventMapperLogs", "PlistReaderInvariants"],
            path: "Tests/ParserInvariants",
            swiftSettings: swiftSettings
        ),
        // The same for the source scanners that read outside input: Objective-C and Interface
        // Builder files.
        .target(
            name: "SourceScannerInvariants",
            dependencies: ["EventMapCore", "EventMapXML", "EventMapper", "SourceScanner", "ParserInvariants"],
            path: "Tests/SourceScannerInvariants",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EventMapCoreTests",
            dependencies: ["TestSupport", "EventMapCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EventMapXMLTests",
            dependencies: ["TestSupport", "PlistReaderInvariants", "ParserInvariants", "EventMapCore", "EventMapXML"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EventMapperTests",
            dependencies: ["TestSupport", "ParserInvariants", "EventMapCore", "EventMapper", "EventMapXML", "InputFiles"],
            swiftSettings: swiftSettings
        ),
        // The command line's use cases, in-process: what `mapper` does without the process.
        .testTarget(
            name: "EventMapperToolsTests",
            dependencies: ["TestSupport", "ParserInvariants", "EventMapperTools", "EventMapper", "EventMapCore", "EventMapXML", "CFileAttributes"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EventMapperLogsTests",
            dependencies: ["TestSupport", "ParserInvariants", "EventMapperLogs"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EventMapperEditorTests",
            dependencies: [
                "TestSupport", "EventMapperEditor", "EventMapperTools", "EventMapper", "EventMapCore", "MapperProcesses",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConfigValidationTests",
            dependencies: ["TestSupport", "EventMapperTesting", "EventMapCore", "EventMapper", "EventMapXML", "SourceScanner"],
            swiftSettings: swiftSettings
        ),
        // The DocC catalogs' code samples, run, and type-checked as a user of the libraries
        // would compile them: with the public API only.
        .testTarget(
            name: "DocCSampleTests",
            dependencies: ["EventMapCore", "EventMapper", "EventMapXML", "EventMapperTesting", "SourceScanner"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "SourceScannerTests",
            dependencies: [
                "TestSupport", "ParserInvariants", "SourceScannerInvariants", "SourceScanner", "EventMapCore", "EventMapper", "EventMapXML",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ConversionPropertyTests",
            dependencies: [
                "TestSupport",
                "EventMapCore", "EventMapper", "EventMapperTools", "EventMapXML",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MapperCLITests",
            dependencies: [
                "TestSupport", "mapper", "mapper-source-scanner", "MapperProcesses", "EventMapCore", "EventMapper", "EventMapperTools", "EventMapXML",
                "SourceScanner",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
