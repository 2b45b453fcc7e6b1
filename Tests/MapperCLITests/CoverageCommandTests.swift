import Foundation
import TestSupport
import XCTest

/// `mapper status`, `mapper rules`, and what `mapper validate` shows people: `--output`,
/// `--quiet`, colour and the `--strict` failure line.
final class CoverageCommandTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("coverage")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// The sample app with one tagged action added in code and not configured.
    private func sampleWithAnUntrackedAction() throws -> String {
        let copy = scratch.path("SampleApp")
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Examples/SampleApp"), toPath: copy)
        let file = copy + "/HomeViewController.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
            of: "    @IBAction func onFavBtnPressed_UA(_ sender: UIButton) {",
            with: "    @IBAction func onLikeBtnPressed_UA(_ sender: UIButton) {}\n\n    @IBAction func onFavBtnPressed_UA(_ sender: UIButton) {")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return copy
    }

    func testStatusShowsEachPageAndTheTotals() throws {
        let result = try MapperProcess.run(["status"])
        XCTAssertEqual(result.status, 0, result.standardError)
        try GoldenFile.assertMatches(result.standardOutput, "Status/sample.txt")
        let markdown = try MapperProcess.run(["status", "--format", "markdown"])
        try GoldenFile.assertMatches(markdown.standardOutput, "Status/sample.md")
    }

    func testStatusMarksAnUntrackedTaggedActionAndExitsAsValidateDoes() throws {
        let sources = try sampleWithAnUntrackedAction()
        let result = try MapperProcess.run(["status", "--sources", sources, "--color", "never"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.contains("  ✘ onLikeBtnPressed_UA:           tagged _UA, not tracked\n"), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.hasSuffix(
                "3/4 tagged actions tracked (75%), 0 configured actions missing in code, 5 pages, 1 screen with no page events\n"),
            result.standardOutput)
        XCTAssertTrue(result.standardError.hasSuffix("failed: 1 error (mapper validate lists them)\n"), result.standardError)
        let json = try JSONSerialization.jsonObject(
            with: Data(MapperProcess.run(["status", "--sources", sources, "--format", "json"]).standardOutput.utf8))
        let totals = try XCTUnwrap((json as? [String: Any])?["totals"] as? [String: Int])
        XCTAssertEqual(
            totals,
            [
                "pages": 5, "taggedActions": 4, "tracked": 3, "configuredActions": 6, "missingInCode": 0, "classesMissingInCode": 0,
                "screensNotTracked": 1,
            ])
    }

    func testStatusSaysWhichConfiguredClassIsGoneFromTheCodeAndWhichScreensHaveNoPageEvents() throws {
        try FileManager.default.copyItem(atPath: RepositoryPaths.configs, toPath: scratch.path("Configs"))
        let plist = scratch.path("Configs/WGlobalUserStatisticsConfig.plist")
        let text = try String(contentsOfFile: plist, encoding: .utf8).replacingOccurrences(
            of: "\t<key>HomeViewController</key>\n",
            with:
                "\t<key>GoneViewController</key>\n\t<dict>\n\t\t<key>PageEventIDs</key>\n\t\t<dict>\n\t\t\t<key>Enter</key>\n\t\t\t<string>PAGE_EVENT_GONE_ENTER</string>\n\t\t</dict>\n\t</dict>\n\t<key>HomeViewController</key>\n"
        )
        try text.write(toFile: plist, atomically: true, encoding: .utf8)
        let result = try MapperProcess.run(["status", "--config", scratch.path("Configs"), "--color", "never"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains("GoneViewController  Enter ✔  Leave ✘  0/0 tagged tracked  (class not in code: its hooks never fire)"),
            result.standardOutput)
        XCTAssertTrue(lines.contains("BaseViewController  Enter ✘  Leave ✘  0/0 tagged tracked  (no page events configured)"), result.standardOutput)
        XCTAssertEqual(
            lines.last,
            "3/3 tagged actions tracked (100%), 0 configured actions missing in code, 6 pages, 1 configured class not in code, 1 screen with no page events"
        )
    }

    func testColourOnlyWhenAskedOrOnATerminalWithoutNoColor() throws {
        let sources = try sampleWithAnUntrackedAction()
        let plain = try MapperProcess.run(["validate", "--sources", sources])
        XCTAssertFalse(plain.standardOutput.contains("\u{1B}["), "a pipe gets no colour")
        let forced = try MapperProcess.run(["validate", "--sources", sources, "--color", "always"], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(
            forced.standardOutput.contains(": \u{1B}[1;31merror\u{1B}[0m: -[HomeViewController onLikeBtnPressed_UA:]"), forced.standardOutput)
        let machine = try MapperProcess.run(["validate", "--sources", sources, "--color", "always", "--reporter", "json"])
        XCTAssertFalse(machine.standardOutput.contains("\u{1B}["), "machine output is never coloured")
    }

    func testStrictSaysWhyItFailed() throws {
        let config = scratch.path("Configs")
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Configs"), toPath: config)
        let plist = config + "/WGlobalUserStatisticsConfig.plist"
        try Data(try String(contentsOfFile: plist, encoding: .utf8).replacingOccurrences(of: "CTRL_EVENT_HOME_FAV", with: "ctrl_event_home_fav").utf8)
            .write(to: URL(fileURLWithPath: plist))
        let lenient = try MapperProcess.run(["validate", "--config", config, "--registry", "Examples/SampleApp/registry.json"])
        XCTAssertEqual(lenient.status, 0)
        XCTAssertEqual(lenient.standardError, "")
        let strict = try MapperProcess.run(["validate", "--config", config, "--registry", "Examples/SampleApp/registry.json", "--strict"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.standardError, "failed: 1 warning treated as an error (--strict)\n")
        let quiet = try MapperProcess.run(["validate", "--config", config, "--registry", "Examples/SampleApp/registry.json", "--strict", "--quiet"])
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.standardError, "")
        XCTAssertEqual(quiet.standardOutput.split(separator: "\n").count, 1, "the finding alone: \(quiet.standardOutput)")
        XCTAssertTrue(quiet.standardOutput.contains("[event-id-naming]"))
    }

    func testOutputWritesTheReportToAFileAndTheFindingsAsText() throws {
        let sarif = scratch.path("report.sarif")
        let result = try MapperProcess.run(["validate", "--reporter", "sarif", "--output", sarif])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "0 errors, 0 warnings in 2 config files and 8 source files\n")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any])
        XCTAssertEqual(document["version"] as? String, "2.1.0")
        let folder = try MapperProcess.run(["validate", "--reporter", "sarif", "--output", scratch.path("")])
        XCTAssertEqual(folder.status, 2)
    }

    func testRulesListsTheCatalogueWithTheProjectsSeverities() throws {
        try Data(#"{"configs": ["Configs"], "rules": {"event-id-naming": "off", "similar-event-id": "error"}}"#.utf8)
            .write(to: URL(fileURLWithPath: scratch.path(".mapper.json")))
        let result = try MapperProcess.run(["rules"], in: URL(fileURLWithPath: scratch.path("")))
        XCTAssertEqual(result.status, 0, result.standardError)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("event-id-naming") && $0.contains("warning  off ") }, result.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("similar-event-id") && $0.contains("warning  error ") }, result.standardOutput)
        XCTAssertEqual(lines.last, "28 rules; 2 with another severity than the default (.mapper.json \"rules\")")
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(MapperProcess.run(["rules", "--format", "json"]).standardOutput.utf8)) as? [[String: String]])
        XCTAssertEqual(json.count, 28)
        XCTAssertEqual(
            json.first, ["id": "malformed-xml", "defaultSeverity": "error", "severity": "error", "summary": "The file is not well-formed XML."])
        try Data("{\"rules\": {\"no-such-rule\": \"off\"}}".utf8).write(to: URL(fileURLWithPath: scratch.path(".mapper.json")))
        let broken = try MapperProcess.run(["rules"], in: URL(fileURLWithPath: scratch.path("")))
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.standardError.contains(".mapper.json:1:"), broken.standardError)
    }

    func testStatusAnswersNothingFromAnIncompleteConfigSet() throws {
        let configs = scratch.path("Configs")
        try FileManager.default.copyItem(atPath: RepositoryPaths.path("Configs"), toPath: configs)
        try Data("<plist version=\"1.0\"><dict><key>A</key></dict></plist>".utf8).write(to: URL(fileURLWithPath: configs + "/Broken.plist"))
        let result = try MapperProcess.run(["status", "--config", configs])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            "\(configs)/Broken.plist:1:40: error: Value missing for key inside <dict> at line 1 [invalid-plist]\n"
                + "error: a config does not parse (\(configs)/Broken.plist); nothing is answered from an incomplete config set\n")
    }
}
