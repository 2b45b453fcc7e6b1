import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// What `set` and `unset` check before they write, in-process: a class name one edit away from
/// a configured one, a new action the code does not declare, and `--dry-run`, which checks
/// everything, shows the change and writes nothing.
final class ConfigEditRunChecksTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("edit-checks")
    }

    // MARK: Typos

    func testAClassOneEditAwayFromAConfiguredOneIsRefusedAsATypo() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        for typo in ["HomeViewControler", "homeViewController", "MyApp.HomeViewControllr", "HomeViewControllers"] {
            assertFails(
                try ConfigEditRun(ConfigEditCase.set(typo, "onX:", "CTRL_X"), configPaths: [path]), .refused, exitStatus: 1,
                [
                    "\(path):20:2: error: '\(typo)' is not configured; did you mean 'HomeViewController', configured here? Pass --new-class to configure '\(typo)' as a new class"
                ])
        }
        XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/sample.plist"))
    }

    func testNewClassConfiguresANameOneEditAway() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let run = try ConfigEditRun(ConfigEditCase.set("HomeViewControllers", .enter, "PAGE_EVENT_HOMES_ENTER"), configPaths: [path], newClass: true)
        XCTAssertEqual(run.message, "\(path): HomeViewControllers Enter now records PAGE_EVENT_HOMES_ENTER (new class)")
    }

    func testAClassTwoEditsAwayIsANewClass() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let run = try ConfigEditRun(ConfigEditCase.set("HomeViewControllerV2", .enter, "PAGE_EVENT_HOME2_ENTER"), configPaths: [path])
        XCTAssertTrue(run.changedFile, run.message)
    }

    // MARK: The code's declarations

    func testANewActionTheCodeDoesNotDeclareIsSetWithAWarningAndASuggestion() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let run = try ConfigEditRun(
            ConfigEditCase.set("HomeViewController", "onComentBtnPressed:", "CTRL_EVENT_HOME_COMMENT"), configPaths: [path], code: registry)
        XCTAssertTrue(run.changedFile)
        XCTAssertEqual(
            run.warnings,
            [
                "\(path):24:4: warning: -[HomeViewController onComentBtnPressed:] is configured but HomeViewController declares no such action; did you mean onCommentBtnPressed:? [undeclared-action]"
            ])
    }

    func testADeclaredActionAnAlreadyMappedOneAndAPageEventHaveNoWarning() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        for edit in [
            ConfigEditCase.set("HomeViewController", "onCommentBtnPressed:", "CTRL_EVENT_HOME_COMMENT"),
            ConfigEditCase.set("HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_HOME_SHARE_V2"),
            ConfigEditCase.set("HomeViewController", .enter, "PAGE_EVENT_HOME_ENTER_V2"),
        ] {
            let run = try ConfigEditRun(edit, configPaths: [path], code: registry)
            XCTAssertEqual(run.warnings, [], run.message)
        }
    }

    func testAClassTheCodeDoesNotDeclareIsAWarning() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let run = try ConfigEditRun(
            ConfigEditCase.set("ProfileViewController", "onEdit:", "CTRL_EVENT_PROFILE_EDIT"), configPaths: [path], code: registry)
        XCTAssertEqual(
            run.warnings,
            [
                "\(path):37:2: warning: 'ProfileViewController' is configured but the registry has no such class; did you mean DetailViewController? [unknown-class]"
            ])
    }

    func testAnUnreadableRegistryStopsTheEdit() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let missing = scratch.path("missing.json")
        assertFails(
            try ConfigEditRun(
                ConfigEditCase.set("HomeViewController", "onX:", "CTRL_X"), configPaths: [path],
                code: { _ throws(ConfigInputError) in try CodeDeclarations(registryPaths: [missing], sourcePaths: [], project: nil, scanner: nil) }),
            .cannotRun, exitStatus: 2, ["\(missing): error: cannot read the registry file: No such file or directory"])
        XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/sample.plist"))
    }

    // MARK: Dry runs

    func testADryRunShowsTheChangeAndWritesNothing() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        let run = try ConfigEditRun(
            ConfigEditCase.set("HomeViewController", "onComment(_:)", "CTRL_EVENT_HOME_COMMENT"), configPaths: [path], dryRun: true)
        XCTAssertFalse(run.changedFile)
        XCTAssertEqual(
            run.message, "\(path): -[HomeViewController onComment:] would record CTRL_EVENT_HOME_COMMENT (new); nothing written (--dry-run)")
        try GoldenFile.assertMatches(run.diff.replacingOccurrences(of: path, with: "sample.plist"), "Edit/expected/dry-run-insert.diff")
        XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/sample.plist"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.directory), ["sample.plist"])
    }

    func testADryRunOfARemovalInTheDialect() throws {
        let path = try scratch.copyFixture("Edit/unsorted-crlf.xml")
        let run = try ConfigEditRun(ConfigEditCase.unsetPage("AboutViewController"), configPaths: [path], dryRun: true)
        XCTAssertEqual(run.message, "\(path): would remove page 'AboutViewController'; nothing written (--dry-run)")
        try GoldenFile.assertMatches(run.diff.replacingOccurrences(of: path, with: "unsorted-crlf.xml"), "Edit/expected/dry-run-remove-page.diff")
        XCTAssertEqual(try bytes(path), try RepositoryPaths.fixtureBytes("Edit/unsorted-crlf.xml"))
    }

    func testADryRunIsRefusedAsTheEditWouldBe() throws {
        let path = try scratch.copyFixture("Edit/sample.plist")
        assertFails(
            try ConfigEditRun(ConfigEditCase.set("DetailViewController", "onX:", "CTRL_EVENT_HOME_FAV"), configPaths: [path], dryRun: true), .refused,
            exitStatus: 1,
            [
                "error: CTRL_EVENT_HOME_FAV is already recorded by -[HomeViewController onFavBtnPressed_UA:] at \(path):25:4; an event ID names one event. Use another ID, or --force to record it twice"
            ])
    }

    // MARK: Helpers

    private let registry: (ConfigSelection) throws(ConfigInputError) -> CodeDeclarations = { _ throws(ConfigInputError) in
        try CodeDeclarations(registryPaths: [RepositoryPaths.fixture("Edit/registry.json")], sourcePaths: [], project: nil, scanner: nil)
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

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
