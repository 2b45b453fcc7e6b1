import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `ConfigImportRun`, what `mapper import` does, in-process: the listing of a two-file set
/// (`Tests/Fixtures/Edit/sample.plist` and `sample.xml`), edited as a spreadsheet would, goes
/// back to the files its rows came from.
final class ConfigImportRunTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var plist: String!
    private var xml: String!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("import")
        plist = try scratch.copyFixture("Edit/sample.plist")
        xml = try scratch.copyFixture("Edit/sample.xml")
    }

    /// The set's listing as `mapper list --format csv` prints it, with `edit` made to its text.
    private func listing(_ edits: [(String, String)] = [], adding rows: [String] = []) throws -> String {
        let set = try ConfigSet.load([plist, xml])
        guard case .success(var text) = LookupAnswer.list(EventResolver(set.map), pattern: nil, format: .csv) else {
            throw FixturePreparationError(message: "the set does not list")
        }
        for (original, replacement) in edits {
            guard text.contains(original) else { throw FixturePreparationError(message: "the listing has no \(original)") }
            text = text.replacingOccurrences(of: original, with: replacement)
        }
        text += rows.map { $0 + "\r\n" }.joined()
        let path = scratch.path("listing.csv")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testTheUneditedListingChangesNothing() throws {
        let path = try listing()
        let run = try ConfigImportRun(path, configPaths: [plist, xml])
        XCTAssertEqual(run.messages, ["\(path): nothing to change"])
        try assertUnchanged()
    }

    func testEachRowGoesBackToItsFile() throws {
        let path = try listing(
            [
                ("CTRL_EVENT_HOME_SHARE,", "CTRL_EVENT_HOME_SHARE_V2,"),
                ("SettingsViewController,control,onNotificationsSwitchChanged:,CTRL_EVENT_SETTINGS_NOTIFICATIONS,\(xml!),10,53\r\n", ""),
            ],
            adding: [
                "SettingsViewController,control,onHelp:,CTRL_EVENT_SETTINGS_HELP,,,",
                "ProfileViewController,page,Enter,PAGE_EVENT_PROFILE_ENTER,\(xml!),,",
                "AboutViewController,page,Enter,PAGE_EVENT_ABOUT_ENTER,,,",
            ])
        let run = try ConfigImportRun(path, configPaths: [plist, xml], file: plist)
        XCTAssertEqual(
            run.messages,
            [
                "+ AboutViewController Enter → PAGE_EVENT_ABOUT_ENTER",
                "~ HomeViewController onShareBtnPressed: CTRL_EVENT_HOME_SHARE → CTRL_EVENT_HOME_SHARE_V2",
                "+ ProfileViewController Enter → PAGE_EVENT_PROFILE_ENTER",
                "+ SettingsViewController onHelp: → CTRL_EVENT_SETTINGS_HELP",
                "- SettingsViewController onNotificationsSwitchChanged: (was CTRL_EVENT_SETTINGS_NOTIFICATIONS)",
                "\(path): imported 5 changes in 2 files",
            ])
        try GoldenFile.assertMatches(bytes: try bytes(plist), "Import/expected/sample.plist")
        try GoldenFile.assertMatches(bytes: try bytes(xml), "Import/expected/sample.xml")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted(), ["listing.csv", "sample.plist", "sample.xml"])
        XCTAssertEqual(try ConfigImportRun(path, configPaths: [plist, xml], file: plist).messages, ["\(path): nothing to change"])
    }

    func testADryRunShowsEveryFileAndWritesNothing() throws {
        let path = try listing([("CTRL_EVENT_HOME_SHARE,", "CTRL_EVENT_HOME_SHARE_V2,"), ("CTRL_EVENT_SETTINGS_LOGOUT,", "CTRL_EVENT_LOGOUT,")])
        let run = try ConfigImportRun(path, configPaths: [plist, xml], dryRun: true)
        XCTAssertEqual(run.messages.last, "\(path): would import 2 changes in 2 files; nothing written (--dry-run)")
        try GoldenFile.assertMatches(run.diff.replacingOccurrences(of: scratch.directory + "/", with: ""), "Import/expected/dry-run.diff")
        try assertUnchanged()
    }

    func testRefusals() throws {
        let cases: [(edits: [(String, String)], rows: [String], kind: ConfigEditFailure.Kind, lines: (String) -> [String])] = [
            (
                [("CTRL_EVENT_HOME_SHARE,", "CTRL EVENT,")], [], .refused,
                {
                    [
                        "\($0):8:47: error: the event ID 'CTRL EVENT' contains blanks or control characters ('onShareBtnPressed:' of 'HomeViewController') [malformed-event-id]",
                        "error: \($0) has the problems above; nothing was imported",
                    ]
                }
            ),
            (
                [], ["HomeViewController,control,onX:,CTRL_X,\(xml!),,"], .refused,
                {
                    [
                        "\($0):16:40: error: the rows of 'HomeViewController' name two files: \(self.plist!) (at \($0):5:53) and \(self.xml!) [malformed-input]",
                        "error: \($0) has the problems above; nothing was imported",
                    ]
                }
            ),
            (
                [], ["DetailViewController,control,onX:,CTRL_EVENT_HOME_FAV,,,"], .refused,
                {
                    [
                        "\($0):16:35: error: CTRL_EVENT_HOME_FAV would be recorded by -[DetailViewController onX:] at \($0):16:35 and by -[HomeViewController onFavBtnPressed_UA:] at \($0):7:48; an event ID names one event. Use another ID, or --force to import it anyway"
                    ]
                }
            ),
            (
                [], ["HomeViewControler,page,Enter,PAGE_EVENT_X,,,"], .refused,
                {
                    [
                        "\($0):16:1: error: 'HomeViewControler' is not configured; did you mean 'HomeViewController', configured at \(self.plist!):20:2? Pass --new-class to configure 'HomeViewControler' as a new class"
                    ]
                }
            ),
            (
                [], ["ProfileViewController,page,Enter,PAGE_EVENT_PROFILE_ENTER,,,"], .usage,
                {
                    [
                        "\($0):16:1: error: 'ProfileViewController' is not configured yet and its rows name no file; say which file new classes go to with --file (\(self.plist!), \(self.xml!))"
                    ]
                }
            ),
        ]
        for example in cases {
            let path = try listing(example.edits, adding: example.rows)
            assertFails(try ConfigImportRun(path, configPaths: [plist, xml]), example.kind, example.lines(path))
            try assertUnchanged()
        }
    }

    func testAClassMovedToAnotherFileIsRefused() throws {
        let path = try listing([
            (
                "DetailViewController,control,onShareBtnPressed:,CTRL_EVENT_DETAIL_SHARE,\(plist!)",
                "DetailViewController,control,onShareBtnPressed:,CTRL_EVENT_DETAIL_SHARE,\(xml!)"
            )
        ])
        XCTAssertThrowsError(try ConfigImportRun(path, configPaths: [plist, xml])) { error in
            XCTAssertEqual((error as? ConfigEditFailure)?.kind, .refused)
        }
        try assertUnchanged()
    }

    func testAWriteThatFailsMidwayNamesTheFilesChanged() throws {
        let path = try listing([("CTRL_EVENT_HOME_SHARE,", "CTRL_EVENT_HOME_SHARE_V2,"), ("CTRL_EVENT_SETTINGS_LOGOUT,", "CTRL_EVENT_LOGOUT,")])
        var calls = AtomicFileWriter.SystemCalls.live
        let live = calls.rename
        calls.rename = { from, to in
            guard to.hasSuffix("sample.xml") else { return live(from, to) }
            errno = ENOSPC
            return -1
        }
        assertFails(
            try ConfigImportRun(path, configPaths: [plist, xml], writer: AtomicFileWriter(system: calls)), .cannotRun,
            [
                "\(URL(fileURLWithPath: xml).resolvingSymlinksInPath().path): error: cannot replace the file: No space left on device",
                "error: the edit is incomplete; these files were changed: \(plist!)",
                "error: these files are unchanged: \(xml!)",
            ])
        XCTAssertEqual(try bytes(xml), try RepositoryPaths.fixtureBytes("Edit/sample.xml"))
    }

    // MARK: Helpers

    private func assertUnchanged(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try bytes(plist), try RepositoryPaths.fixtureBytes("Edit/sample.plist"), file: file, line: line)
        XCTAssertEqual(try bytes(xml), try RepositoryPaths.fixtureBytes("Edit/sample.xml"), file: file, line: line)
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func assertFails(
        _ run: @autoclosure () throws(ConfigEditFailure) -> ConfigImportRun, _ kind: ConfigEditFailure.Kind, _ lines: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do throws(ConfigEditFailure) {
            let made = try run()
            XCTFail("the import was made: \(made.messages)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.kind, kind, file: file, line: line)
            XCTAssertEqual(error.lines, lines, file: file, line: line)
        }
    }
}
