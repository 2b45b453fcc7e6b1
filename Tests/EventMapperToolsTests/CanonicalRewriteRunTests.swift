import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `CanonicalRewriteRun`, what `mapper fmt` does, in-process on copies of `Tests/Fixtures/Fmt`: the
/// files it lists, its whole messages, its exit status, and the bytes it leaves.
final class CanonicalRewriteRunTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("fmt-run")
        for name in try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.fixture("Fmt")) {
            try scratch.copyFixture("Fmt/" + name)
        }
    }

    private func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: scratch.url.appendingPathComponent(name)))
    }

    func testAFileInXcodesLayoutIsLeftByteForByte() throws {
        let run = try CanonicalRewriteRun(paths: [scratch.path("xcode-layout.plist")], check: false)
        XCTAssertEqual(run.changedFiles, [])
        XCTAssertEqual(run.messages, [])
        XCTAssertEqual(run.exitStatus, 0)
        XCTAssertEqual(try bytes("xcode-layout.plist"), try RepositoryPaths.fixtureBytes("Fmt/xcode-layout.plist"))
    }

    func testUnsortedFilesAreRewrittenToTheGoldenLayoutAndThenAreCanonical() throws {
        let files = [scratch.path("unsorted.plist"), scratch.path("unsorted.xml")]
        let run = try CanonicalRewriteRun(paths: files, check: false)
        XCTAssertEqual(run.changedFiles, files)
        XCTAssertEqual(run.messages, [])
        XCTAssertEqual(run.exitStatus, 0)
        try GoldenFile.assertMatches(bytes: try bytes("unsorted.plist"), "CLI/fmt-unsorted.plist.golden")
        try GoldenFile.assertMatches(bytes: try bytes("unsorted.xml"), "CLI/fmt-unsorted.xml.golden")
        let again = try CanonicalRewriteRun(paths: files, check: true)
        XCTAssertEqual(again.changedFiles, [])
        XCTAssertEqual(again.exitStatus, 0)
    }

    func testCheckListsWhatWouldChangeWritesNothingAndExitsOne() throws {
        let files = ["xcode-layout.plist", "unsorted.plist", "unsorted.xml"].map(scratch.path)
        let run = try CanonicalRewriteRun(paths: files, check: true)
        XCTAssertEqual(run.changedFiles, [files[1], files[2]])
        XCTAssertEqual(run.messages, [])
        XCTAssertEqual(run.exitStatus, 1)
        XCTAssertEqual(try bytes("unsorted.plist"), try RepositoryPaths.fixtureBytes("Fmt/unsorted.plist"))
        XCTAssertEqual(try bytes("unsorted.xml"), try RepositoryPaths.fixtureBytes("Fmt/unsorted.xml"))
    }

    func testRefusalsNameWhatWouldBeLostAndLeaveTheFilesAlone() throws {
        let names = ["comment.plist", "comment-inside.xml", "duplicate-key.plist", "malformed.plist"]
        let run = try CanonicalRewriteRun(paths: names.map(scratch.path), check: false)
        XCTAssertEqual(run.changedFiles, [])
        XCTAssertEqual(run.exitStatus, 1)
        XCTAssertEqual(
            run.messages.joined(separator: "\n"),
            """
            \(scratch.path("comment.plist")):4:2: error: a comment would be lost: the canonical layout has no place for it [lossy-rewrite]
            \(scratch.path("comment-inside.xml")):4:5: error: a comment inside <event-map> would be lost: pages and controls are sorted, and it could not keep its place [lossy-rewrite]
            \(scratch.path("duplicate-key.plist")):8:2: error: duplicate key 'HomeViewController' (first at 4:2); Apple's parser silently keeps only the last [duplicate-key]
            \(scratch.path("malformed.plist")):6:2: error: Found non-key inside <dict> at line 6
            \t<string>again</string>
            \t^
            """)
        for name in names {
            XCTAssertEqual(try bytes(name), try RepositoryPaths.fixtureBytes("Fmt/" + name), name)
        }
    }

    /// libxml2 keeps only 80 bytes of what it has read; a comment spanning lines after 4,000
    /// characters on its first line is still placed at its `<`.
    func testACommentSpanningLinesAfterALongLineIsPlacedAtItsStart() throws {
        let path = scratch.path("long-line.xml")
        let text =
            "<event-map version=\"1\">\n<page class=\"A\"></page>\n<page class=\"" + String(repeating: "B", count: 4000)
            + "\"/><!--\n-->\n</event-map>\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let run = try CanonicalRewriteRun(paths: [path], check: false)
        XCTAssertEqual(
            run.messages.first,
            "\(path):3:4017: error: a comment inside <event-map> would be lost: pages and controls are sorted, and it could not keep its place [lossy-rewrite]"
        )
    }

    func testOneRefusedFileDoesNotStopTheOthers() throws {
        let run = try CanonicalRewriteRun(paths: [scratch.path("comment.plist"), scratch.path("unsorted.plist")], check: false)
        XCTAssertEqual(run.changedFiles, [scratch.path("unsorted.plist")])
        XCTAssertEqual(
            run.messages,
            ["\(scratch.path("comment.plist")):4:2: error: a comment would be lost: the canonical layout has no place for it [lossy-rewrite]"])
        XCTAssertEqual(run.exitStatus, 1)
        try GoldenFile.assertMatches(bytes: try bytes("unsorted.plist"), "CLI/fmt-unsorted.plist.golden")
    }

    func testAFolderIsFormattedFileByFile() throws {
        let folder = try makeScratchFolder("fmt-folder")
        try folder.copyFixture("Fmt/unsorted.plist")
        try folder.copyFixture("Fmt/xcode-layout.plist")
        let run = try CanonicalRewriteRun(paths: [folder.directory], check: true)
        XCTAssertEqual(run.changedFiles, [folder.path("unsorted.plist")])
        XCTAssertEqual(run.exitStatus, 1)
    }

    func testAMissingFileIsAnInputError() throws {
        let missing = scratch.path("missing.plist")
        XCTAssertThrowsError(try CanonicalRewriteRun(paths: [missing], check: false)) { error in
            XCTAssertEqual("\(error)", "\(missing): error: no such file or directory")
        }
    }

    func testPermissionsAreKept() throws {
        let path = scratch.path("unsorted.plist")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        let run = try CanonicalRewriteRun(paths: [path], check: false)
        XCTAssertEqual(run.changedFiles, [path])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o600)
    }
}
