// swift-tools-version: 6.0
import PackageDescription

// The benchmarks, in a package of their own so that the root package exports only what it
// ships. They use the root package's public API through its library products; `Benchmarks/run`
// builds `mapper` from the root and points `event-map-bench` at it.

/// What every Swift target shares, as in the root package.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "EventMapperBenchmarks",
    products: [
        .executable(name: "event-map-bench", targets: ["event-map-bench"]),
        .executable(name: "scan-tree-generator", targets: ["ScanTreeGenerator"]),
        .executable(name: "log-generator", targets: ["LogGenerator"]),
    ],
    dependencies: [
        .package(name: "EventMapper", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // libxml2's headers for the C floor, under a module name of its own: the root's
        // CLibXML2 is not a product, and two modules of one name in a build graph clash.
        .systemLibrary(
            name: "CLibXML2Floor",
            path: "CLibXML2Floor",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "CSAXFloor",
            dependencies: ["CLibXML2Floor"],
            path: "CSAXFloor"
        ),
        .executableTarget(
            name: "event-map-bench",
            dependencies: [
                "CSAXFloor",
                .product(name: "EventMapCore", package: "EventMapper"),
                .product(name: "EventMapXML", package: "EventMapper"),
                .product(name: "EventMapper", package: "EventMapper"),
                .product(name: "SourceScanner", package: "EventMapper"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "EventMapBench",
            swiftSettings: swiftSettings
        ),
        // What the generators share: a seeded random number generator.
        .target(
            name: "BenchmarkSupport",
            path: "BenchmarkSupport",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "LogGenerator",
            dependencies: ["BenchmarkSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "LogGenerator",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "ScanTreeGenerator",
            dependencies: ["BenchmarkSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "ScanTreeGenerator",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "ScanTreeGeneratorTests",
            dependencies: ["ScanTreeGenerator"],
            swiftSettings: swiftSettings
        ),
    ]
)
