import Foundation
import TestSupport
import XCTest

/// `mapper adopt`, run as a process on the fixture app (`Tests/Fixtures/Adopt`): the proposal,
/// the dry run, the write and the checklist, a validate that passes afterwards, conflicts, and
/// every refusal.
final class AdoptCommandTests: XCTestCase {
    private var app: ScratchFolder!

    override func setUpWithError() throws {
        app = try makeScratchFolder("adopt-app")
        for item in ["App", "Configs", ".mapper.json"] { try app.copyFixture("Adopt/" + item) }
    }

    private var config: String { app.path("Configs/WGlobalUserStatisticsConfig.plist") }

    private func adopt(_ arguments: [String]) throws -> MapperProcess.Result {
        try MapperProcess.run(["adopt"] + arguments, in: app.url)
    }

    func testTheProposalPerClassWithTheCallsThatStayInCode() throws {
        let proposal = try adopt([])
        XCTAssertEqual(proposal.status, 0, proposal.standardError)
        XCTAssertEqual(proposal.standardError, "")
        try GoldenFile.assertMatches(proposal.standardOutput, "Adopt/proposal.expected.txt")
        let json = try adopt(["--format", "json"])
        XCTAssertEqual(json.status, 0, json.standardError)
        try GoldenFile.assertMatches(json.standardOutput, "Adopt/proposal.expected.json")
    }

