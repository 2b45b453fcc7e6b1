import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import XCTest

/// The SARIF log's cross-references, which a schema check does not catch: each result's
/// `ruleIndex` and artifact `index` must point at the right entry. CI also validates the golden
/// file against the SARIF 2.1.0 object model (`Tests/Fixtures/Reporters/validate_sarif.py`).
final class ReporterSARIFTests: XCTestCase {
    private func run(_ report: ValidationReport) throws -> [String: Any] {
        let data = Data(SARIFReporter().render(report).utf8)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return try XCTUnwrap(runs.first)
    }

    func testTheDriverListsTheWholeCatalogue() throws {
        let driver = try XCTUnwrap((run(ReporterFixture.report)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "mapper")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, Rule.validationRules.map(\.id))
        XCTAssertEqual(
            rules.compactMap { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String },
            Rule.validationRules.map(\.defaultSeverity.rawValue)
        )
    }

    func testResultsPointAtTheirRuleAndArtifact() throws {
        let run = try run(ReporterFixture.report)
        let artifacts = try XCTUnwrap(run["artifacts"] as? [[String: Any]])
        let uris = artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(uris, [ReporterFixture.home, ReporterFixture.settings, ReporterFixture.registry])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, ReporterFixture.report.findings.count)
        for (result, finding) in zip(results, ReporterFixture.report.findings) {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(Rule.validationRules[index].id, result["ruleId"] as? String)
            XCTAssertEqual(result["level"] as? String, finding.severity.rawValue)
            let physical = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            XCTAssertEqual(uris[try XCTUnwrap(artifact["index"] as? Int)], artifact["uri"] as? String)
            XCTAssertEqual(artifact["uri"] as? String, finding.location.file)
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertEqual(region["startLine"] as? Int, finding.location.line)
            XCTAssertEqual(region["startColumn"] as? Int, finding.location.column)
            XCTAssertEqual((result["relatedLocations"] as? [Any])?.count, finding.related.isEmpty ? nil : finding.related.count)
        }
    }

    func testTheSuggestionFollowsTheMessage() throws {
        let results = try XCTUnwrap(run(ReporterFixture.report)["results"] as? [[String: Any]])
        let texts = results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        XCTAssertTrue(texts.contains(ReporterFixture.awkwardMessage + "; did you mean 'ControlEventIDs'?"))
    }

    /// A rule outside the catalogue (a team's own) is listed too, so its `ruleIndex` is valid.
    func testARuleOutsideTheCatalogueIsListed() throws {
        let custom = Rule(id: "team-rule", defaultSeverity: .warning, summary: "A team's own check.")
        let run = try run(
            ValidationReport(
                findings: [Finding(custom, "x", at: SourceLocation(file: "a.plist", line: 1, column: 1))],
                configFiles: ["a.plist"]
            ))
        let rules = try XCTUnwrap((run["tool"] as? [String: Any]).flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(rules[try XCTUnwrap(result["ruleIndex"] as? Int)]["id"] as? String, "team-rule")
    }

    func testPathsBecomeValidURIReferences() throws {
        let paths = [
            "Configs/Home.plist", "Configs/Home Page #2 100%.plist", "Configs/Écran.plist",
            "Team:Home.plist", "Configs/Team:Home.plist", "/work/Configs/Home.plist",
        ]
        let run = try run(ValidationReport(findings: [], configFiles: paths))
        let artifacts = try XCTUnwrap(run["artifacts"] as? [[String: Any]])
        XCTAssertEqual(
            artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String },
            [
                "Configs/Home.plist", "Configs/Home%20Page%20%232%20100%25.plist", "Configs/%C3%89cran.plist",
                // Without `./` the part before the colon would read as a URI scheme.
                "./Team:Home.plist", "Configs/Team:Home.plist", "file:///work/Configs/Home.plist",
            ])
    }
}
