import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `ConfigMergeRun`, what `mapper merge-driver` does, in-process: the ancestor is
/// `Tests/Fixtures/Edit/sample.plist` (or `sample.xml`), and each side is a copy edited by
/// `mapper set`/`unset`'s own code, as two branches would edit it.
final class ConfigMergeRunTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("merge")
    }

    /// The three versions, `ours` and `theirs` made by the edits; returns their paths.
    private func versions(_ fixture: String, ours: [ConfigEdit], theirs: [ConfigEdit]) throws -> (ancestor: String, ours: String, theirs: String) {
        let ext = URL(fileURLWithPath: fixture).pathExtension
        let paths = (
            try scratch.copyFixture(fixture, as: "ancestor.\(ext)"), try scratch.copyFixture(fixture, as: "ours.\(ext)"),
            try scratch.copyFixture(fixture, as: "theirs.\(ext)")
        )
        for edit in ours { _ = try ConfigEditRun(edit, configPaths: [paths.1], force: true) }
        for edit in theirs { _ = try ConfigEditRun(edit, configPaths: [paths.2], force: true) }
        return paths
    }

    func testActionsAddedToOnePageOnBothSidesMerge() throws {
        let files = try versions(
            "Edit/sample.plist",
            ours: [ConfigEditCase.set("HomeViewController", "onComment:", "CTRL_EVENT_HOME_COMMENT")],
            theirs: [
                ConfigEditCase.set("HomeViewController", "onDislike:", "CTRL_EVENT_HOME_DISLIKE"),
                ConfigEditCase.set("DetailViewController", "onShareBtnPressed:", "CTRL_EVENT_DETAIL_SHARE_V2"),
            ])
        let run = try ConfigMergeRun(ancestor: files.ancestor, ours: files.ours, theirs: files.theirs, path: "Configs/Events.plist")
        XCTAssertEqual(run.conflicts, [])
        XCTAssertEqual(run.exitStatus, 0)
        try GoldenFile.assertMatches(bytes: try bytes(files.ours), "Merge/expected/both-add.plist")
    }

    func testARemovedPageAndARemovedPageEventMerge() throws {
        let files = try versions(
            "Edit/sample.xml",
            ours: [ConfigEditCase.unsetPage("NotificationSettingsViewController")],
            theirs: [
                ConfigEditCase.unset("SettingsViewController", .leave),
                ConfigEditCase.set("SettingsViewController", "onHelp:", "CTRL_EVENT_SETTINGS_HELP"),
            ])
        let run = try ConfigMergeRun(ancestor: files.ancestor, ours: files.ours, theirs: files.theirs, path: "Configs/Settings.xml")
        XCTAssertEqual(run.conflicts, [])
        try GoldenFile.assertMatches(bytes: try bytes(files.ours), "Merge/expected/removals.xml")
    }

    func testTheSameEntryGivenTwoIDsIsAConflictAroundThatEntryOnly() throws {
        let files = try versions(
            "Edit/sample.plist",
            ours: [
                ConfigEditCase.set("HomeViewController", "onLike:", "CTRL_EVENT_HOME_LIKE"),
                ConfigEditCase.set("HomeViewController", "onComment:", "CTRL_EVENT_HOME_COMMENT"),
            ],
            theirs: [
                ConfigEditCase.set("HomeViewController", "onLike:", "CTRL_EVENT_HOME_LIKED"),
                ConfigEditCase.unset("DetailViewController", .leave),
            ])
        let run = try ConfigMergeRun(ancestor: files.ancestor, ours: files.ours, theirs: files.theirs, path: "Configs/Events.plist")
        XCTAssertEqual(
            run.conflicts,
            [
                "Configs/Events.plist:27:1: error: -[HomeViewController onLike:] records CTRL_EVENT_HOME_LIKE on this side and records CTRL_EVENT_HOME_LIKED on the other (it was not configured); keep one between the conflict markers"
            ])
        XCTAssertEqual(run.exitStatus, 1)
        try GoldenFile.assertMatches(bytes: try bytes(files.ours), "Merge/expected/conflict.plist")
    }

    func testAnEntryRemovedOnOneSideAndChangedOnTheOtherIsAConflict() throws {
        let files = try versions(
            "Edit/sample.xml",
            ours: [ConfigEditCase.unset("SettingsViewController", "onLogoutBtnPressed_UA:")],
            theirs: [ConfigEditCase.set("SettingsViewController", "onLogoutBtnPressed_UA:", "CTRL_EVENT_LOGOUT")])
        let run = try ConfigMergeRun(ancestor: files.ancestor, ours: files.ours, theirs: files.theirs, path: "Settings.xml")
        XCTAssertEqual(
            run.conflicts,
            [
                "Settings.xml:9:1: error: -[SettingsViewController onLogoutBtnPressed_UA:] is removed on this side and records CTRL_EVENT_LOGOUT on the other (it recorded CTRL_EVENT_SETTINGS_LOGOUT); keep one between the conflict markers"
            ])
        try GoldenFile.assertMatches(bytes: try bytes(files.ours), "Merge/expected/remove-change.xml")
    }

    func testAPageRemovedOnOneSideAndGivenAnActionOnTheOtherIsAConflict() throws {
        let files = try versions(
            "Edit/sample.xml", ours: [ConfigEditCase.unsetPage("SettingsViewController")],
            theirs: [ConfigEditCase.set("SettingsViewController", "onHelp:", "CTRL_EVENT_SETTINGS_HELP")])
        let run = try ConfigMergeRun(ancestor: files.ancestor, ours: files.ours, theirs: files.theirs, path: "Settings.xml")
        XCTAssertEqual(
            run.conflicts,
            [
                "Settings.xml:11:1: error: page 'SettingsViewController' is removed on this side and changed on the other: the change alone would leave the page without its other entries; keep one between the conflict markers"
            ])
        XCTAssertEqual(run.exitStatus, 1)
        try GoldenFile.assertMatches(bytes: try bytes(files.ours), "Merge/expected/remove-page-add-action.xml")
    }

    func testAnActionAddedToAPageTheOtherSideRemovedIsAConflict() throws {
        let files = try versions(
            "Edit/sample.plist", ours: [ConfigEditCase.set("DetailViewController", "onCopy:", "CTRL_EVENT_DETAIL_COPY")],
            theirs: [ConfigEditCase.unsetPage("DetailViewController")])
        let run = try ConfigMergeRun(ancestor: files.ancestor, ours: files.ours, theirs: files.theirs, path: "Configs/Events.plist")
        XCTAssertEqual(
            run.conflicts,
            [
                "Configs/Events.plist:5:1: error: page 'DetailViewController' is removed on the other and changed on this side: the change alone would leave the page without its other entries; keep one between the conflict markers"
            ])
        try GoldenFile.assertMatches(bytes: try bytes(files.ours), "Merge/expected/add-action-remove-page.plist")
    }

    func testAVersionThatDoesNotParseLeavesOursAsItWas() throws {
        let files = try versions("Edit/sample.plist", ours: [], theirs: [])
        let broken = try scratch.copyFixture("Edit/broken.plist", as: "theirs-broken")
        XCTAssertThrowsError(try ConfigMergeRun(ancestor: files.ancestor, ours: files.ours, theirs: broken, path: "Configs/Events.plist")) { error in
            XCTAssertEqual(
                (error as? ConfigEditFailure)?.lines,
                [
                    "Configs/Events.plist (theirs):5:2: error: Found non-key inside <dict> at line 5 [invalid-plist]",
                    "error: Configs/Events.plist (theirs) does not parse; it cannot be merged entry by entry",
                ])
            XCTAssertEqual((error as? ConfigEditFailure)?.exitStatus, 2)
        }
        XCTAssertEqual(try bytes(files.ours), try RepositoryPaths.fixtureBytes("Edit/sample.plist"))
        XCTAssertThrowsError(try ConfigMergeRun(ancestor: files.ancestor, ours: files.ours, theirs: files.theirs, path: "README.md")) { error in
            XCTAssertEqual((error as? ConfigEditFailure)?.exitStatus, 2)
        }
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
