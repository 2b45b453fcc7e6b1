import Foundation
import TestSupport
import XCTest

/// `mapper validate --stdin-path FILE`: an editor's unsaved buffer checked as if it were FILE,
/// with the rest of the set from disk, and nothing on disk read in its place or changed.
final class ValidateStdinPathTests: XCTestCase {
    private static let plist = "Configs/WGlobalUserStatisticsConfig.plist"

    func testTheBufferIsCheckedInPlaceOfTheFile() throws {
        let original = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(Self.plist), encoding: .utf8)
        let buffer = original.replacingOccurrences(
            of: "<key>onShareBtnPressed:</key>\n\t\t\t<string>CTRL_EVENT_HOME_SHARE",
            with: "<key>onShareBtnPresed:</key>\n\t\t\t<string>CTRL_EVENT_HOME_SHARE")
        XCTAssertNotEqual(buffer, original)
        let result = try MapperProcess.run(["validate", "--stdin-path", Self.plist], input: Data(buffer.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.contains(
                "Configs/WGlobalUserStatisticsConfig.plist:26:4: error: -[HomeViewController onShareBtnPresed:] is configured but HomeViewController declares no such action; did you mean onShareBtnPressed:? [undeclared-action]"
            ), result.standardOutput)
        XCTAssertEqual(try String(contentsOf: RepositoryPaths.root.appendingPathComponent(Self.plist), encoding: .utf8), original)
    }

    func testTheUnchangedBufferValidatesAsTheFileDoes() throws {
        let original = try Data(contentsOf: RepositoryPaths.root.appendingPathComponent(Self.plist))
        let result = try MapperProcess.run(["validate", "--stdin-path", Self.plist], input: original)
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(result.standardOutput, "0 errors, 0 warnings in 2 config files and 8 source files\n")
    }

    func testABufferThatDoesNotParseIsLocatedInTheFile() throws {
        let result = try MapperProcess.run(
            ["validate", "--stdin-path", Self.plist], input: Data("<plist version=\"1.0\"><dict>\n<key>A</key>\n</plist>\n".utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.contains(
                "Configs/WGlobalUserStatisticsConfig.plist:3:9: error: Opening and ending tag mismatch: dict line 1 and plist [malformed-xml]"),
            result.standardOutput)
    }

    func testAPathThatIsNotAConfigIsRefused() throws {
        let result = try MapperProcess.run(["validate", "--stdin-path", "notes.txt"], input: Data())
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "notes.txt: error: not a config: expected a .plist or .xml file\n")
    }
}
