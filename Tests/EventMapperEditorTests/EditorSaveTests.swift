import EventMapCore
import EventMapper
@testable import EventMapperEditor
import EventMapperTools
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import MapperProcesses
import NIOCore
import TestSupport
import XCTest

/// Saves through the editor: what is written, conflicts with other writers, the override for
/// errors, and the commit on a branch.
final class EditorSaveTests: EditorTestCase {
    /// The fingerprints the editor gives for the files as they are now.
    private static func fingerprints(_ client: any TestClientProtocol) async throws -> String {
        try await client.execute(uri: "/api/overview", method: .get, headers: Self.authorized) { response in
            let object = try XCTUnwrap(try Self.json(response)["fingerprints"])
            return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        }
    }

    func testASaveWritesWhatMapperSetWrites() async throws {
        let reference = try makeScratchFolder("editor-reference")
        try reference.copy(RepositoryPaths.configs)
        _ = try ConfigEditRun(
            ConfigEdit(className: "HomeViewController", target: .pageEvent(.enter), eventID: EventID("PAGE_EVENT_HOME_SHOW")),
            configPaths: [reference.path("Configs")])
        try await withEditor { client in
            let fingerprints = try await Self.fingerprints(client)
            let draft =
                #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_EVENT_HOME_SHOW"}],"fingerprints":\#(fingerprints)}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
            }
        }
        XCTAssertEqual(
            try String(contentsOfFile: plist, encoding: .utf8),
            try String(contentsOfFile: reference.path("Configs/WGlobalUserStatisticsConfig.plist"), encoding: .utf8))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path("Configs")).sorted(),
            ["SettingsPages.xml", "WGlobalUserStatisticsConfig.plist"])
    }

    func testAFileChangedOnDiskAfterTheDraftStartedIsAConflictAndNothingIsLost() async throws {
        let plist = plist
        try await withEditor { client in
            let fingerprints = try await Self.fingerprints(client)
            _ = try ConfigEditRun(
                ConfigEdit(className: "DetailViewController", target: .pageEvent(.leave), eventID: EventID("PAGE_EVENT_DETAIL_GONE")),
                configPaths: [plist])
            let draft =
                #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_EVENT_HOME_SHOW"}],"fingerprints":\#(fingerprints)}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .conflict)
                XCTAssertEqual(
                    try Self.json(response)["lines"] as? [String],
                    ["\(plist): error: the file changed on disk after the editor read it; reload to see the new contents, then make the change again"]
                )
            }
        }
        let text = try String(contentsOfFile: plist, encoding: .utf8)
        XCTAssertTrue(text.contains("PAGE_EVENT_DETAIL_GONE"), "the other writer's change is kept")
        XCTAssertFalse(text.contains("PAGE_EVENT_HOME_SHOW"), "the refused save wrote nothing")
    }

    func testTwoSavesStartedFromTheSameFilesOneIsAcceptedTheOtherRefused() async throws {
        let plist = plist
        try await withEditor { client in
            let fingerprints = try await Self.fingerprints(client)
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for id in ["PAGE_EVENT_HOME_FIRST", "PAGE_EVENT_HOME_SECOND"] {
                    group.addTask {
                        let draft =
                            #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"\#(id)"}],"fingerprints":\#(fingerprints)}"#
                        return try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) {
                            $0.status
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            XCTAssertEqual(statuses.filter { $0 == .ok }.count, 1, "\(statuses)")
            XCTAssertEqual(statuses.filter { $0 == .conflict }.count, 1, "\(statuses)")
        }
        let text = try String(contentsOfFile: plist, encoding: .utf8)
        XCTAssertNotEqual(text.contains("PAGE_EVENT_HOME_FIRST"), text.contains("PAGE_EVENT_HOME_SECOND"), "exactly the accepted save is on disk")
    }

    func testASaveThatBringsErrorsNeedsTheOverride() async throws {
        let plist = plist
        try await withEditor { client in
            let fingerprints = try await Self.fingerprints(client)
            let steps = #"[{"kind":"set","class":"DetailViewController","action":"onBackBtnPresed:","eventID":"CTRL_EVENT_DETAIL_BACK"}]"#
            try await client.execute(
                uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(#"{"steps":\#(steps),"fingerprints":\#(fingerprints)}"#)
            ) { response in
                XCTAssertEqual(response.status, .unprocessableContent)
                XCTAssertEqual(
                    try Self.json(response)["lines"] as? [String],
                    [
                        "\(plist):9:4: error: -[DetailViewController onBackBtnPresed:] is configured but DetailViewController declares no such action; did you mean onBackBtnPressed:? [undeclared-action]",
                        "error: the change brings the errors above; nothing was saved. Fix them, or save anyway",
                    ])
            }
            XCTAssertFalse(try String(contentsOfFile: plist, encoding: .utf8).contains("onBackBtnPresed:"))
            try await client.execute(
                uri: "/api/save", method: .post, headers: Self.authorized,
                body: Self.body(#"{"steps":\#(steps),"fingerprints":\#(fingerprints),"force":true}"#)
            ) { response in
                XCTAssertEqual(response.status, .ok)
            }
        }
        XCTAssertTrue(try String(contentsOfFile: plist, encoding: .utf8).contains("onBackBtnPresed:"))
    }

    func testASaveIsCommittedOnANewBranchWithoutTouchingTheCheckoutOrTheIndex() async throws {
        try scratch.initGitRepository()
        let git = TestGit(home: scratch.directory)
        try await withEditor(git: git) { client in
            let fingerprints = try await Self.fingerprints(client)
            let draft =
                #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_EVENT_HOME_SHOW"}],"fingerprints":\#(fingerprints),"commit":{"branch":"tracking/home","message":"Home: Enter is PAGE_EVENT_HOME_SHOW"}}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
                let commit = try XCTUnwrap(try Self.json(response)["commit"] as? [String: Any])
                XCTAssertEqual(commit["branch"] as? String, "tracking/home")
                XCTAssertEqual(commit["createdBranch"] as? Bool, true)
            }
        }
        XCTAssertEqual(try scratch.git("branch", "--show-current"), "main\n")
        XCTAssertEqual(try scratch.git("diff", "--cached", "--name-only"), "", "the user's index is as it was")
        XCTAssertEqual(try scratch.git("status", "--porcelain"), " M Configs/WGlobalUserStatisticsConfig.plist\n")
        XCTAssertEqual(
            try scratch.git("show", "tracking/home:Configs/WGlobalUserStatisticsConfig.plist"), try String(contentsOfFile: plist, encoding: .utf8))
        XCTAssertEqual(try scratch.git("log", "-1", "--format=%s", "tracking/home"), "Home: Enter is PAGE_EVENT_HOME_SHOW\n")
        XCTAssertEqual(try scratch.git("diff", "--name-only", "main", "tracking/home"), "Configs/WGlobalUserStatisticsConfig.plist\n")
    }

    func testACommitHoldsWhatTheSaveWroteWithTheMovedDescriptionsWhateverTheFilesHoldNext() async throws {
        try scratch.initGitRepository()
        let descriptions = scratch.path("Configs/event-descriptions.json")
        try #"{"version": 1, "events": {"PAGE_EVENT_DETAIL_ENTER": {"description": "Detail shown"}}}"#.write(
            toFile: descriptions, atomically: true, encoding: .utf8)
        try await withEditor(git: InterferingGit(git: TestGit(home: scratch.directory))) { client in
            let fingerprints = try await Self.fingerprints(client)
            let draft =
                #"{"steps":[{"kind":"rename","from":"PAGE_EVENT_DETAIL_ENTER","to":"PAGE_EVENT_DETAIL_SHOW"}],"fingerprints":\#(fingerprints),"commit":{"branch":"tracking/detail","message":"Detail: Enter is PAGE_EVENT_DETAIL_SHOW"}}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
                XCTAssertNotNil(try Self.json(response)["commit"] as? [String: Any], String(buffer: response.body))
            }
        }
        let committed = try scratch.git("show", "tracking/detail:Configs/WGlobalUserStatisticsConfig.plist")
        XCTAssertTrue(committed.contains("PAGE_EVENT_DETAIL_SHOW"))
        XCTAssertFalse(committed.contains("CTRL_EVENT_OTHER_WRITER"), "the commit holds another writer's change")
        XCTAssertTrue(try String(contentsOfFile: plist, encoding: .utf8).contains("CTRL_EVENT_OTHER_WRITER"), "the other writer's change is kept")
        XCTAssertEqual(
            try scratch.git("diff", "--name-only", "main", "tracking/detail"),
            "Configs/WGlobalUserStatisticsConfig.plist\nConfigs/event-descriptions.json\n")
        XCTAssertTrue(try scratch.git("show", "tracking/detail:Configs/event-descriptions.json").contains("PAGE_EVENT_DETAIL_SHOW"))
    }

    func testACommitOnTheCheckedOutBranchLeavesItsIndexAsGitCommitOnlyWould() async throws {
        try scratch.initGitRepository()
        try await withEditor(git: TestGit(home: scratch.directory)) { client in
            let fingerprints = try await Self.fingerprints(client)
            let draft =
                #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_EVENT_HOME_SHOW"}],"fingerprints":\#(fingerprints),"commit":{"branch":"main","message":"Home: Enter is PAGE_EVENT_HOME_SHOW"}}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
                XCTAssertEqual((try Self.json(response)["commit"] as? [String: Any])?["createdBranch"] as? Bool, false)
            }
        }
        XCTAssertEqual(try scratch.git("status", "--porcelain"), "", "the checkout, the index and the commit agree")
        XCTAssertEqual(try scratch.git("log", "-1", "--format=%s"), "Home: Enter is PAGE_EVENT_HOME_SHOW\n")
    }

    func testABranchCheckedOutInAnotherWorkTreeIsNotMoved() async throws {
        try scratch.initGitRepository()
        let other = scratch.path("other-tree")
        _ = try scratch.git("worktree", "add", "--quiet", "-b", "tracking/other", other)
        let before = try scratch.git("rev-parse", "tracking/other")
        try await withEditor(git: TestGit(home: scratch.directory)) { client in
            let fingerprints = try await Self.fingerprints(client)
            let draft =
                #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_EVENT_HOME_SHOW"}],"fingerprints":\#(fingerprints),"commit":{"branch":"tracking/other","message":"m"}}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(
                    try Self.json(response)["commitError"] as? String,
                    "'tracking/other' is checked out in \(other): commit there, or choose another branch")
            }
        }
        XCTAssertEqual(try scratch.git("rev-parse", "tracking/other"), before)
    }

    func testABranchNameGitWouldReadAsAnotherRefIsRefusedBeforeAnythingIsSaved() async throws {
        try scratch.initGitRepository()
        let before = try String(contentsOfFile: plist, encoding: .utf8)
        try await withEditor(git: TestGit(home: scratch.directory)) { client in
            let fingerprints = try await Self.fingerprints(client)
            let draft =
                #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_EVENT_HOME_SHOW"}],"fingerprints":\#(fingerprints),"commit":{"branch":"@{-1}","message":"m"}}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .unprocessableContent)
                let answer = try Self.json(response)
                XCTAssertEqual(answer["kind"] as? String, "commit")
                XCTAssertEqual(
                    answer["lines"] as? [String],
                    [
                        "Nothing was saved: '@{-1}' is not a valid branch name: give the name alone, such as tracking/home-favourites. "
                            + "Your changes are kept; fix the commit, or untick it."
                    ])
            }
        }
        XCTAssertEqual(try scratch.git("branch", "--list"), "* main\n")
        XCTAssertEqual(try String(contentsOfFile: plist, encoding: .utf8), before)
    }

    func testACommitWithoutAMessageIsRefusedBeforeAnythingIsSaved() async throws {
        try scratch.initGitRepository()
        let before = try String(contentsOfFile: plist, encoding: .utf8)
        try await withEditor(git: TestGit(home: scratch.directory)) { client in
            let fingerprints = try await Self.fingerprints(client)
            let draft =
                #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_EVENT_HOME_SHOW"}],"fingerprints":\#(fingerprints),"commit":{"branch":"tracking/home","message":"  "}}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .unprocessableContent)
                XCTAssertEqual(
                    try Self.json(response)["lines"] as? [String],
                    ["Nothing was saved: a commit needs a message. Your changes are kept; fix the commit, or untick it."])
            }
        }
        XCTAssertEqual(try scratch.git("branch", "--list"), "* main\n")
        XCTAssertEqual(try String(contentsOfFile: plist, encoding: .utf8), before)
    }
}

/// `TestGit` that changes each saved config on disk as git is about to store it, as another
/// writer could between a save and its commit.
struct InterferingGit: GitRunning {
    let git: TestGit

    func run(_ arguments: [String], environment: [String: String]) throws -> GitResult {
        if arguments.contains("hash-object"), let directory = arguments.firstIndex(of: "-C").map({ arguments[$0 + 1] }) {
            let plist = directory + "/Configs/WGlobalUserStatisticsConfig.plist"
            let contents = try String(contentsOfFile: plist, encoding: .utf8)
            try contents.replacingOccurrences(of: "CTRL_EVENT_HOME_FAV", with: "CTRL_EVENT_OTHER_WRITER").write(
                toFile: plist, atomically: true, encoding: .utf8)
        }
        return try git.run(arguments, environment: environment)
    }
}

/// git with a fixed author and no user or system configuration.
struct TestGit: GitRunning {
    let home: String

    func run(_ arguments: [String], environment: [String: String]) throws -> GitResult {
        let fixed = [
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "HOME": home, "GIT_AUTHOR_NAME": "Test",
            "GIT_AUTHOR_EMAIL": "test@example.invalid", "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
        ]
        return try GitProcess().run(arguments, environment: fixed.merging(environment) { _, new in new })
    }
}
