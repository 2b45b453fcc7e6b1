import Foundation
import TestSupport
import XCTest

/// `mapper diff`: what a change does to the mapping, in every format, and against git revisions.
final class DiffCommandTests: XCTestCase {
    func testEveryKindOfChangeInEveryFormatMatchesGoldenFiles() throws {
        for format in ["text", "markdown", "json"] {
            let result = try MapperProcess.run(["diff", "Tests/Fixtures/Diff/old.plist", "Tests/Fixtures/Diff/new.plist", "--format", format])
            XCTAssertEqual(result.status, 0, format)
            XCTAssertEqual(result.standardError, "", format)
            try GoldenFile.assertMatches(result.standardOutput, "CLI/diff.\(format)")
        }
    }

    func testTheTextFormatReadsAsAChangeList() throws {
        let result = try MapperProcess.run(["diff", "Tests/Fixtures/Diff/old.plist", "Tests/Fixtures/Diff/new.plist"])
        XCTAssertEqual(
            result.standardOutput,
            """
            - DetailViewController onShareBtnPressed: (was CTRL_EVENT_DETAIL_SHARE)
            + HomeViewController Leave → PAGE_EVENT_HOME_LEAVE
            + HomeViewController onCommentBtnPressed_UA: → CTRL_EVENT_HOME_COMMENT
            > HomeViewController onFavBtnPressed_UA: → onFavoriteBtnPressed_UA: (CTRL_EVENT_HOME_FAV)
            - HomeViewController onLikeBtnPressed: (was CTRL_EVENT_HOME_LIKE)
            ~ HomeViewController onShareBtnPressed: CTRL_EVENT_HOME_SHARE → CTRL_EVENT_HOME_SHARE_V2

            """)
    }

