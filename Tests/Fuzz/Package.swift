// swift-tools-version: 6.0
import PackageDescription

// A libFuzzer target for the plist reader. It lives in its own package because an executable
// with no `main` (libFuzzer supplies it) cannot be linked by a plain `swift build` of the root
// package. Build and run it with `Tests/Fuzz/run-fuzzer.sh`.
//
// What it checks is `PlistReadInvariants`, which FuzzCorpusReplayTests checks too: the root
// package lends it as the product `EventMapperTestSupport`, since a package can use only another
// package's products.
let package = Package(
    name: "EventMapperFuzz",
    dependencies: [
        .package(name: "EventMapper", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PlistReaderFuzzer",
            dependencies: [
                .product(name: "EventMapXML", package: "EventMapper"),
                .product(name: "EventMapperTestSupport", package: "EventMapper"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        )
    ]
)
