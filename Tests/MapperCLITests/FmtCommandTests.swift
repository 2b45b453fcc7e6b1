import Foundation
import TestSupport
import XCTest

/// `mapper fmt`, run as a process on copies of the fixtures in `Tests/Fixtures/Fmt`: the wiring
/// of the command (file arguments relative to the working directory, `--check`, exit statuses,
/// changed files on standard output and refusals on standard error). What formatting does is
/// tested in-process in `EventMapperToolsTests/ConfigFormatRunTests`.
final class FmtCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        let scratch = try makeScratchFolder("fmt")
        for name in try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.fixture("Fmt")) {
            try scratch.copyFixture("Fmt/" + name)
        }
        directory = scratch.url
    }

    private func contents(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    func testAnUnsortedPlistIsRewrittenToTheGoldenLayout() throws {
        let result = try MapperProcess.run(["fmt", "unsorted.plist"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "unsorted.plist\n")
        try GoldenFile.assertMatches(String(decoding: try contents("unsorted.plist"), as: UTF8.self), "CLI/fmt-unsorted.plist.golden")
        let again = try MapperProcess.run(["fmt", "--check", "unsorted.plist"], in: directory)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.standardOutput, "")
    }

    func testCheckListsWhatWouldChangeWritesNothingAndExitsOne() throws {
        let before = try contents("unsorted.plist")
        let result = try MapperProcess.run(["fmt", "--check", "xcode-layout.plist", "unsorted.plist", "unsorted.xml"], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "unsorted.plist\nunsorted.xml\n")
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(try contents("unsorted.plist"), before)
    }

    func testRefusalsNameWhatWouldBeLostAndLeaveTheFilesAlone() throws {
        let names = ["comment.plist", "comment-inside.xml", "duplicate-key.plist", "malformed.plist"]
        let before = try names.map(contents)
        let result = try MapperProcess.run(["fmt"] + names, in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            """
            comment.plist:4:2: error: a comment would be lost: the canonical layout has no place for it [lossy-rewrite]
            comment-inside.xml:4:5: error: a comment inside <event-map> would be lost: pages and controls are sorted, and it could not keep its place [lossy-rewrite]
            duplicate-key.plist:8:2: error: duplicate key 'HomeViewController' (first at 4:2); Apple's parser silently keeps only the last [duplicate-key]
            malformed.plist:6:2: error: Found non-key inside <dict> at line 6
            \t<string>again</string>
            \t^

            """)
        XCTAssertEqual(try names.map(contents), before)
    }

    func testAMissingFileExitsTwo() throws {
        let result = try MapperProcess.run(["fmt", "missing.plist"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "missing.plist: error: no such file or directory\n")
    }

    func testAnUnknownOptionIsAUsageError() throws {
        let result = try MapperProcess.run(["fmt", "--chek"], in: directory)
        XCTAssertEqual(result.status, 64)
    }

    func testWithoutFilesTheShippedConfigsAreAlreadyCanonical() throws {
        let result = try MapperProcess.run(["fmt", "--check"])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "")
    }

    func testHelpExplainsTheExitStatuses() throws {
        let result = try MapperProcess.run(["fmt", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("Exit status: 0 formatted"), result.standardOutput)
    }
}
