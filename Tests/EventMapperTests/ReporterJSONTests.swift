import EventMapper
import Foundation
import XCTest

/// The JSON document as a script reads it, beyond the golden file's exact text.
final class ReporterJSONTests: XCTestCase {
    private func document(_ report: ValidationReport) throws -> [String: Any] {
        let data = Data(JSONReporter().render(report).utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testSummaryCountsAndFiles() throws {
        let summary = try XCTUnwrap(document(ReporterFixture.report)["summary"] as? [String: Any])
        XCTAssertEqual(summary["errors"] as? Int, 4)
        XCTAssertEqual(summary["warnings"] as? Int, 2)
        XCTAssertEqual(summary["notes"] as? Int, 1)
        XCTAssertEqual(summary["files"] as? [String], [ReporterFixture.home, ReporterFixture.settings, ReporterFixture.registry])
    }

    func testFindingsKeepTheirTextAndOmitAMissingSuggestion() throws {
        let findings = try XCTUnwrap(document(ReporterFixture.report)["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 7)
        let awkward = try XCTUnwrap(findings.first { $0["rule"] as? String == "unknown-section" })
        XCTAssertEqual(awkward["message"] as? String, ReporterFixture.awkwardMessage)
        XCTAssertEqual(awkward["suggestion"] as? String, "did you mean 'ControlEventIDs'?")
        XCTAssertEqual(awkward["severity"] as? String, "error")
        XCTAssertEqual(awkward["line"] as? Int, 12)
        XCTAssertEqual(awkward["column"] as? Int, 5)
        let duplicate = try XCTUnwrap(findings.first { $0["rule"] as? String == "duplicate-key" })
        XCTAssertNil(duplicate["suggestion"])
        let related = try XCTUnwrap(duplicate["related"] as? [[String: Any]])
        XCTAssertEqual(related.count, 1)
        XCTAssertEqual(related.first?["file"] as? String, ReporterFixture.home)
        XCTAssertEqual(related.first?["line"] as? Int, 5)
    }

    func testACleanReportHasNoFindings() throws {
        let clean = try document(ReporterFixture.clean)
        XCTAssertEqual(clean["version"] as? Int, 1)
        XCTAssertEqual((clean["findings"] as? [Any])?.count, 0)
    }
}
