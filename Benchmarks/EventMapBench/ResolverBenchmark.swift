import EventMapCore
import EventMapXML
import EventMapper
import Foundation

/// The event map's benchmark: load + index, in-process lookups and whole-process `mapper
/// resolve`, each against the obvious alternative measured in the same run.
struct ResolverBenchmark {
    let runs: Int
    let directory: String
    /// The root package's `mapper` binary.
    let mapper: String
    var report: BenchmarkReport

    mutating func run(sample: String) throws {
        try measureLoadAndIndex()
        try measureLookups(ReaderBenchmark.sizes.last!)
        measureWholeProcess(sample: sample, largest: ReaderBenchmark.sizes.last!)
    }

    private func path(for config: ConfigGenerator) -> String { "\(directory)/\(config.name).plist" }

    /// Foundation's route to the same lookups: parse, then cast into nested dictionaries.
    static func foundationIndex(_ path: String) throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: [String: Any]] ?? [:]
    }

    private mutating func measureLoadAndIndex() throws {
        report.section(
            "Load + index, in process (best of \(runs))",
            columns: [
                "config", "ConfigSet + EventResolver", "reader alone", "Foundation → [String: [String: Any]]", "ours ÷ reader", "Foundation ÷ ours",
            ])
        for config in ReaderBenchmark.sizes {
            let path = path(for: config)
            let times = try Stopwatch.bestInterleaved(
                of: runs,
                [
                    { try Self.loadAndIndex(path, pages: config.pages) },
                    { _ = try Loader.reader.load(path) },
                    {
                        let index = try Self.foundationIndex(path)
                        precondition(index.count == config.pages)
                    },
                ])
            let (ours, reader, theirs) = (times[0], times[1], times[2])
            let isLargest = config.name == ReaderBenchmark.sizes.last!.name
            let overReader =
                isLargest
                ? report.target("load + index ÷ reader alone on \(config.name)", value: ours / reader, atMost: 2, format: ratio)
                : ratio(ours / reader)
            let speedup =
                isLargest
                ? report.target("load + index vs Foundation on \(config.name)", value: theirs / ours, atLeast: 5, format: ratio)
                : ratio(theirs / ours)
            report.row([config.name, milliseconds(ours), milliseconds(reader), milliseconds(theirs), overReader, speedup])
        }
    }

    /// What an app or a tool does before its first lookup: load the config set, index it.
    static func loadAndIndex(_ path: String, pages: Int) throws {
        let resolver = EventResolver(try ConfigSet.load([path]).map)
        precondition(resolver.pages.count == pages)
    }

    /// In-process lookups against nested dictionaries; `event-map-bench lookups` runs only this.
    mutating func measureLookups(_ config: ConfigGenerator) throws {
        let path = path(for: config)
        let resolver = EventResolver(try ConfigSet.load([path]).map)
        var nested: [String: [String: String]] = [:]
        var nestedPageEvents: [String: [String: String]] = [:]
        for (className, page) in try Self.foundationIndex(path) {
            nested[className] = page["ControlEventIDs"] as? [String: String] ?? [:]
            nestedPageEvents[className] = page["PageEventIDs"] as? [String: String] ?? [:]
        }
        var generator = SplitMix64(seed: 42)
        let count = 200_000
        let random: [(className: String, selector: String)] = (0..<count).map { _ in
            let page = Int(generator.next() % UInt64(config.pages))
            let action = Int(generator.next() % UInt64(config.actionsPerPage))
            return (config.className(page), config.selector(action))
        }
        let repeated = Array(repeating: random[0], count: count)
        report.section(
            "Lookups on \(config.name), \(count) per run, in process (best of \(runs))",
            columns: ["queries", "EventResolver", "nested [String: [String: String]]", "nested ÷ resolver"])
        let perLookup = { (seconds: Double) in format1(seconds / Double(count) * 1e9) + " ns" }
        for (name, queries) in [("random", random), ("repeated", repeated)] {
            var found = 0
            let times = try Stopwatch.bestInterleaved(
                of: runs,
                [
                    { for query in queries where resolver.eventID(forAction: query.selector, ofClass: query.className) != nil { found += 1 } },
                    { for query in queries where nested[query.className]?[query.selector] != nil { found += 1 } },
                ])
            let (ours, theirs) = (times[0], times[1])
            precondition(found == 2 * (runs + 1) * count, "every query must hit")
            let cell =
                name == "random"
                ? report.target("resolver vs nested dictionaries (random)", value: theirs / ours, atLeast: 5, format: ratio)
                : report.target("resolver vs nested dictionaries (repeated)", value: theirs / ours, atLeast: 3, format: ratio)
            report.row([name, perLookup(ours), perLookup(theirs), cell])
        }
        // Page events, which the appearance hooks look up: no target of their own.
        let pageQueries: [(className: String, event: PageEvent)] = random.enumerated().map { ($1.className, $0 % 2 == 0 ? .enter : .leave) }
        var found = 0
        let times = try Stopwatch.bestInterleaved(
            of: runs,
            [
                { for query in pageQueries where resolver.eventID(for: query.event, ofClass: query.className) != nil { found += 1 } },
                { for query in pageQueries where nestedPageEvents[query.className]?[query.event.rawValue] != nil { found += 1 } },
            ])
        precondition(found == 2 * (runs + 1) * count, "every query must hit")
        report.row(["random page events", perLookup(times[0]), perLookup(times[1]), ratio(times[1] / times[0])])
    }

    private mutating func measureWholeProcess(sample: String, largest: ConfigGenerator) {
        guard let plutil = ChildProcess.which("plutil") else {
            report.note("plutil not found: the Swift toolchain ships it.")
            return
        }
        report.section(
            "Whole process: `mapper resolve` vs `plutil -extract … raw` (best of \(runs))",
            columns: ["config", "mapper resolve", "plutil -extract", "mapper ÷ plutil"])
        let page = largest.pages / 2
        let cases: [(name: String, path: String, className: String, selector: String, limit: Double)] = [
            ("sample", sample, "HomeViewController", "onShareBtnPressed:", 0.6),
            (largest.name, path(for: largest), largest.className(page), largest.selector(3), 0.10),
        ]
        for item in cases {
            // Milliseconds on the sample: many rounds, so that scheduling noise averages out of the best.
            let rounds = item.name == "sample" ? max(runs * 4, 40) : runs
            let outcomes = ChildProcess.bestInterleaved(
                of: rounds,
                [
                    [mapper, "resolve", item.className, item.selector, "--config", item.path],
                    [plutil, "-extract", "\(item.className).ControlEventIDs.\(item.selector)", "raw", item.path],
                ])
            let (ours, theirs) = (outcomes[0], outcomes[1])
            let cell = report.target(
                "mapper resolve ÷ plutil -extract on \(item.name)", value: ours.seconds / theirs.seconds, atMost: item.limit, format: ratio)
            report.row([item.name, milliseconds(ours.seconds), milliseconds(theirs.seconds), cell])
        }
    }
}

/// A small deterministic generator, so every run asks the same questions.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