    func testADryRunPrintsTheChangeAndWritesNothing() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: config))
        let dryRun = try adopt(["--dry-run"])
        XCTAssertEqual(dryRun.status, 0, dryRun.standardError)
        try GoldenFile.assertMatches(dryRun.standardOutput, "Adopt/dry-run.expected.diff")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: config)), before)
    }

    /// The migration a team makes: write, validate, and the checklist of calls to delete; a
    /// second run finds everything configured.
    func testAWriteValidatesCleanAndListsTheCallsToDelete() throws {
        let written = try adopt(["--write"])
        XCTAssertEqual(written.status, 0, written.standardError)
        try GoldenFile.assertMatches(written.standardOutput, "Adopt/write.expected.txt")
        let validated = try MapperProcess.run(["validate"], in: app.url)
        XCTAssertEqual(validated.status, 0, validated.standardOutput + validated.standardError)
        XCTAssertTrue(validated.standardOutput.hasPrefix("0 errors, 0 warnings"), validated.standardOutput)
        let again = try adopt([])
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(
            again.standardOutput.hasSuffix(
                "21 tracking calls: 0 entries to add; 11 already configured; 10 calls stay in code\n"), again.standardOutput)
        let files = try FileManager.default.contentsOfDirectory(atPath: app.path("Configs"))
        XCTAssertEqual(files, ["WGlobalUserStatisticsConfig.plist"], "no lock or temporary file is left")
    }

    /// Without a project file or a `Configs` folder, `--config` names the whole set: the default
    /// folder that does not exist is not an input. `set --file` loads the set the same way.
    func testAnExistingConfigIsTheSetWhenThereIsNoProject() throws {
        let proposal = try adopt([])
        try FileManager.default.moveItem(atPath: config, toPath: app.path("Events.plist"))
        try FileManager.default.removeItem(atPath: app.path("Configs"))
        try FileManager.default.removeItem(atPath: app.path(".mapper.json"))
        let calls = ["+[WUserStatistics sendEventToServer:]", "-[Tracker logEvent:withParameters:]", "Analytics.track(_:)"]
        let result = try adopt(["App", "--config", "Events.plist", "--module", "Shop=App/Cart"] + calls.flatMap { ["--call", $0] })
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardError,
            "warning: Events.plist is not among the configs mapper validate reads (Configs); add it to 'configs' in .mapper.json\n")
        XCTAssertEqual(result.standardOutput.split(separator: "\n").last, proposal.standardOutput.split(separator: "\n").last)

        let set = try MapperProcess.run(["set", "HomeViewController", "onNew:", "HOME_NEW", "--file", "Events.plist", "--dry-run"], in: app.url)
        XCTAssertEqual(set.status, 0, set.standardError)
    }

    /// A class the set configures is edited where it is; the others go to the new file.
    func testANewConfigIsMadeInTheFormatItsExtensionSays() throws {
        let written = try adopt(["--write", "--config", "Configs/Adopted.xml"])
        XCTAssertEqual(written.status, 0, written.standardError)
        try GoldenFile.assertMatches(try String(contentsOfFile: app.path("Configs/Adopted.xml"), encoding: .utf8), "Adopt/Adopted.expected.xml")
        XCTAssertTrue(try String(contentsOfFile: config, encoding: .utf8).contains("CTRL_EVENT_HOME_FAV"))
        XCTAssertEqual(
            written.standardError,
            "warning: Configs/Adopted.xml is not among the configs mapper validate reads (Configs/WGlobalUserStatisticsConfig.plist); add it to 'configs' in .mapper.json\n"
        )
        let validated = try MapperProcess.run(["validate", "--config", "Configs"], in: app.url)
        XCTAssertEqual(validated.status, 0, validated.standardOutput + validated.standardError)
        let json = try adopt(["--write", "--config", "Configs/Adopted.json"])
        XCTAssertEqual(json.status, 64)
        XCTAssertEqual(json.standardError, "error: Configs/Adopted.json: a new config must be a .plist or .xml file\n")
    }

    func testAnEntryConfiguredWithAnotherIDIsAConflictNotOverwritten() throws {
        try app.apply([
            TextEdit(file: "Configs/WGlobalUserStatisticsConfig.plist", original: "PAGE_EVENT_HOME_ENTER", replacement: "PAGE_EVENT_HOME_SHOWN")
        ])
        let proposal = try adopt([])
        XCTAssertEqual(proposal.status, 1)
        XCTAssertTrue(
            proposal.standardOutput.contains(
                "  ! Enter  PAGE_EVENT_HOME_ENTER  conflict: configured as PAGE_EVENT_HOME_SHOWN at Configs/WGlobalUserStatisticsConfig.plist:10:4\n"
            ), proposal.standardOutput)
        let written = try adopt(["--write"])
        XCTAssertEqual(written.status, 1, written.standardError)
        XCTAssertTrue(written.standardOutput.hasPrefix("21 tracking calls: 10 entries added; 1 conflict (not adopted); 10 calls stay in code\n"))
        XCTAssertTrue(try String(contentsOfFile: config, encoding: .utf8).contains("PAGE_EVENT_HOME_SHOWN"))
    }

    func testTwoIDsInCodeForOneEntryAreAConflictWithBothSites() throws {
        try app.apply([
            TextEdit(
                file: "App/Home/HomeViewController+Search.m", original: "@end",
                replacement: "- (IBAction)onFavBtnPressed:(id)sender { [WUserStatistics sendEventToServer:@\"CTRL_EVENT_FAV_2\"]; }\n@end")
        ])
        let proposal = try adopt([])
        XCTAssertEqual(proposal.status, 1)
        XCTAssertTrue(
            proposal.standardOutput.contains(
                """
                  ! onFavBtnPressed:  CTRL_EVENT_FAV_2  conflict: the code gives it two IDs
                      from App/Home/HomeViewController+Search.m:9:42
                      from App/Home/HomeViewController.m:27:5 (CTRL_EVENT_HOME_FAV)

                """), proposal.standardOutput)
    }

    func testRefusals() throws {
        let badPattern = try adopt(["--call", "-[Tracker flush]"])
        XCTAssertEqual(badPattern.status, 64)
        XCTAssertTrue(
            badPattern.standardError.hasPrefix(
                "Error: '-[Tracker flush]' is not a tracking call pattern: 'flush' takes no argument, so no event ID can be passed to it; a selector that takes one ends with ':'; accepted forms: +[Class selector:]"
            ), badPattern.standardError)

        try #"{ "sources": ["App"], "adopt": { "call": [] } }"#.write(toFile: app.path(".mapper.json"), atomically: true, encoding: .utf8)
        let typo = try adopt([])
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.standardError, ".mapper.json:1:34: error: 'call' is not a key of 'adopt' (calls); did you mean 'calls'?\n")

        try #"{ "sources": ["App"] }"#.write(toFile: app.path(".mapper.json"), atomically: true, encoding: .utf8)
        let noPattern = try adopt([])
        XCTAssertEqual(noPattern.status, 64)
        XCTAssertTrue(
            noPattern.standardError.hasPrefix(
                "Error: no tracking call to look for: give --call, or 'adopt.calls' in .mapper.json\nUsage: mapper adopt "),
            noPattern.standardError)
        XCTAssertTrue(noPattern.standardError.hasSuffix("See 'mapper adopt --help' for more information.\n"), noPattern.standardError)

        let escape = try adopt(["--call", "+[T\u{1B}[31m track:]"])
        XCTAssertEqual(escape.status, 64)
        XCTAssertTrue(escape.standardError.hasPrefix("Error: '+[T\\u{1B}[31m track:]' is not a tracking call pattern: "), escape.standardError)

        let badModule = try adopt(["--call", "Analytics.track(_:)", "--module", "My App=App"])
        XCTAssertEqual(badModule.status, 64)
        XCTAssertTrue(
            badModule.standardError.hasPrefix(
                "Error: 'My App' is not a module name (a Swift identifier: letters, digits and _, not starting with a digit)\n"),
            badModule.standardError)

        let noFolder = try adopt(["--call", "Analytics.track(_:)", "--module", "App=Nowhere"])
        XCTAssertEqual(noFolder.status, 2)
        XCTAssertEqual(noFolder.standardError, "Nowhere: error: no such folder, given as the source folder of module 'App'\n")

        let missing = try adopt(["Nowhere", "--call", "Analytics.track(_:)"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.hasPrefix("Nowhere: error: "), missing.standardError)

        try "<plist><dict><key>A</key>".write(toFile: config, atomically: true, encoding: .utf8)
        let broken = try adopt(["--write", "--call", "+[WUserStatistics sendEventToServer:]", "--config", config])
        XCTAssertEqual(broken.status, 2, broken.standardError)
        XCTAssertEqual(try String(contentsOfFile: config, encoding: .utf8), "<plist><dict><key>A</key>", "nothing changed")

        let both = try adopt(["--write", "--dry-run"])
        XCTAssertEqual(both.status, 64)
    }
}
