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

    /// A user string never reaches git as an option.
    func testASideThatLooksLikeAnOptionNeverReachesGit() throws {
        let scratch = try ScratchFolder("diff-option")
        defer { scratch.remove() }
        let target = scratch.path("written")
        let result = try MapperProcess.run(["diff", "--", "--output=\(target):x.plist", "Tests/Fixtures/Diff/new.plist"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "--output=\(target):x.plist: error: neither a file nor revision:path (a revision is a branch, tag, commit or HEAD~N, and does not start with '-')\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }
}
