import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import SourceScanner
import SwiftParser

/// `event-map-bench`: measures the reader against Foundation's parser and a C floor in one run.
///
/// Usage: `event-map-bench [resolver|lookups|validation|scan|adopt|scan-cache] [--runs N] [--output FILE] [--mapper PATH]`, run from the
/// repository's root (after `swift build --package-path Benchmarks -c release` and a release build
/// of `mapper` in the root package), or `Benchmarks/run`, which builds and installs what it needs
/// first. `--mapper` names the `mapper` binary the whole-process rows run; without it, the root
/// package's release build (`.build/release/mapper` of the repository this binary was built in).
/// Internal: `event-map-bench load-once <loader> <path>` loads once, for a child's peak memory.
@main
struct EventMapBench {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "load-once", arguments.count == 3 {
            let loader = Loader(rawValue: arguments[1])!
            let result = try loader.load(arguments[2])
            guard result >= 0 else { exit(3) }
            // rusage's maxrss of a spawned child starts from its parent's high-water mark on
            // Linux; VmHWM belongs to this process's own address space.
            print(PeakMemory.ofThisProcess())
            exit(0)
        }
        if arguments.first == "profile-random-lookups", arguments.count == 3 {
            // For cachegrind: load once, then N lookups of random (class, action) pairs of the
            // 10,000-page generated config, as the benchmark's random column makes them.
            let config = ReaderBenchmark.sizes.last!
            let resolver = EventResolver(try ConfigSet.load([arguments[1]]).map)
            var generator = SplitMix64(seed: 42)
            let queries: [(className: String, selector: String)] = (0..<(Int(arguments[2]) ?? 1)).map { _ in
                (
                    config.className(Int(generator.next() % UInt64(config.pages))),
                    config.selector(Int(generator.next() % UInt64(config.actionsPerPage)))
                )
            }
            var hits = 0
            for query in queries where resolver.eventID(forAction: query.selector, ofClass: query.className) != nil { hits += 1 }
            print(hits)
            exit(0)
        }
        if arguments.first == "profile-lookups", arguments.count == 4 {
            // For a profiler: load once, then make the same lookup N times.
            let resolver = EventResolver(try ConfigSet.load([arguments[1]]).map)
            var hits = 0
            for _ in 0..<(Int(arguments[3]) ?? 1) where resolver.eventID(forAction: "onAction03Pressed_UA:", ofClass: arguments[2]) != nil {
                hits += 1
            }
            print(hits)
            exit(0)
        }
        if arguments.first == "profile-load-index", arguments.count == 2 {
            // For a profiler: what the load + index row measures, once.
            print(EventResolver(try ConfigSet.load([arguments[1]]).map).pages.count)
            exit(0)
        }
        if arguments.first == "profile-load-stages", arguments.count == 3 {
            // Where load + index spends its time: each stage's best of N, and what freeing the
            // model costs, which the load + index row pays too.
            try LoadStages.measure(arguments[1], runs: Int(arguments[2]) ?? 10)
            exit(0)
        }
        if arguments.first == "profile-scan-stages", arguments.count == 3 {
            // Where the one-thread scan spends its time beyond swift-syntax's parse.
            try ScanStages.measure(arguments[1], runs: Int(arguments[2]) ?? 4)
            exit(0)
        }
        if arguments.first == "profile-scan", arguments.count == 3 {
            // For a profiler: the one-thread scan of a tree, N times.
            let scan = SourceTreeScan.standard(parallel: false)
            var classes = 0
            for _ in 0..<(Int(arguments[2]) ?? 1) { classes = try scan.scanRegistry([arguments[1]]).classes.count }
            print(classes)
            exit(0)
        }
        if arguments.first == "dump-scan", arguments.count == 3 {
            // Everything a one-thread scan of a tree finds, with every location, written to a
            // file: for comparing two builds of the scanner on the same sources.
            var text = ""
            dump(try SourceTreeScan.standard(parallel: false).scanRegistry([arguments[1]]), to: &text)
            try text.write(toFile: arguments[2], atomically: true, encoding: .utf8)
            exit(0)
        }
        if arguments.first == "profile-parse", arguments.count == 3 {
            // For a profiler: the scan benchmark's parse floor (read and parse every Swift file of
            // a tree), N times, to compare with `profile-scan`.
            let files = try SourceFileListing.files(in: arguments[1]).filter { $0.hasSuffix(".swift") }
            for _ in 0..<(Int(arguments[2]) ?? 1) {
                for file in files {
                    let source = [UInt8](FileManager.default.contents(atPath: file)!)
                    source.withUnsafeBufferPointer { _ = Parser.parse(source: $0) }
                }
            }
            exit(0)
        }
        if arguments.first == "profile-validation", arguments.count == 3 {
            // For a profiler: what the validation rows measure, once: load the config set and
            // the registry file, run every rule.
            let configs = try ConfigSet.load([arguments[1]])
            let registry = ActionRegistry.merging([try RegistryFile.load(path: arguments[2])]).registry
            print(try Validator().validate(configs, registry: registry).findings.count)
            exit(0)
        }
        var runs = 10
        var output: String?
        var only: String?
        var mapper: String?
        if let section = arguments.first, ["resolver", "lookups", "validation", "scan", "adopt", "scan-cache"].contains(section) {
            // One section alone, for working on one part.
            arguments.removeFirst()
            only = section
        }
        while let argument = arguments.first {
            arguments.removeFirst()
            switch argument {
            case "--runs": runs = Int(arguments.removeFirst()) ?? runs
            case "--output": output = arguments.removeFirst()
            // Absolute: some sections run it from the project they generate.
            case "--mapper": mapper = URL(fileURLWithPath: arguments.removeFirst()).standardizedFileURL.path
            default:
                print("usage: event-map-bench [resolver|lookups|validation|scan|adopt|scan-cache] [--runs N] [--output FILE] [--mapper PATH]")
                exit(64)
            }
        }
        var bench = try ReaderBenchmark(runs: runs, mapper: mapper)
        if only == "resolver" {
            try bench.writeConfigs()
            var resolverBench = ResolverBenchmark(runs: runs, directory: bench.directory, mapper: bench.mapper, report: bench.report)
            try resolverBench.run(sample: "Configs/WGlobalUserStatisticsConfig.plist")
            exit(resolverBench.report.missedTargets.isEmpty ? 0 : 1)
        }
        if only == "lookups" {
            try bench.writeConfigs()
            var resolverBench = ResolverBenchmark(runs: runs, directory: bench.directory, mapper: bench.mapper, report: bench.report)
            try resolverBench.measureLookups(ReaderBenchmark.sizes.last!)
            exit(resolverBench.report.missedTargets.isEmpty ? 0 : 1)
        }
        if only == "validation" {
            try bench.writeConfigs()
            var validationBench = ValidationBenchmark(runs: runs, directory: bench.directory, report: bench.report)
            try validationBench.run(ReaderBenchmark.sizes.last!)
            try validationBench.runGrowth()
            exit(validationBench.report.missedTargets.isEmpty ? 0 : 1)
        }
        if only == "scan" {
            var scanBench = ScanBenchmark(
                runs: runs, directory: bench.directory, executableDirectory: bench.executableDirectory, report: bench.report)
            try scanBench.run()
            if let output { try scanBench.report.markdown.write(toFile: output, atomically: true, encoding: .utf8) }
            exit(0)
        }
        if only == "adopt" {
            var adoptBench = AdoptBenchmark(
                runs: runs, directory: bench.directory, executableDirectory: bench.executableDirectory, mapper: bench.mapper, report: bench.report)
            try adoptBench.run()
            if let output { try adoptBench.report.markdown.write(toFile: output, atomically: true, encoding: .utf8) }
            exit(adoptBench.report.missedTargets.isEmpty ? 0 : 1)
        }
        if only == "scan-cache" {
            var cacheBench = ScanCacheBenchmark(
                runs: runs, directory: bench.directory, executableDirectory: bench.executableDirectory, mapper: bench.mapper, report: bench.report)
            try cacheBench.run()
            if let output { try cacheBench.report.markdown.write(toFile: output, atomically: true, encoding: .utf8) }
            exit(cacheBench.report.missedTargets.isEmpty ? 0 : 1)
        }
        try bench.run()
        var resolverBench = ResolverBenchmark(
            runs: runs, directory: bench.directory, mapper: bench.mapper, report: bench.report)
        try resolverBench.run(sample: "Configs/WGlobalUserStatisticsConfig.plist")
        var validationBench = ValidationBenchmark(runs: runs, directory: bench.directory, report: resolverBench.report)
        try validationBench.run(ReaderBenchmark.sizes.last!)
        try validationBench.runGrowth()
        var scanBench = ScanBenchmark(
            runs: runs, directory: bench.directory, executableDirectory: bench.executableDirectory, report: validationBench.report)
        try scanBench.run()
        var adoptBench = AdoptBenchmark(
            runs: runs, directory: bench.directory, executableDirectory: bench.executableDirectory, mapper: bench.mapper, report: scanBench.report)
        try adoptBench.run()
        var cacheBench = ScanCacheBenchmark(
            runs: runs, directory: bench.directory, executableDirectory: bench.executableDirectory, mapper: bench.mapper, report: adoptBench.report)
        try cacheBench.run()
        let report = cacheBench.report
        if let output {
            try report.markdown.write(toFile: output, atomically: true, encoding: .utf8)
            print("\nwrote \(output)")
        }
        if report.missedTargets.isEmpty {
            print("\nall targets met")
        } else {
            print("\nmissed targets:")
            report.missedTargets.forEach { print("  \($0)") }
            exit(1)
        }
    }
}
