import EventMapCore
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `ConfigEditRun`, what `mapper set` and `mapper unset` do, in-process on copies of
/// `Tests/Fixtures/Edit`: every edit's whole message and whole resulting file, every refusal's
/// whole message and exit status, with the file left byte for byte as it was.
final class ConfigEditRunTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("edit-run")
    }

    // MARK: Edits

    func testEveryGoldenEditReportsWhatChangedAndGivesExactlyTheExpectedFile() throws {
        for (index, example) in ConfigEditCase.all.enumerated() {
            let path = try scratch.copyFixture("Edit/" + example.before, as: "\(index)-\(example.before)")
            let run = try ConfigEditRun(example.edit, configPaths: [path])
            XCTAssertEqual(run.message, "\(path): \(example.message)", example.after)
            XCTAssertTrue(run.changedFile, example.after)
            try GoldenFile.assertMatches(bytes: try bytes(path), "Edit/expected/\(example.after)")
        }
    }

    func testSettingTheValueAnActionAlreadyHasChangesNothing() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let run = try ConfigEditRun(ConfigEditCase.set("HomeViewController", "onFavBtnPressed_UA:", "CTRL_EVENT_HOME_FAV"), configPaths: [path])
        XCTAssertEqual(run.message, "\(path):25:4: -[HomeViewController onFavBtnPressed_UA:] already records CTRL_EVENT_HOME_FAV; nothing to change")
        XCTAssertFalse(run.changedFile)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual(after[.systemFileNumber] as? Int, before[.systemFileNumber] as? Int, "the file was replaced")
        XCTAssertEqual(after[.modificationDate] as? Date, before[.modificationDate] as? Date)
        XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/sample.plist"))
    }

    func testSettingTheValueAPageEventAlreadyHasInTheDialectChangesNothing() throws {
        let path = try scratch.copyFixture("Edit/sample.xml")
        let run = try ConfigEditRun(ConfigEditCase.set("SettingsViewController", .enter, "PAGE_EVENT_SETTINGS_ENTER"), configPaths: [path])
        XCTAssertEqual(run.message, "\(path):8:40: SettingsViewController Enter already records PAGE_EVENT_SETTINGS_ENTER; nothing to change")
        XCTAssertFalse(run.changedFile)
        XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/sample.xml"))
    }

    func testANewClassGoesToTheFileNamedWhenTheSetHasSeveral() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        let run = try ConfigEditRun(
            ConfigEditCase.set("ProfileViewController", .enter, "PAGE_EVENT_PROFILE_ENTER"), configPaths: [plist, xml], file: xml)
        XCTAssertEqual(run.message, "\(xml): ProfileViewController Enter now records PAGE_EVENT_PROFILE_ENTER (new class)")
        XCTAssertTrue(
            try String(contentsOfFile: xml, encoding: .utf8).hasSuffix(
                "  <page class=\"ProfileViewController\" enter=\"PAGE_EVENT_PROFILE_ENTER\"/>\n</event-map>\n"))
        XCTAssertEqual(try bytes(plist), try RepositoryPaths.fixtureBytes("Edit/sample.plist"))
    }

    func testASymbolicLinkIsEditedAtItsTarget() throws {
        let target = try scratch.copyFixture("Edit/sample.plist", as: "real.plist")
        let link = scratch.path("link.plist")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.plist")
        let run = try ConfigEditRun(ConfigEditCase.set("HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_HOME_SHARE_V2"), configPaths: [link])
        XCTAssertTrue(run.changedFile, run.message)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.plist")
        try GoldenFile.assertMatches(bytes: try bytes(target), "Edit/expected/plist-replace.plist")
    }

    // MARK: Refusals

    func testAnIDAnotherEventRecordsIsRefusedUnlessForced() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        let edit = ConfigEditCase.set("HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_SETTINGS_LOGOUT")
        assertFails(
            try ConfigEditRun(edit, configPaths: [plist, xml]), .refused, exitStatus: 1,
            [
                "error: CTRL_EVENT_SETTINGS_LOGOUT is already recorded by -[SettingsViewController onLogoutBtnPressed_UA:] at \(xml):9:46; an event ID names one event. Use another ID, or --force to record it twice"
            ])
        XCTAssertEqual(try bytes(plist), try RepositoryPaths.fixtureBytes("Edit/sample.plist"))
        let forced = try ConfigEditRun(edit, configPaths: [plist, xml], force: true)
        XCTAssertEqual(
            forced.message, "\(plist): -[HomeViewController onShareBtnPressed:] now records CTRL_EVENT_SETTINGS_LOGOUT (was CTRL_EVENT_HOME_SHARE)")
    }

    func testAnIDUsedInTheSameDialectFileIsRefused() throws {
        let xml = try scratch.copyFixture("Edit/sample.xml")
        let edit = ConfigEditCase.set("NotificationSettingsViewController", .leave, "PAGE_EVENT_SETTINGS_LEAVE")
        assertFails(
            try ConfigEditRun(edit, configPaths: [xml]), .refused, exitStatus: 1,
            [
                "error: PAGE_EVENT_SETTINGS_LEAVE is already recorded by SettingsViewController Leave at \(xml):8:74; an event ID names one event. Use another ID, or --force to record it twice"
            ])
        XCTAssertEqual(try bytes(xml), try RepositoryPaths.fixtureBytes("Edit/sample.xml"))
    }

    func testConfiguringAClassInASecondFileIsRefused() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        assertFails(
            try ConfigEditRun(ConfigEditCase.set("HomeViewController", "onX:", "CTRL_X"), configPaths: [plist, xml], file: xml), .refused,
            exitStatus: 1,
            [
                "error: 'HomeViewController' is configured in \(plist):20:2; adding it to \(xml) would configure it twice. Leave out --file, or --force to add it there anyway"
            ])
        XCTAssertEqual(try bytes(xml), try RepositoryPaths.fixtureBytes("Edit/sample.xml"))
    }

    func testAnUnknownClassNeedsAFileWhenTheSetHasSeveral() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        let xml = try scratch.copyFixture("Edit/sample.xml")
        assertFails(
            try ConfigEditRun(ConfigEditCase.set("ProfileViewController", .enter, "PAGE_EVENT_PROFILE_ENTER"), configPaths: [plist, xml]), .usage,
            exitStatus: 64,
            [
                "error: 'ProfileViewController' is not configured yet; say which file to add it to with --file (\(plist), \(xml))"
            ])
    }

    func testAnEntryWithProblemsIsRefusedUnlessForcedAndOtherEntriesStillEdit() throws {
        let path = try scratch.copyFixture("Edit/duplicate-key.plist")
        let edit = ConfigEditCase.set("HomeViewController", "onFavBtnPressed_UA:", "CTRL_EVENT_HOME_FAV_3")
        assertFails(
            try ConfigEditRun(edit, configPaths: [path]), .refused, exitStatus: 1,
            [
                "\(path):10:4: error: duplicate key 'onFavBtnPressed_UA:' (first at 8:4); Apple's parser silently keeps only the last [duplicate-key]",
                "error: the entry being edited has the problems above; fix them first, or --force to edit it anyway",
            ])
        XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/duplicate-key.plist"))
        let other = try ConfigEditRun(ConfigEditCase.set("DetailViewController", .leave, "PAGE_EVENT_DETAIL_LEAVE"), configPaths: [path])
        XCTAssertTrue(other.changedFile, other.message)
        _ = try ConfigEditRun(edit, configPaths: [path], force: true)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(
            text.contains("<string>CTRL_EVENT_HOME_FAV</string>\n\t\t\t<key>onFavBtnPressed_UA:</key>\n\t\t\t<string>CTRL_EVENT_HOME_FAV_3</string>"),
            text)
    }

    /// The set an edit is checked against must be whole: a file that does not parse is never
    /// edited, and it also stops edits of the set's other files (it might configure the class
    /// or the ID).
    func testAFileThatDoesNotParseIsNeverEditedEvenWhenForced() throws {
        let path = try scratch.copyFixture("Edit/broken.plist")
        for force in [false, true] {
            assertFails(
                try ConfigEditRun(ConfigEditCase.set("HomeViewController", "onX:", "CTRL_X"), configPaths: [path], force: force), .cannotRun,
                exitStatus: 2,
                [
                    "\(path):5:2: error: Found non-key inside <dict> at line 5 [invalid-plist]",
                    "error: a config does not parse (\(path)); nothing is answered from an incomplete config set",
                ])
            XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/broken.plist"))
        }
    }

    func testRemovingWhatIsNotThereSuggestsTheNearestName() throws {
        let plist = try scratch.copyFixture("Edit/sample.plist")
        assertFails(
            try ConfigEditRun(ConfigEditCase.unset("HomeViewController", "onShareBtnPresed:"), configPaths: [plist]), .notFound, exitStatus: 1,
            [
                "error: -[HomeViewController onShareBtnPresed:] is not mapped; did you mean 'onShareBtnPressed:'?"
            ])
        assertFails(
            try ConfigEditRun(ConfigEditCase.unset("HomeViewControler", .enter), configPaths: [plist]), .notFound, exitStatus: 1,
            [
                "error: 'HomeViewControler' is not a configured class; did you mean 'HomeViewController'?"
            ])
        let xml = try scratch.copyFixture("Edit/unsorted-crlf.xml")
        assertFails(
            try ConfigEditRun(ConfigEditCase.unset("AboutViewController", .enter), configPaths: [xml]), .notFound, exitStatus: 1,
            [
                "error: 'AboutViewController' has no Enter event configured"
            ])
    }

    func testWhatCannotBeAnEditIsAUsageError() throws {
        // `mapper` reports these while parsing its arguments; the use case refuses them too.
        let path = try scratch.copyFixture("Edit/sample.plist")
        assertFails(
            try ConfigEditRun(ConfigEditCase.set("HomeViewController", "onX:", "CTRL X"), configPaths: [path]), .usage, exitStatus: 64,
            [
                "error: the event ID 'CTRL X' contains blanks or control characters"
            ])
        assertFails(
            try ConfigEditRun(ConfigEdit(className: "HomeViewController", target: .page, eventID: EventID("CTRL_X")), configPaths: [path]), .usage,
            exitStatus: 64,
            [
                "error: a whole page has no event ID: give an action or --enter/--leave"
            ])
        XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/sample.plist"))
    }

    func testAMissingConfigCannotRun() throws {
        let missing = scratch.path("missing.plist")
        assertFails(
            try ConfigEditRun(ConfigEditCase.set("HomeViewController", "onX:", "CTRL_X"), configPaths: [missing]), .cannotRun, exitStatus: 2,
            [
                "\(missing): error: no such file or directory"
            ])
    }

    // MARK: Helpers

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Fails unless `run` throws a failure of `kind` with exactly `lines`.
    private func assertFails(
        _ run: @autoclosure () throws(ConfigEditFailure) -> ConfigEditRun, _ kind: ConfigEditFailure.Kind, exitStatus: Int32, _ lines: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do throws(ConfigEditFailure) {
            let made = try run()
            XCTFail("the edit was made: \(made.message)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.kind, kind, file: file, line: line)
            XCTAssertEqual(error.exitStatus, exitStatus, file: file, line: line)
            XCTAssertEqual(error.lines, lines, file: file, line: line)
        }
    }
}
