import Foundation
import TestSupport
import XCTest

/// What `mapper logs report` counts together and apart: one page however its class is
/// qualified, an empty app version apart from no header, and the line limit wherever a read ends.
final class LogsPairingTests: XCTestCase {
    private let header = "iPhone,iPhone9,1,iPhone OS,10.0,AAAA-1,1.0,1\n"

    func testQualifiedAndPlainNamesOfOnePageAreOneVisit() throws {
        let log = Data((header + "1,1,SampleApp.HomeViewController,r\n2,11,HomeViewController,r\n").utf8)
        let report = try jsonReport(["-"], input: log)
        let dwell = try XCTUnwrap(report["dwell"] as? [[String: Any]])
        XCTAssertEqual(dwell.map { $0["page"] as? String }, ["HomeViewController"])
        XCTAssertEqual(dwell.first?["pairs"] as? Int, 1)
    }

    func testAnEmptyAppVersionIsNotTheMissingHeader() throws {
        let scratch = try makeScratchFolder("logs-versions")
        defer { scratch.remove() }
        try Data("iPhone,iPhone9,1,iPhone OS,10.0,AAAA-1,,1\n1,1,HomeViewController,r\n".utf8).write(to: URL(fileURLWithPath: scratch.path("a.log")))
        try Data("1,1,HomeViewController,r\n1,2,HomeViewController,r\n".utf8).write(to: URL(fileURLWithPath: scratch.path("b.log")))
        let report = try jsonReport([scratch.directory])
        let versions = try XCTUnwrap(report["versions"] as? [[String: Any]])
        XCTAssertEqual(versions.count, 2, "\(versions)")
        XCTAssertEqual(versions.first?["appVersion"] as? String, "")
        XCTAssertEqual(versions.first?["records"] as? Int, 1)
        XCTAssertTrue(versions.last?["appVersion"] is NSNull, "\(versions)")
        XCTAssertEqual(versions.last?["records"] as? Int, 2)
        let table = try MapperProcess.run(["logs", "report", scratch.directory, "--config", "Configs"])
        XCTAssertTrue(table.standardOutput.contains("(empty)") && table.standardOutput.contains("(no header)"), table.standardOutput)
    }

    /// A line longer than 1 MiB is malformed however the reads that bring it are cut.
    func testALineOverOneMiBIsTooLongWhereverItsNewlineFalls() throws {
        let scratch = try makeScratchFolder("logs-line-limit")
        defer { scratch.remove() }
        func record(length: Int) -> String {
            let start = "1,1,HomeViewController"
            return start + String(repeating: "x", count: length - start.utf8.count - 2) + ",r"
        }
        let path = scratch.path("day.log")
        try Data((header + record(length: 1 << 20) + "\n" + record(length: (1 << 20) + 1) + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let result = try MapperProcess.run(["logs", "report", path, "--config", "Configs", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.hasPrefix("\(path):3: warning: malformed line: the line is longer than 1 MiB [malformed-log-line]\n"),
            result.standardError)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((report["totals"] as? [String: Any])?["records"] as? Int, 1)
    }

    private func jsonReport(_ inputs: [String], input: Data? = nil) throws -> [String: Any] {
        let result = try MapperProcess.run(["logs", "report"] + inputs + ["--config", "Configs", "--format", "json"], input: input)
        XCTAssertEqual(result.status, 0, result.standardError)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }
}
