import Foundation
import TestSupport
import XCTest

/// An entry the loader leaves out for an error (here an ID holding a C1 control character,
/// which the app would record all the same) is never answered as "not mapped": the commands
/// that answer from the configs exit 2 with the located problem.
final class UnreadableEntryTests: XCTestCase {
    private static let plist = RepositoryPaths.fixture("UnreadableEntries/control-character-id.plist")
    private static let xml = RepositoryPaths.fixture("UnreadableEntries/control-character-id.xml")

    func testResolveOfTheClassExits2WithTheLocatedProblem() throws {
        let result = try MapperProcess.run(["resolve", "HomeViewController", "onFav:", "--config", Self.plist])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            """
            \(Self.plist):9:4: error: the event ID 'CTRL_\\u{9B}FAV' contains blanks or control characters ('onFav:' of 'HomeViewController') [malformed-event-id]
            error: the entries of 'HomeViewController' have the errors above, and the app reads them all the same; nothing is answered until they are fixed

            """)
    }

    func testListExits2InsteadOfLeavingTheEntryOut() throws {
        let result = try MapperProcess.run(["list", "--config", Self.plist])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasSuffix("nothing is answered until they are fixed\n"), result.standardError)
    }

    /// In the XML dialect too; another class of the same file is still answered.
    func testOtherClassesAreStillAnswered() throws {
        let other = try MapperProcess.run(["resolve", "SettingsViewController", "--enter", "--config", Self.xml])
        XCTAssertEqual(other.status, 0, other.standardError)
        XCTAssertEqual(other.standardOutput, "PAGE_EVENT_SETTINGS_ENTER\n")
        let home = try MapperProcess.run(["resolve", "HomeViewController", "onFav:", "--config", Self.xml])
        XCTAssertEqual(home.status, 2)
        XCTAssertTrue(home.standardError.contains("error: the entries of 'HomeViewController' have the errors above"), home.standardError)
    }
}