    func testIdenticalVersionsHaveNoChanges() throws {
        let result = try MapperProcess.run(["diff", "Configs", "Configs"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "no mapping changed\n")
    }

    func testASideMayBeAGitRevision() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("diff-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Diff")
        let config = directory.appendingPathComponent("Events.plist")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("old.plist"), to: config)
        for arguments in [
            ["init", "-q"], ["add", "Events.plist"],
            ["-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", "old"],
        ] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git"] + arguments
            git.currentDirectoryURL = directory
            try git.run()
            git.waitUntilExit()
            XCTAssertEqual(git.terminationStatus, 0, arguments.joined(separator: " "))
        }
        try FileManager.default.removeItem(at: config)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("new.plist"), to: config)
        let result = try MapperProcess.run(["diff", "HEAD:Events.plist", "Events.plist", "--format", "markdown"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        try GoldenFile.assertMatches(result.standardOutput, "CLI/diff.markdown")

        let missing = try MapperProcess.run(["diff", "HEAD:Nope.plist", "Events.plist"], in: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.hasPrefix("HEAD:Nope.plist: error: no such file or git revision"), missing.standardError)
    }

    /// A repository whose `main` holds the sample configs, and a branch that adds an action and
    /// removes a page event.
    private func repositoryWithABranch() throws -> ScratchFolder {
        let scratch = try makeScratchFolder("diff-set")
        try FileManager.default.createDirectory(atPath: scratch.path("Configs"), withIntermediateDirectories: true)
        try scratch.copyFixture("Edit/sample.plist", as: "Configs/WGlobalUserStatisticsConfig.plist")
        try scratch.copyFixture("Edit/sample.xml", as: "Configs/SettingsPages.xml")
        try #"{ "configs": ["Configs"] }"#.write(toFile: scratch.path(".mapper.json"), atomically: true, encoding: .utf8)
        try scratch.initGitRepository()
        try scratch.git("checkout", "-q", "-b", "feature")
        for arguments in [
            ["set", "HomeViewController", "onComment:", "CTRL_EVENT_HOME_COMMENT"], ["unset", "SettingsViewController", "--leave"],
        ] {
            let result = try MapperProcess.run(arguments, in: scratch.url)
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        try scratch.git("commit", "-q", "-am", "feature")
        return scratch
    }

    func testWholeConfigSetsAtTwoRevisions() throws {
        let scratch = try repositoryWithABranch()
        let expected = """
            + HomeViewController onComment: → CTRL_EVENT_HOME_COMMENT
            - SettingsViewController Leave (was PAGE_EVENT_SETTINGS_LEAVE)

            """
        for arguments in [["diff", "main", "HEAD"], ["diff", "main:Configs", "Configs"], ["diff", "main", "feature:Configs"]] {
            let result = try MapperProcess.run(arguments, in: scratch.url)
            XCTAssertEqual(result.status, 0, arguments.joined(separator: " ") + ": " + result.standardError)
            XCTAssertEqual(result.standardOutput, expected, arguments.joined(separator: " "))
        }
        // From a subfolder, a bare revision is the project's configs still, and ./ and ../ are
        // read from the working directory as git reads them.
        try FileManager.default.createDirectory(atPath: scratch.path("Sources"), withIntermediateDirectories: true)
        let below = try MapperProcess.run(["diff", "main", "feature:../Configs"], in: scratch.url.appendingPathComponent("Sources"))
        XCTAssertEqual(below.status, 0, below.standardError)
        XCTAssertEqual(below.standardOutput, expected)
    }

    /// As `git diff main`: one side alone is compared with the project's configs on disk,
    /// uncommitted edits included, from any folder of the project.
    func testOneSideIsComparedWithTheWorkingTree() throws {
        let scratch = try repositoryWithABranch()
        let committed = try MapperProcess.run(["diff", "main"], in: scratch.url)
        XCTAssertEqual(committed.status, 0, committed.standardError)
        XCTAssertEqual(
            committed.standardOutput,
            """
            + HomeViewController onComment: → CTRL_EVENT_HOME_COMMENT
            - SettingsViewController Leave (was PAGE_EVENT_SETTINGS_LEAVE)

            """)
        let edit = try MapperProcess.run(["set", "HomeViewController", "onHelp:", "CTRL_EVENT_HOME_HELP"], in: scratch.url)
        XCTAssertEqual(edit.status, 0, edit.standardError)
        try FileManager.default.createDirectory(atPath: scratch.path("Sources"), withIntermediateDirectories: true)
        let uncommitted = try MapperProcess.run(["diff", "HEAD", "--exit-code"], in: scratch.url.appendingPathComponent("Sources"))
        XCTAssertEqual(uncommitted.status, 1, uncommitted.standardError)
        XCTAssertEqual(uncommitted.standardOutput, "+ HomeViewController onHelp: → CTRL_EVENT_HOME_HELP\n")
    }

    func testExitCodeIsOneWhenTheMappingChanged() throws {
        let scratch = try repositoryWithABranch()
        let changed = try MapperProcess.run(["diff", "main", "HEAD", "--exit-code"], in: scratch.url)
        XCTAssertEqual(changed.status, 1)
        XCTAssertEqual(changed.standardError, "")
        let same = try MapperProcess.run(["diff", "HEAD", "Configs", "--exit-code", "--format", "markdown"], in: scratch.url)
        XCTAssertEqual(same.status, 0, same.standardError)
        XCTAssertEqual(same.standardOutput, "No mapping changed.\n")
    }

    func testAnUnknownRevisionIsExitTwo() throws {
        let scratch = try repositoryWithABranch()
        let result = try MapperProcess.run(["diff", "nope", "HEAD"], in: scratch.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "nope:./Configs: error: no such file or git revision (fatal: Not a valid object name nope)\n")
    }

    /// As `git diff main`: a folder named `main` while `main` is a branch is refused, and
    /// `./main` and `main^{commit}` say which one is meant.
    func testASideThatIsBothAFolderAndARevisionIsRefused() throws {
        let scratch = try repositoryWithABranch()
        try FileManager.default.copyItem(atPath: scratch.path("Configs"), toPath: scratch.path("main"))
        let message =
            "main: error: both a folder in the working directory and a git revision; write ./main for the folder, or main^{commit} for the revision\n"
        for arguments in [["diff", "main", "HEAD"], ["diff", "main"], ["diff", "HEAD", "main", "--exit-code"]] {
            let result = try MapperProcess.run(arguments, in: scratch.url)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.standardOutput, "", arguments.joined(separator: " "))
            XCTAssertEqual(result.standardError, message, arguments.joined(separator: " "))
        }
        let revision = try MapperProcess.run(["diff", "main^{commit}", "HEAD"], in: scratch.url)
        XCTAssertEqual(revision.status, 0, revision.standardError)
        XCTAssertEqual(
            revision.standardOutput,
            """
            + HomeViewController onComment: → CTRL_EVENT_HOME_COMMENT
            - SettingsViewController Leave (was PAGE_EVENT_SETTINGS_LEAVE)

            """)
        let folder = try MapperProcess.run(["diff", "./main", "HEAD", "--exit-code"], in: scratch.url)
        XCTAssertEqual(folder.status, 0, folder.standardError)
        XCTAssertEqual(folder.standardOutput, "no mapping changed\n")

        try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.path("feature")))
        let file = try MapperProcess.run(["diff", "main^{commit}", "feature"], in: scratch.url)
        XCTAssertEqual(file.status, 2)
        XCTAssertEqual(
            file.standardError,
            "feature: error: both a file in the working directory and a git revision; write ./feature for the file, or feature^{commit} for the revision\n"
        )
    }

    /// A side that does not parse would show every entry of the other side as a change.
    func testABrokenSideIsExitTwoAndNothingIsCompared() throws {
        let result = try MapperProcess.run([
            "diff", "Tests/Fixtures/Plist/non-key-in-dict.plist", "Tests/Fixtures/Diff/new.plist", "--format", "markdown",
        ])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            """
            Tests/Fixtures/Plist/non-key-in-dict.plist:5:2: error: Found non-key inside <dict> at line 5 [invalid-plist]
            error: a config does not parse (Tests/Fixtures/Plist/non-key-in-dict.plist); nothing is answered from an incomplete config set

            """)
    }

    /// Two files on disk need no project file, so a broken one does not stop the diff; what it
    /// would exclude is unknown, and the comparison says so.
    func testABrokenProjectFileIsAWarningWhenTwoFilesAreCompared() throws {
        let scratch = try makeScratchFolder("diff-broken-project")
        _ = try scratch.copyFixture("Diff/old.plist")
        _ = try scratch.copyFixture("Diff/new.plist")
        try Data(#"{"configs": ["Configs"], "exclude": ["Info.plist"],}"#.utf8).write(to: scratch.url.appendingPathComponent(".mapper.json"))
        let result = try MapperProcess.run(["diff", "old.plist", "new.plist", "--format", "markdown"], in: scratch.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertNotEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            """
            .mapper.json:1:52: warning: the project file is not valid JSON: expected a key in double quotes
            .mapper.json:1:52: note: its exclude is not applied to this comparison

            """)
    }

    /// A user string never reaches git as an option.
    func testASideThatLooksLikeAnOptionNeverReachesGit() throws {
        let scratch = try ScratchFolder("diff-option")
        defer { scratch.remove() }
        let target = scratch.path("written")
        let result = try MapperProcess.run(["diff", "--", "--output=\(target):x.plist", "Tests/Fixtures/Diff/new.plist"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "--output=\(target):x.plist: error: neither a file, nor revision:path, nor a revision (a revision is a branch, tag, commit or HEAD~N, and does not start with '-')\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }
}
