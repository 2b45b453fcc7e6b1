import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `mapper merge-driver`, set up as the docs say and run by a real `git merge`: two product
/// managers add actions to one page on two branches.
final class MergeDriverCommandTests: XCTestCase {
    private var repository: ScratchFolder!

    override func setUpWithError() throws {
        repository = try makeScratchFolder("merge-driver")
        try FileManager.default.createDirectory(atPath: repository.path("Configs"), withIntermediateDirectories: true)
        try repository.copyFixture("Edit/sample.plist", as: "Configs/WGlobalUserStatisticsConfig.plist")
        try repository.copyFixture("Edit/sample.xml", as: "Configs/SettingsPages.xml")
        try "Configs/*.plist merge=event-map\nConfigs/*.xml merge=event-map\n".write(
            toFile: repository.path(".gitattributes"), atomically: true, encoding: .utf8)
        try repository.initGitRepository()
        try repository.git("config", "merge.event-map.name", "EventMapper configs, entry by entry")
        try repository.git("config", "merge.event-map.driver", "'\(MapperProcess.executable.path)' merge-driver %O %A %B %P")
    }

    /// Makes a branch from `main` with the `set` commands given.
    private func branch(_ name: String, _ edits: [[String]]) throws {
        try repository.git("checkout", "-q", "-b", name, "main")
        for arguments in edits {
            let result = try MapperProcess.run(arguments + ["--config", "Configs"], in: repository.url)
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        try repository.git("commit", "-q", "-am", name)
    }

    func testActionsAddedToOnePageOnTwoBranchesMergeCleanly() throws {
        try branch(
            "comment",
            [
                ["set", "HomeViewController", "onComment:", "CTRL_EVENT_HOME_COMMENT"],
                ["set", "SettingsViewController", "onHelp:", "CTRL_EVENT_SETTINGS_HELP"],
            ])
        try branch(
            "dislike",
            [
                ["set", "HomeViewController", "onDislike:", "CTRL_EVENT_HOME_DISLIKE"],
                ["set", "SettingsViewController", "onAbout:", "CTRL_EVENT_SETTINGS_ABOUT"],
            ])
        // Without the driver, the two insertions next to each other are a textual conflict.
        let plain = try repository.gitResult(["-c", "merge.event-map.driver=false", "merge", "--no-edit", "-q", "comment"])
        XCTAssertNotEqual(plain.status, 0)
        try repository.git("merge", "--abort")

        let merge = try repository.gitResult(["merge", "--no-edit", "comment"])
        XCTAssertEqual(merge.status, 0, merge.output + merge.errors)
        XCTAssertEqual(try repository.git("status", "--porcelain"), "")
        let listed = try MapperProcess.run(["list", "--config", "Configs"], in: repository.url)
        for line in ["onComment:", "onDislike:", "onHelp:", "onAbout:"] {
            XCTAssertTrue(listed.standardOutput.contains(line), listed.standardOutput)
        }
        try GoldenFile.assertMatches(
            try String(contentsOfFile: repository.path("Configs/WGlobalUserStatisticsConfig.plist"), encoding: .utf8),
            "Merge/expected/git-both-add.plist")
        let validate = try MapperProcess.run(["validate", "--config", "Configs"], in: repository.url)
        XCTAssertEqual(validate.status, 0, validate.standardError)
    }

    func testTwoEntriesGivenOneIDOnTwoBranchesAreAConflict() throws {
        try branch("comment", [["set", "HomeViewController", "onComment:", "CTRL_EVENT_NEW"]])
        try branch("copy", [["set", "DetailViewController", "onCopy:", "CTRL_EVENT_NEW"]])
        let merge = try repository.gitResult(["merge", "--no-edit", "comment"])
        XCTAssertEqual(merge.status, 1)
        for line in [
            "Configs/WGlobalUserStatisticsConfig.plist:27:4: error: event ID 'CTRL_EVENT_NEW' of -[HomeViewController onComment:] is also used by -[DetailViewController onCopy:] at 10:4 [duplicate-event-id]",
            "error: Configs/WGlobalUserStatisticsConfig.plist merged entry by entry, but its config set would not validate",
        ] {
            XCTAssertTrue(merge.errors.contains(line + "\n"), merge.errors)
        }
        XCTAssertEqual(try repository.git("status", "--porcelain"), "UU Configs/WGlobalUserStatisticsConfig.plist\n")
    }

    func testTheSameActionGivenTwoIDsIsALocatedConflict() throws {
        try branch(
            "liked",
            [
                ["set", "HomeViewController", "onLike:", "CTRL_EVENT_HOME_LIKED"],
                ["set", "HomeViewController", "onComment:", "CTRL_EVENT_HOME_COMMENT"],
            ])
        try branch("like", [["set", "HomeViewController", "onLike:", "CTRL_EVENT_HOME_LIKE"]])
        let merge = try repository.gitResult(["merge", "--no-edit", "liked"])
        XCTAssertEqual(merge.status, 1)
        XCTAssertTrue(
            merge.errors.contains(
                "Configs/WGlobalUserStatisticsConfig.plist:29:1: error: -[HomeViewController onLike:] records CTRL_EVENT_HOME_LIKE on this side and records CTRL_EVENT_HOME_LIKED on the other (it was not configured); keep one between the conflict markers\n"
            ), merge.errors)
        XCTAssertEqual(try repository.git("status", "--porcelain"), "UU Configs/WGlobalUserStatisticsConfig.plist\n")
        try GoldenFile.assertMatches(
            try String(contentsOfFile: repository.path("Configs/WGlobalUserStatisticsConfig.plist"), encoding: .utf8),
            "Merge/expected/git-conflict.plist")
    }

    /// Another file of the set cannot be read (a FIFO beside the configs): the entry-by-entry
    /// merge is still written and git sees it resolved, and the driver says that the set was not
    /// checked and why, located; `validate` then refuses the set.
    func testASetThatCannotBeReadIsAWarningAndTheMergeStands() throws {
        try branch("comment", [["set", "HomeViewController", "onComment:", "CTRL_EVENT_HOME_COMMENT"]])
        try branch("dislike", [["set", "HomeViewController", "onDislike:", "CTRL_EVENT_HOME_DISLIKE"]])
        XCTAssertEqual(mkfifo(repository.path("Configs/Stuck.plist"), 0o644), 0)
        let merge = try repository.gitResult(["merge", "--no-edit", "comment"])
        XCTAssertEqual(merge.status, 0, merge.output + merge.errors)
        XCTAssertTrue(
            merge.errors.contains(
                "warning: Configs/WGlobalUserStatisticsConfig.plist merged; its config set was not checked: Configs/Stuck.plist: error: cannot read the file: it is a FIFO (named pipe), not a regular file\n"
            ), merge.errors)
        // git passes over a FIFO: nothing is left conflicted or untracked.
        XCTAssertEqual(try repository.git("status", "--porcelain"), "")
        let merged = try String(contentsOfFile: repository.path("Configs/WGlobalUserStatisticsConfig.plist"), encoding: .utf8)
        XCTAssertTrue(merged.contains("onComment:") && merged.contains("onDislike:"), merged)
        let validate = try MapperProcess.run(["validate", "--config", "Configs"], in: repository.url)
        XCTAssertEqual(validate.status, 2, validate.standardError)
    }
}
