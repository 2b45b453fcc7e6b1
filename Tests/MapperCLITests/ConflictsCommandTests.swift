import Foundation
import TestSupport
import XCTest

/// `mapper conflicts`: the entries a merge left between conflict markers, listed with both
/// sides, and settled by keeping one side, byte for byte elsewhere.
final class ConflictsCommandTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var plist: String { scratch.path("Configs/conflicted.plist") }
    private var xml: String { scratch.path("Configs/conflicted.xml") }

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("conflicts")
        try FileManager.default.createDirectory(atPath: scratch.path("Configs"), withIntermediateDirectories: true)
        _ = try scratch.copyFixture("Conflicts/conflicted.plist", as: "Configs/conflicted.plist")
        _ = try scratch.copyFixture("Conflicts/conflicted.xml", as: "Configs/conflicted.xml")
    }

    override func tearDown() {
        scratch.remove()
    }

    private func conflicts(_ arguments: [String] = []) throws -> MapperProcess.Result {
        try MapperProcess.run(["conflicts"] + arguments, in: scratch.url)
    }

    private let plistEntry =
        "Configs/conflicted.plist:27: -[HomeViewController onShareBtnPressed:]: HEAD records CTRL_EVENT_HOME_SHARE; feature/share-v2 records CTRL_EVENT_HOME_SHARE_V2\n"
    private let xmlEntry =
        "Configs/conflicted.xml:9: -[SettingsViewController onLogoutBtnPressed_UA:]: HEAD records CTRL_EVENT_SETTINGS_LOGOUT; settings-logout records CTRL_EVENT_LOGOUT\n"

    func testListsEachConflictedEntryWithBothSides() throws {
        let listed = try conflicts()
        XCTAssertEqual(listed.status, 1)
        XCTAssertEqual(listed.standardOutput, plistEntry + xmlEntry)
        XCTAssertEqual(listed.standardError, "")
    }

    func testTakingOneSideOfOneEntryChangesOnlyItsConflict() throws {
        let original = try String(contentsOfFile: plist, encoding: .utf8)
        let xmlBefore = try Data(contentsOf: URL(fileURLWithPath: xml))
        let settled = try conflicts(["--take", "theirs", "HomeViewController", "onShareBtnPressed:"])
        XCTAssertEqual(settled.status, 0, settled.standardError)
        XCTAssertEqual(settled.standardOutput, "Configs/conflicted.plist: kept theirs in 1 conflict\n")
        let expected = original.replacingOccurrences(
            of:
                "<<<<<<< HEAD\n\t\t\t<string>CTRL_EVENT_HOME_SHARE</string>\n=======\n\t\t\t<string>CTRL_EVENT_HOME_SHARE_V2</string>\n>>>>>>> feature/share-v2\n",
            with: "\t\t\t<string>CTRL_EVENT_HOME_SHARE_V2</string>\n")
        XCTAssertNotEqual(expected, original)
        XCTAssertEqual(try String(contentsOfFile: plist, encoding: .utf8), expected)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: xml)), xmlBefore)
        XCTAssertEqual(try conflicts().standardOutput, xmlEntry)
        let elsewhere = try conflicts(["--take", "ours", "HomeViewController", "--enter"])
        XCTAssertEqual(elsewhere.status, 1)
        XCTAssertEqual(
            elsewhere.standardError,
            "error: no conflict holds HomeViewController Enter; the conflicts hold -[SettingsViewController onLogoutBtnPressed_UA:] "
                + "(mapper conflicts lists them)\n")

        let rest = try conflicts(["--take", "ours"])
        XCTAssertEqual(rest.status, 0, rest.standardError)
        XCTAssertEqual(rest.standardOutput, "Configs/conflicted.xml: kept ours in 1 conflict\n")
        let none = try conflicts()
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(none.standardOutput, "")
        let validated = try MapperProcess.run(["validate"], in: scratch.url)
        XCTAssertEqual(validated.status, 0, validated.standardOutput)
        let nothing = try conflicts(["--take", "ours"])
        XCTAssertEqual(nothing.status, 1)
        XCTAssertEqual(nothing.standardError, "error: no config holds a conflict\n")
    }

    func testAConflictHoldingOtherEntriesIsSettledWholeOrNotAtAll() throws {
        var text = try String(contentsOfFile: plist, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\t\t\t<key>onShareBtnPressed:</key>\n<<<<<<< HEAD\n",
            with: "<<<<<<< HEAD\n\t\t\t<key>onShareBtnPressed:</key>\n")
        text = text.replacingOccurrences(
            of: "=======\n\t\t\t<string>CTRL_EVENT_HOME_SHARE_V2</string>\n",
            with:
                "=======\n\t\t\t<key>onLikeBtnPressed:</key>\n\t\t\t<string>CTRL_EVENT_HOME_LIKE</string>\n\t\t\t<key>onShareBtnPressed:</key>\n\t\t\t<string>CTRL_EVENT_HOME_SHARE_V2</string>\n"
        )
        try text.write(toFile: plist, atomically: false, encoding: .utf8)
        let listed = try conflicts()
        XCTAssertEqual(
            listed.standardOutput,
            "Configs/conflicted.plist:26: -[HomeViewController onLikeBtnPressed:]: HEAD has no such entry; feature/share-v2 records CTRL_EVENT_HOME_LIKE\n"
                + "Configs/conflicted.plist:26: -[HomeViewController onShareBtnPressed:]: HEAD records CTRL_EVENT_HOME_SHARE; feature/share-v2 records CTRL_EVENT_HOME_SHARE_V2\n"
                + xmlEntry)
        let refused = try conflicts(["--take", "theirs", "HomeViewController", "onShareBtnPressed:"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(
            refused.standardError,
            "Configs/conflicted.plist:26: error: this conflict also holds -[HomeViewController onLikeBtnPressed:]; settle it whole with mapper conflicts --take theirs HomeViewController\n"
        )
        XCTAssertEqual(try String(contentsOfFile: plist, encoding: .utf8), text)
        let whole = try conflicts(["--take", "theirs", "HomeViewController"])
        XCTAssertEqual(whole.status, 0, whole.standardError)
    }

    func testMarkersThatDoNotCloseAreRefusedAndNothingIsWritten() throws {
        let text = try String(contentsOfFile: plist, encoding: .utf8).replacingOccurrences(of: ">>>>>>> feature/share-v2\n", with: "")
        try text.write(toFile: plist, atomically: false, encoding: .utf8)
        for arguments in [[], ["--take", "ours"]] {
            let result = try conflicts(arguments)
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.standardError, "Configs/conflicted.plist:27: error: the conflict that opens here has no >>>>>>> line\n")
        }
        XCTAssertEqual(try String(contentsOfFile: plist, encoding: .utf8), text)
        let usage = try conflicts(["--take", "mine"])
        XCTAssertEqual(usage.status, 64)
        XCTAssertTrue(usage.standardError.hasPrefix("Error: --take is ours or theirs, not 'mine'.\n"), usage.standardError)
    }

    /// A config with no markers that does not parse is not "no conflict": the set is not sound.
    func testAConfigThatDoesNotParseWithoutMarkersIsNotPassedOver() throws {
        try FileManager.default.removeItem(atPath: xml)
        try FileManager.default.removeItem(atPath: plist)
        try "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>\n<key>PageEventIDs</key>\n</plist>\n".write(
            toFile: scratch.path("Configs/broken.plist"), atomically: false, encoding: .utf8)
        let result = try conflicts()
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError, "Configs/broken.plist:4:9: error: Opening and ending tag mismatch: dict line 2 and plist [malformed-xml]\n")
    }
}
