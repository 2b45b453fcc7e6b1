import Foundation

/// `mapper adopt` against `mapper scan` on a generated tree where every method makes a tracking
/// call (`scan-tree-generator --tracking-calls`), as whole processes, interleaved in the same
/// rounds: adopt reads the calls in the scan's own pass, so it should cost little more than the
/// scan that writes the registry.
struct AdoptBenchmark {
    let runs: Int
    let directory: String
    let executableDirectory: String
    let mapper: String
    var report: BenchmarkReport

    private static let calls = ["+[WUserStatistics sendEventToServer:]", "Analytics.track(_:)"]

    mutating func run(swiftFiles: Int = 1_200, objectiveCFiles: Int = 800) throws {
        let tree = "\(directory)/adopt-tree-\(swiftFiles)-\(objectiveCFiles)"
        try? FileManager.default.removeItem(atPath: tree)
        try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        let generator = ChildProcess.run([
            "\(executableDirectory)/scan-tree-generator", tree, "--swift-files", "\(swiftFiles)", "--objc-files", "\(objectiveCFiles)",
            "--tracking-calls",
        ])
        precondition(generator.status == 0, "scan-tree-generator failed; build it with swift build -c release --product scan-tree-generator")
        let registry = "\(directory)/adopt-registry.json"
        // A config that does not exist: adopt proposes, and would make it on --write.
        let config = "\(directory)/adopt-new.plist"
        let adopt = [mapper, "adopt", tree, "--config", config] + Self.calls.flatMap { ["--call", $0] }
        let scan = [mapper, "scan", tree, "--no-cache", "-o", registry]
        let rounds = max(runs, 5)
        // Both print to /dev/null while timed: reading adopt's proposal (a line or two per call)
        // through a pipe would time this program's reading too.
        let times = try Stopwatch.bestInterleaved(
            of: rounds,
            [
                { precondition(ChildProcess.run(scan).status == 0, "mapper scan failed") },
                { precondition(ChildProcess.run(adopt).status == 0, "mapper adopt failed") },
            ])
        let summary = String(ChildProcess.run(adopt, capturingOutput: true).output.split(separator: "\n").last ?? "")
        report.section(
            "mapper adopt vs mapper scan on \(swiftFiles + objectiveCFiles) files (\(swiftFiles) Swift, \(objectiveCFiles) Objective-C), best of \(rounds)",
            columns: ["what", "time", "÷ mapper scan"])
        report.row(["mapper scan -o registry.json", milliseconds(times[0]), ratio(1)])
        report.row(["mapper adopt (the proposal)", milliseconds(times[1]), ratio(times[1] / times[0])])
        report.note("adopt found: \(summary)")
        report.section("mapper adopt targets", columns: ["target", "measured"])
        report.row([
            "mapper adopt ÷ mapper scan", report.target("mapper adopt ÷ mapper scan", value: times[1] / times[0], atMost: 1.3, format: ratio),
        ])
    }
}
