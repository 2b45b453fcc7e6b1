import Foundation

/// `mapper validate` of a generated 2,000-file app with the scan cache: cold (an empty cache
/// folder: every file scanned, the cache written) against warm (the cache of the last run, one
/// file changed since), as whole processes, interleaved in the same rounds. Two kinds of change:
/// inside a method body (a comment: every file's scan is as before, the merged result is kept)
/// and a declaration (a new action: the merge is redone). The config tracks every tagged action,
/// so validate passes and prints no findings: what CI and a developer see on a healthy app.
struct ScanCacheBenchmark {
    let runs: Int
    let directory: String
    let executableDirectory: String
    let mapper: String
    var report: BenchmarkReport

    mutating func run(swiftFiles: Int = 1_200, objectiveCFiles: Int = 800) throws {
        let project = "\(directory)/scan-cache-project"
        let tree = "\(project)/App"
        try? FileManager.default.removeItem(atPath: project)
        try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        let generator = ChildProcess.run([
            "\(executableDirectory)/scan-tree-generator", tree, "--swift-files", "\(swiftFiles)", "--objc-files", "\(objectiveCFiles)",
        ])
        precondition(generator.status == 0, "scan-tree-generator failed; build it with swift build -c release --product scan-tree-generator")
        try writeProject(project, tree: tree)
        let previous = FileManager.default.currentDirectoryPath
        precondition(FileManager.default.changeCurrentDirectoryPath(project), "cannot enter \(project)")
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        let cache = "\(project)/cache"
        let validate = [mapper, "validate", "--cache-path", cache]
        let changed = try firstSwiftFile(in: tree)
        let original = try Data(contentsOf: URL(fileURLWithPath: changed))
        let className = ((changed as NSString).lastPathComponent as NSString).deletingPathExtension
        // The comment is added to the declarations the last run saw, so that only the action
        // round changes what the merge reads.
        var declarations = original
        var round = 0
        let rounds = max(runs, 5)
        let times = try Stopwatch.bestInterleaved(
            of: rounds,
            [
                {
                    try? FileManager.default.removeItem(atPath: cache)
                    precondition(ChildProcess.run(validate).status == 0, "mapper validate (cold) failed")
                },
                {
                    round += 1
                    try (declarations + Data("\n// round \(round)\n".utf8)).write(to: URL(fileURLWithPath: changed))
                    precondition(ChildProcess.run(validate).status == 0, "mapper validate (warm, a comment) failed")
                },
                {
                    round += 1
                    let action = "\nextension \(className) {\n    @objc func onBenchRound\(round)(_ sender: Any) {}\n}\n"
                    declarations = original + Data(action.utf8)
                    try declarations.write(to: URL(fileURLWithPath: changed))
                    precondition(ChildProcess.run(validate).status == 0, "mapper validate (warm, an action) failed")
                },
            ])
        let uncached = ChildProcess.run([mapper, "validate", "--no-cache"], capturingOutput: true)
        precondition(uncached.status == 0, "mapper validate (no cache) failed")
        let summary = String(uncached.output.split(separator: "\n").last ?? "")
        report.section(
            "mapper validate with the scan cache on \(swiftFiles + objectiveCFiles) files (\(swiftFiles) Swift, \(objectiveCFiles) Objective-C), best of \(rounds)",
            columns: ["what", "time", "÷ cold"])
        report.row(["cold: an empty cache folder (every file scanned, the cache written)", milliseconds(times[0]), ratio(1)])
        report.row(["warm: a comment added to one file since the last run", milliseconds(times[1]), ratio(times[1] / times[0])])
        report.row(["warm: an action added to one file since the last run", milliseconds(times[2]), ratio(times[2] / times[0])])
        report.note("validate said: \(summary)")
        report.section("scan cache targets", columns: ["target", "measured"])
        for (what, time) in [("a comment", times[1]), ("an action", times[2])] {
            let name = "warm validate (\(what) added) ÷ cold validate"
            report.row([name, report.target(name, value: time / times[0], atMost: 0.1, format: ratio)])
        }
    }

    /// `.mapper.json` and a config that tracks every `_UA` action the tree declares, on each
    /// class that declares or inherits it (the hooks look up the exact class), from the registry
    /// `mapper scan` derives.
    private func writeProject(_ project: String, tree: String) throws {
        let registry = "\(project)/registry.json"
        let scan = ChildProcess.run([mapper, "scan", tree, "--module", "BenchApp=\(tree)", "--no-cache", "-o", registry])
        precondition(scan.status == 0, "mapper scan failed")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: registry))) as? [String: Any]
        let classes = document?["classes"] as? [[String: Any]] ?? []
        var plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        let byName = Dictionary(classes.compactMap { declared in (declared["name"] as? String).map { ($0, declared) } }) { first, _ in first }
        /// The tagged actions of a class and its superclasses in the tree (Swift superclasses are
        /// written without the module).
        func tagged(_ declared: [String: Any]) -> [String] {
            var actions: [String] = []
            var current: [String: Any]? = declared
            var seen = Set<String>()
            while let next = current, let name = next["name"] as? String, seen.insert(name).inserted {
                actions += (next["actions"] as? [String] ?? []).filter { $0.contains("_UA") && !actions.contains($0) }
                let superclass = next["superclass"] as? String ?? ""
                current = byName[superclass] ?? byName["BenchApp." + superclass]
            }
            return actions
        }
        var eventNumber = 0
        for declared in classes {
            guard let name = declared["name"] as? String else { continue }
            let tagged = tagged(declared)
            guard !tagged.isEmpty else { continue }
            plist += "\t<key>\(name)</key>\n\t<dict>\n\t\t<key>ControlEventIDs</key>\n\t\t<dict>\n"
            for selector in tagged {
                eventNumber += 1
                plist += "\t\t\t<key>\(selector)</key>\n\t\t\t<string>BENCH_EVENT_\(eventNumber)</string>\n"
            }
            plist += "\t\t</dict>\n\t</dict>\n"
        }
        plist += "</dict>\n</plist>\n"
        try FileManager.default.createDirectory(atPath: "\(project)/Configs", withIntermediateDirectories: true)
        try plist.write(toFile: "\(project)/Configs/Events.plist", atomically: true, encoding: .utf8)
        let settings = #"{"configs": ["Configs"], "sources": ["App"], "modules": {"BenchApp": "App"}, "tag": "_UA"}"#
        try settings.write(toFile: "\(project)/.mapper.json", atomically: true, encoding: .utf8)
    }

    private func firstSwiftFile(in tree: String) throws -> String {
        let files = try FileManager.default.subpathsOfDirectory(atPath: tree).filter { $0.hasSuffix(".swift") }.sorted()
        guard let first = files.first else { preconditionFailure("the generated tree has no Swift file") }
        return "\(tree)/\(first)"
    }
}
