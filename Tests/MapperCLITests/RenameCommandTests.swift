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

    /// `NOTIF_*` to `NOTIFICATION_*`: every ID the pattern matches, across the set, the text the
    /// `*` stands for kept; all files or none.
    func testIDsByPattern() throws {
        let plist = try scratch.copyFixture("Rename/home.plist")
        let xml = try scratch.copyFixture("Rename/shared-id.xml")
        let result = try MapperProcess.run(["rename", "--id", "CTRL_EVENT_HOME_*", "CTRL_EVENT_MAIN_*", "--config", scratch.directory])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            """
            \(plist): -[HomeViewController onFavBtnPressed_UA:] now records CTRL_EVENT_MAIN_FAV (was CTRL_EVENT_HOME_FAV)
            \(plist): -[HomeViewController onShareBtnPressed:] now records CTRL_EVENT_MAIN_SHARE (was CTRL_EVENT_HOME_SHARE)
            \(xml): -[SettingsViewController onShareBtnPressed:] now records CTRL_EVENT_MAIN_SHARE (was CTRL_EVENT_HOME_SHARE)
            renamed CTRL_EVENT_HOME_* to CTRL_EVENT_MAIN_* in 3 places in 2 files

            """)
        let validated = try MapperProcess.run(["validate", "--config", scratch.directory])
        XCTAssertFalse(validated.standardOutput.contains("CTRL_EVENT_HOME_"), validated.standardOutput)
    }

    func testAPatternRenameThatWouldMergeTwoEventsChangesNothing() throws {
        let plist = try scratch.copyFixture("Rename/home.plist")
        let before = try Data(contentsOf: URL(fileURLWithPath: plist))
        let collision = try MapperProcess.run(["rename", "--id", "CTRL_EVENT_DETAIL_*", "CTRL_EVENT_HOME_*", "--config", plist])
        XCTAssertEqual(collision.status, 1)
        XCTAssertEqual(
            collision.standardError,
            "\(plist):10:4: error: CTRL_EVENT_DETAIL_SHARE would become CTRL_EVENT_HOME_SHARE, which -[HomeViewController onShareBtnPressed:] "
                + "records at \(plist):27:4; an event ID names one event, so nothing was renamed\n")
        let cases: [(old: String, new: String, status: Int32, error: String)] = [
            (
                "CTRL_EVENT_*", "CTRL_EVENT", 64,
                "Error: A pattern rename takes one * in each ID, standing for the text they share: 'NOTIF_*' 'NOTIFICATION_*'.\n"
            ),
            (
                "CTRL_*_*", "C_*_*", 64,
                "Error: A pattern rename takes one * in each ID, standing for the text they share: 'NOTIF_*' 'NOTIFICATION_*'.\n"
            ),
            ("NOPE_*", "NEW_*", 1, "error: no event ID matches NOPE_*\n"),
        ]
        for (old, new, status, error) in cases {
            let result = try MapperProcess.run(["rename", "--id", old, new, "--config", plist])
            XCTAssertEqual(result.status, status, "\(old) \(new)")
            XCTAssertTrue(result.standardError.hasPrefix(error), result.standardError)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: plist)), before)
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
