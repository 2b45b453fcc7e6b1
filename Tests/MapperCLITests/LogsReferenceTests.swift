import Foundation
import TestSupport
import XCTest

/// `mapper logs report` against two independent readings of the log format: a reference
/// implementation in Python (`Tests/LogReference/reference_logs.py`, on random logs it generates
/// with the format's edge cases) and the SQL recipe of `docs/logs.md` run in DuckDB.
final class LogsReferenceTests: XCTestCase {
    func testCountsAgreeWithTheReferenceImplementation() throws {
        let scratch = try makeScratchFolder("logs-reference")
        defer { scratch.remove() }
        let listing = scratch.path("listing.csv")
        try Data(try MapperProcess.run(["list", "--config", "Configs", "--format", "csv"]).standardOutput.utf8).write(
            to: URL(fileURLWithPath: listing))
        for seed in 1...3 {
            let logs = scratch.path("logs-\(seed)")
            try python(["Tests/LogReference/reference_logs.py", "generate", logs, "--seed", "\(seed)"])
            let files = try FileManager.default.contentsOfDirectory(atPath: logs).sorted().map { logs + "/" + $0 }
            let reference = try json(python(["Tests/LogReference/reference_logs.py", "report", listing] + files))
            let result = try MapperProcess.run(["logs", "report", logs, "--config", "Configs", "--format", "json"])
            XCTAssertEqual(result.status, 0, result.standardError)
            let report = try json(result.standardOutput)
            let totals = try XCTUnwrap(report["totals"] as? [String: Int])
            let expected = try XCTUnwrap(reference["totals"] as? [String: Int])
            for (key, mapperKey) in [
                ("records", "records"), ("mapped", "mapped"), ("unmapped", "unmapped"), ("notMappable", "notMappable"),
                ("malformed", "malformedLines"),
            ] {
                XCTAssertEqual(totals[mapperKey], expected[key] ?? 0, "seed \(seed): \(key)")
            }
            let events = try XCTUnwrap(report["events"] as? [[String: Any]])
            var counted: [String: Int] = [:]
            for event in events where event["count"] as? Int ?? 0 > 0 {
                counted["\(event["className"]!) \(event["trigger"]!)"] = event["count"] as? Int
            }
            XCTAssertEqual(counted, reference["events"] as? [String: Int], "seed \(seed): events")
            let unmapped = try XCTUnwrap(report["unmapped"] as? [[String: Any]])
            let unmappedCounts = Dictionary(uniqueKeysWithValues: unmapped.map { ("\($0["className"]!) \($0["trigger"]!)", $0["count"] as! Int) })
            XCTAssertEqual(unmappedCounts, reference["unmapped"] as? [String: Int], "seed \(seed): unmapped")
            let dwell = try XCTUnwrap(report["dwell"] as? [[String: Any]])
            let pairs = Dictionary(
                uniqueKeysWithValues: dwell.compactMap { page in (page["pairs"] as! Int) > 0 ? (page["page"] as! String, page["pairs"] as! Int) : nil
                })
            XCTAssertEqual(pairs, reference["pairs"] as? [String: Int], "seed \(seed): pairs")
            let medians = Dictionary(
                uniqueKeysWithValues: dwell.compactMap { page in (page["medianSeconds"] as? Double).map { (page["page"] as! String, $0) } })
            XCTAssertEqual(medians, reference["medians"] as? [String: Double], "seed \(seed): medians")
            let flow = try XCTUnwrap((report["flow"] as? [String: Any])?["transitions"] as? [[String: Any]])
            let transitions = Dictionary(uniqueKeysWithValues: flow.map { ("\($0["from"]!) -> \($0["to"]!)", $0["views"] as! Int) })
            XCTAssertEqual(transitions, reference["transitions"] as? [String: Int], "seed \(seed): page flow")
            let versions = try XCTUnwrap(report["versions"] as? [[String: Any]])
            let versionRecords = Dictionary(
                uniqueKeysWithValues: versions.map { ($0["appVersion"] as? String ?? "(no header)", $0["records"] as! Int) })
            let referenceVersions = try XCTUnwrap(reference["versions"] as? [String: [String: Int]])
            XCTAssertEqual(versionRecords, referenceVersions.mapValues { $0["records"] ?? 0 }, "seed \(seed): versions")
        }
    }

    func testTheDuckDBRecipeCountsWhatTheReportCounts() throws {
        guard (try? python(["-c", "import duckdb"])) != nil else {
            throw XCTSkip("DuckDB is not installed (pip install duckdb); .ci/run installs it")
        }
        let scratch = try makeScratchFolder("logs-duckdb")
        defer { scratch.remove() }
        try python(["Tests/LogReference/reference_logs.py", "generate", scratch.path("logs/generated"), "--seed", "7"])
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Tests/Fixtures/Logs/device-a"), toPath: scratch.path("logs/device-a"))
        try Data(try MapperProcess.run(["list", "--config", "Configs", "--format", "csv"]).standardOutput.utf8)
            .write(to: URL(fileURLWithPath: scratch.path("listing.csv")))
        let recipe = RepositoryPaths.path("docs/recipes/logs-duckdb.sql")
        let sql = try python(
            [
                "-c",
                "import duckdb, json; duckdb.sql(open('\(recipe)').read()); "
                    + "print(json.dumps(dict(duckdb.sql(\"select coalesce(event_id, '(unmapped)'), count(*) from annotated group by all\").fetchall())))",
            ], in: scratch.path(""))
        let counts = try XCTUnwrap(json(sql) as? [String: Int])
        let report = try json(MapperProcess.run(["logs", "report", scratch.path("logs"), "--config", "Configs", "--format", "json"]).standardOutput)
        var expected: [String: Int] = [:]
        for event in report["events"] as! [[String: Any]] where event["count"] as! Int > 0 {
            expected[event["eventID"] as! String, default: 0] += event["count"] as! Int
        }
        expected["(unmapped)"] = (report["totals"] as! [String: Int])["unmapped"]
        XCTAssertEqual(counts, expected)
    }

    @discardableResult
    private func python(_ arguments: [String], in directory: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = directory.map(URL.init(fileURLWithPath:)) ?? RepositoryPaths.root
        let output = Pipe()
        process.standardOutput = output
        let error = Pipe()
        process.standardError = error
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(
                domain: "python", code: Int(process.terminationStatus),
                userInfo: [NSLocalizedDescriptionKey: String(decoding: message, as: UTF8.self)])
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
