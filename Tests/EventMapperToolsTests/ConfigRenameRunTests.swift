import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `ConfigRenameRun`, what `mapper rename` does, in-process on copies of `Tests/Fixtures/Rename`:
/// a plist and an XML dialect config that record one ID in both. Every file is written whole as
/// expected, or every file is left as it was.
final class ConfigRenameRunTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var plist: String!
    private var xml: String!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("rename")
        plist = try scratch.copyFixture("Rename/home.plist")
        xml = try scratch.copyFixture("Rename/shared-id.xml")
    }

    func testAnIDIsRenamedInEveryFileThatRecordsIt() throws {
        let run = try ConfigRenameRun(ids("CTRL_EVENT_HOME_SHARE", "CTRL_EVENT_SHARE"), configPaths: [plist, xml])
        XCTAssertEqual(
            run.messages,
            [
                "\(plist!): -[HomeViewController onShareBtnPressed:] now records CTRL_EVENT_SHARE (was CTRL_EVENT_HOME_SHARE)",
                "\(xml!): -[SettingsViewController onShareBtnPressed:] now records CTRL_EVENT_SHARE (was CTRL_EVENT_HOME_SHARE)",
                "renamed CTRL_EVENT_HOME_SHARE to CTRL_EVENT_SHARE in 2 places in 2 files",
            ])
        XCTAssertEqual(run.diff, "")
        try GoldenFile.assertMatches(bytes: try bytes(plist), "Rename/expected/id-home.plist")
        try GoldenFile.assertMatches(bytes: try bytes(xml), "Rename/expected/id-shared-id.xml")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted(), ["home.plist", "shared-id.xml"])
    }

    func testAnActionIsRenamedKeepingItsID() throws {
        let run = try ConfigRenameRun(
            actions("MyApp.HomeViewController", "onShareBtnPressed:", "onShare(_:)"), configPaths: [plist, xml])
        XCTAssertEqual(run.messages, ["\(plist!): -[HomeViewController onShareBtnPressed:] renamed to onShare:, recording CTRL_EVENT_HOME_SHARE"])
        try GoldenFile.assertMatches(bytes: try bytes(plist), "Rename/expected/action-home.plist")
        XCTAssertEqual(try bytes(xml), try RepositoryPaths.fixtureBytes("Rename/shared-id.xml"))
    }

    func testADryRunShowsEveryFileAndWritesNothing() throws {
        let run = try ConfigRenameRun(ids("CTRL_EVENT_HOME_SHARE", "CTRL_EVENT_SHARE"), configPaths: [plist, xml], dryRun: true)
        XCTAssertEqual(
            run.messages.last, "would rename CTRL_EVENT_HOME_SHARE to CTRL_EVENT_SHARE in 2 places in 2 files; nothing written (--dry-run)")
        try GoldenFile.assertMatches(run.diff.replacingOccurrences(of: scratch.directory + "/", with: ""), "Rename/expected/id-dry-run.diff")
        try assertUnchanged()
    }

    func testANewActionTheCodeDoesNotDeclareIsAWarning() throws {
        let run = try ConfigRenameRun(
            actions("HomeViewController", "onShareBtnPressed:", "onShareBtnPresed:"), configPaths: [plist],
            code: { _ throws(ConfigInputError) in
                try CodeDeclarations(registryPaths: [RepositoryPaths.fixture("Edit/registry.json")], sourcePaths: [], project: nil, scanner: nil)
            })
        XCTAssertEqual(
            run.warnings,
            [
                "\(plist!):26:4: warning: -[HomeViewController onShareBtnPresed:] is configured but HomeViewController declares no such action; did you mean onShareBtnPressed:? [undeclared-action]"
            ])
    }

    // MARK: Refusals

    func testRefusals() throws {
        let cases: [(ConfigRename, ConfigEditFailure.Kind, [String])] = [
            (
                ids("CTRL_EVENT_HOME_SHAR", "CTRL_X"), .notFound,
                ["error: no class records 'CTRL_EVENT_HOME_SHAR'; did you mean 'CTRL_EVENT_HOME_SHARE'?"]
            ),
            (
                ids("CTRL_EVENT_HOME_SHARE", "CTRL_EVENT_HOME_FAV"), .refused,
                [
                    "\(plist!):25:4: error: CTRL_EVENT_HOME_FAV is already recorded by -[HomeViewController onFavBtnPressed_UA:]; an event ID names one event. Use another ID, or --force to merge the two events"
                ]
            ),
            (
                actions("HomeViewController", "onShareBtnPressed:", "onFavBtnPressed_UA:"), .refused,
                [
                    "\(plist!):24:4: error: -[HomeViewController onFavBtnPressed_UA:] is already mapped, to CTRL_EVENT_HOME_FAV; unset it first if onShareBtnPressed: should take its place"
                ]
            ),
            (
                actions("HomeViewController", "onShareBtnPresed:", "onShare:"), .notFound,
                ["error: -[HomeViewController onShareBtnPresed:] is not mapped; did you mean 'onShareBtnPressed:'?"]
            ),
            (
                actions("HomeViewControler", "onX:", "onY:"), .notFound,
                ["error: 'HomeViewControler' is not a configured class; did you mean 'HomeViewController'?"]
            ),
            (ids("CTRL_EVENT_HOME_SHARE", "CTRL EVENT"), .usage, ["error: " + (Rule.eventIDProblem("CTRL EVENT") ?? "")]),
        ]
        for (rename, kind, lines) in cases {
            assertFails(try ConfigRenameRun(rename, configPaths: [plist, xml]), kind, lines)
        }
        try assertUnchanged()
    }

    /// Another edit holds the second file: nothing is written, not even the first file.
    func testALockedFileStopsTheWholeRenameBeforeAnythingIsWritten() throws {
        let lock = try FileEditLock(for: xml)
        defer { lock.release() }
        assertFails(
            try ConfigRenameRun(ids("CTRL_EVENT_HOME_SHARE", "CTRL_EVENT_SHARE"), configPaths: [plist, xml]), .cannotRun,
            [
                "\(xml!): error: another process is editing this file of the config set, and an edit of any file of the set is checked against the others; try again when it has finished"
            ])
        try assertUnchanged()
    }

    /// The second replace fails: the message says exactly which file was changed.
    func testAWriteThatFailsMidwayNamesTheFilesChanged() throws {
        var calls = AtomicFileWriter.SystemCalls.live
        let live = calls.rename
        let failing = URL(fileURLWithPath: xml).lastPathComponent
        calls.rename = { from, to in
            guard to.hasSuffix(failing) else { return live(from, to) }
            errno = EIO
            return -1
        }
        assertFails(
            try ConfigRenameRun(
                ids("CTRL_EVENT_HOME_SHARE", "CTRL_EVENT_SHARE"), configPaths: [plist, xml], writer: AtomicFileWriter(system: calls)),
            .cannotRun,
            [
                "\(resolved(xml)): error: cannot replace the file: Input/output error",
                "error: the edit is incomplete; these files were changed: \(plist!)",
                "error: these files are unchanged: \(xml!)",
            ])
        try GoldenFile.assertMatches(bytes: try bytes(plist), "Rename/expected/id-home.plist")
        XCTAssertEqual(try bytes(xml), try RepositoryPaths.fixtureBytes("Rename/shared-id.xml"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted(), ["home.plist", "shared-id.xml"])
    }

    // MARK: Helpers

    private func ids(_ old: String, _ new: String) -> ConfigRename {
        .eventID(old: EventID(old), new: EventID(new))
    }

    private func actions(_ className: String, _ old: String, _ new: String) -> ConfigRename {
        .action(className: className, old: ActionSelector(old), new: ActionSelector(new))
    }

    private func assertUnchanged(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try bytes(plist), try RepositoryPaths.fixtureBytes("Rename/home.plist"), file: file, line: line)
        XCTAssertEqual(try bytes(xml), try RepositoryPaths.fixtureBytes("Rename/shared-id.xml"), file: file, line: line)
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    private func assertFails(
        _ run: @autoclosure () throws(ConfigEditFailure) -> ConfigRenameRun, _ kind: ConfigEditFailure.Kind, _ lines: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do throws(ConfigEditFailure) {
            let made = try run()
            XCTFail("the rename was made: \(made.messages)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.kind, kind, file: file, line: line)
            XCTAssertEqual(error.lines, lines, file: file, line: line)
        }
    }
}
