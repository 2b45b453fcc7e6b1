import EventMapXML
import Foundation

/// The reader's benchmark: in-process load time, peak memory and whole-process conversion,
/// each against peers measured in the same run.
struct ReaderBenchmark {
    static let sizes = [
        ConfigGenerator(pages: 50, actionsPerPage: 10),
        ConfigGenerator(pages: 1_000, actionsPerPage: 20),
        ConfigGenerator(pages: 10_000, actionsPerPage: 20),
    ]

    let runs: Int
    let directory: String
    let executableDirectory: String
    /// The `mapper` binary the whole-process rows run: the root package's, not this package's.
    let mapper: String
    var report = BenchmarkReport()

    init(runs: Int, mapper: String? = nil) throws {
        self.runs = runs
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        executableDirectory = executable.deletingLastPathComponent().path
        // This binary is in Benchmarks/.build/<triple>/release; the root's release build is in
        // .build/<triple>/release, reached through the .build/release link.
        let rootBuild = executable.deletingLastPathComponent()
            .appendingPathComponent("../../../../.build/release/mapper").standardizedFileURL.path
        self.mapper = mapper ?? rootBuild
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("event-map-bench").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(for config: ConfigGenerator) -> String { "\(directory)/\(config.name).plist" }

    /// Writes the generated configs the measurements read.
    func writeConfigs() throws {
        for config in Self.sizes {
            try config.plist().write(toFile: path(for: config), atomically: true, encoding: .utf8)
        }
    }

    mutating func run() throws {
        guard access(mapper, X_OK) == 0 else {
            fatalError("no mapper at \(mapper): build it in the root package with swift build -c release --product mapper, or pass --mapper PATH")
        }
        try writeConfigs()
        print("configs in \(directory); \(runs) timed runs each, best kept\n")
        try measureLoad()
        measureMemory(Self.sizes.last!)
        measureWholeProcess(Self.sizes.last!)
    }

    private func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    /// In-process load time from the file's path.
    private mutating func measureLoad() throws {
        report.section(
            "Load time, in process (best of \(runs))",
            columns: [
                "config", "file", "reader", "Foundation", "C SAX2 floor", "Foundation ÷ reader", "reader ÷ floor",
            ])
        for config in Self.sizes {
            let path = path(for: config)
            guard try Loader.floor.load(path) == config.pairCount else { fatalError("floor miscounted \(path)") }
            let times = try Stopwatch.bestInterleaved(
                of: runs,
                [
                    { _ = try Loader.reader.load(path) }, { _ = try Loader.foundation.load(path) }, { _ = try Loader.floor.load(path) },
                ])
            let (reader, foundation, floor) = (times[0], times[1], times[2])
            let isLargest = config.name == Self.sizes.last!.name
            let speedup =
                isLargest
                ? report.target("reader vs Foundation on \(config.name)", value: foundation / reader, atLeast: 4, format: ratio)
                : ratio(foundation / reader)
            let overFloor =
                isLargest
                ? report.target("reader vs C floor on \(config.name)", value: reader / floor, atMost: 2.5, format: ratio)
                : ratio(reader / floor)
            report.row([
                config.name, megabytes(fileSize(path)), milliseconds(reader), milliseconds(foundation),
                milliseconds(floor), speedup, overFloor,
            ])
        }
    }

    /// Peak resident memory of a process that loads the file once, above one that loads nothing.
    private mutating func measureMemory(_ config: ConfigGenerator) {
        let path = path(for: config)
        let size = fileSize(path)
        let me = "\(executableDirectory)/event-map-bench"
        func peak(_ loader: Loader) -> Int {
            let outcome = ChildProcess.run([me, "load-once", loader.rawValue, path], capturingOutput: true)
            guard outcome.status == 0, let bytes = Int(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                fatalError("load-once \(loader.rawValue) failed with status \(outcome.status)")
            }
            return bytes
        }
        let baseline = peak(.none)
        report.section(
            "Peak memory loading \(config.name) (\(megabytes(size))), above an idle process of \(megabytes(baseline))",
            columns: ["loader", "peak RSS", "above idle", "÷ file size"])
        for loader in [Loader.reader, .foundation, .floor] {
            let peak = peak(loader)
            let above = max(peak - baseline, 0)
            let relative = Double(above) / Double(size)
            let cell =
                loader == .reader
                ? report.target("reader peak memory ÷ file size", value: relative, atMost: 1.5, format: ratio)
                : ratio(relative)
            report.row([loader.rawValue, megabytes(peak), megabytes(above), cell])
        }
    }

    /// Whole processes on the same file: conversion to JSON against the toolchain's plutil, and
    /// against xmllint doing nothing but parse.
    private mutating func measureWholeProcess(_ config: ConfigGenerator) {
        let path = path(for: config)
        report.section("Whole process on \(config.name) (best of \(runs))", columns: ["command", "time", "mapper ÷ it"])
        let plutilPath = ChildProcess.which("plutil")
        var commands = [[mapper, "convert", path, "--to", "json"]]
        if let plutilPath { commands.append([plutilPath, "-convert", "json", "-o", "-", path]) }
        // plutil takes seconds on this file: a third as many rounds.
        let outcomes = ChildProcess.bestInterleaved(of: max(runs / 3, 2), commands)
        var ours = outcomes[0]
        ours = [ours, ChildProcess.best(of: runs, commands[0])].min { $0.seconds < $1.seconds }!
        report.row(["mapper convert --to json", milliseconds(ours.seconds), "1.00×"])
        if plutilPath != nil {
            let theirs = outcomes[1]
            let cell = report.target("mapper convert ÷ plutil -convert json", value: ours.seconds / theirs.seconds, atMost: 0.15, format: ratio)
            report.row(["plutil -convert json -o -", milliseconds(theirs.seconds), cell])
        } else {
            report.note("plutil not found: the Swift toolchain ships it.")
        }
        if let xmllint = ChildProcess.which("xmllint") {
            let pair = ChildProcess.bestInterleaved(of: runs, [[mapper, "convert", path, "--to", "json"], [xmllint, "--noout", path]])
            ours = pair[0].seconds < ours.seconds ? pair[0] : ours
            let theirs = pair[1]
            let cell = report.target("mapper convert ÷ xmllint --noout", value: ours.seconds / theirs.seconds, atMost: 2.5, format: ratio)
            report.row(["xmllint --noout", milliseconds(theirs.seconds), cell])
        } else {
            report.note("xmllint not found: install libxml2-utils (Benchmarks/run does).")
        }
    }
}
