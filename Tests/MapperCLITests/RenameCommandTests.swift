import Foundation
import TestSupport
import XCTest

/// `mapper rename`, run as a process: each form's arguments, output and exit status. What the
/// renames do file by file, and all-or-nothing writing, is tested in-process in
/// `EventMapperToolsTests/ConfigRenameRunTests`.
final class RenameCommandTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("rename-cli")
    }

    func testAnIDAcrossTheSet() throws {
        let plist = try scratch.copyFixture("Rename/home.plist")
        let xml = try scratch.copyFixture("Rename/shared-id.xml")
        let result = try MapperProcess.run(["rename", "--id", "CTRL_EVENT_HOME_SHARE", "CTRL_EVENT_SHARE", "--config", scratch.directory])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            result.standardOutput,
            """
            \(plist): -[HomeViewController onShareBtnPressed:] now records CTRL_EVENT_SHARE (was CTRL_EVENT_HOME_SHARE)
            \(xml): -[SettingsViewController onShareBtnPressed:] now records CTRL_EVENT_SHARE (was CTRL_EVENT_HOME_SHARE)
            renamed CTRL_EVENT_HOME_SHARE to CTRL_EVENT_SHARE in 2 places in 2 files

            """)
        try GoldenFile.assertMatches(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: plist))), "Rename/expected/id-home.plist")
        try GoldenFile.assertMatches(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: xml))), "Rename/expected/id-shared-id.xml")
    }

    func testAnActionWithDryRunWritesNothing() throws {
        let plist = try scratch.copyFixture("Rename/home.plist")
        let result = try MapperProcess.run([
            "rename", "HomeViewController", "onFavBtnPressed_UA:", "onFavoriteBtnPressed_UA:", "--dry-run", "--config", plist,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("--- a/\(plist)\n+++ b/\(plist)\n"), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.hasSuffix(
                "\(plist): -[HomeViewController onFavBtnPressed_UA:] would be renamed to onFavoriteBtnPressed_UA:, recording CTRL_EVENT_HOME_FAV; nothing written (--dry-run)\n"
            ), result.standardOutput)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: plist))), try RepositoryPaths.fixtureBytes("Rename/home.plist"))
    }

    func testNothingToRenameAndUsageErrors() throws {
        let plist = try scratch.copyFixture("Rename/home.plist")
        let missing = try MapperProcess.run(["rename", "--id", "CTRL_EVENT_HOME_SHAR", "CTRL_X", "--config", plist])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "error: no class records 'CTRL_EVENT_HOME_SHAR'; did you mean 'CTRL_EVENT_HOME_SHARE'?\n")
        for arguments in [
            ["rename", "--id", "A_B"], ["rename", "HomeViewController", "onX:"], ["rename", "--id", "A_B", "C D"], ["rename", "C", "onX:", "on X"],
        ] {
            let result = try MapperProcess.run(arguments + ["--config", plist])
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " ") + ": " + result.standardError)
        }
        let broken = try scratch.copyFixture("Edit/broken.plist")
        let unreadable = try MapperProcess.run(["rename", "--id", "CTRL_EVENT_HOME_SHARE", "CTRL_X", "--config", plist, "--config", broken])
        XCTAssertEqual(unreadable.status, 2, unreadable.standardError)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: plist))), try RepositoryPaths.fixtureBytes("Rename/home.plist"))
    }
}
