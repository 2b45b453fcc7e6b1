import Foundation
import TestSupport
import XCTest

/// Every command that reads the configs, given one with a merge left unfinished
/// (`Tests/Fixtures/Conflicts/conflicted.plist`), says so at its `<<<<<<<` line, with the branch:
/// they all load through the same loader.
final class MergeConflictCommandTests: XCTestCase {
    func testEveryCommandNamesTheConflict() throws {
        let repository = try makeScratchFolder("conflicted-repo")
        try FileManager.default.createDirectory(atPath: repository.path("Configs"), withIntermediateDirectories: true)
        try repository.copyFixture("Conflicts/conflicted.plist", as: "Configs/WGlobalUserStatisticsConfig.plist")
        try repository.copyFixture("Import/class-deleted.csv", as: "events.csv")
        // fmt and convert print a file they cannot read as the reader's error, without a rule
        // ID, as for any file that does not parse.
        let conflict =
            "Configs/WGlobalUserStatisticsConfig.plist:27:1: error: unresolved merge conflict at line 27 (from branch feature/share-v2); "
            + "keep what each side should keep, then delete the <<<<<<<, ======= and >>>>>>> lines"
        let reported = conflict + " [merge-conflict]"
        let commands: [[String]] = [
            ["validate"], ["status"], ["list"], ["resolve", "HomeViewController", "onFavBtnPressed_UA:"], ["which", "CTRL_EVENT_HOME_FAV"],
            ["fmt", "--check"], ["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "json"],
            ["set", "HomeViewController", "onHelp:", "CTRL_EVENT_HOME_HELP"], ["unset", "HomeViewController", "onFavBtnPressed_UA:"],
            ["rename", "--id", "CTRL_EVENT_HOME_FAV", "CTRL_EVENT_HOME_FAVORITE"], ["import", "events.csv"],
        ]
        for command in commands {
            let result = try MapperProcess.run(command, in: repository.url)
            let output = result.standardOutput + result.standardError
            XCTAssertNotEqual(result.status, 0, command.joined(separator: " "))
            let readsAsAFinding = !["fmt", "convert"].contains(command[0])
            XCTAssertTrue(output.contains(readsAsAFinding ? reported : conflict + "\n"), "mapper \(command.joined(separator: " ")):\n\(output)")
            XCTAssertFalse(output.contains("invalid element name"), "mapper \(command.joined(separator: " ")):\n\(output)")
        }
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: repository.path("Configs/WGlobalUserStatisticsConfig.plist"))),
            try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Conflicts/conflicted.plist"))))
    }
}
