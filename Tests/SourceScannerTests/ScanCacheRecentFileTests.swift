import EventMapCore
import EventMapper
import Foundation
@testable import SourceScanner
import TestSupport
import XCTest

/// The recent file: a scan that read a few files anew writes their entries beside the cache,
/// which stays as it was; a later scan reads both and finds what an uncached scan finds. Many
/// changed files or a removed one write the whole cache again, and a recent file that is
/// damaged or amends another cache file is ignored.
final class ScanCacheRecentFileTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var app: String!
    private var cache: String!
    private let recorder = ScanRecorder()

    override func setUpWithError() throws {
        scratch = try ScratchFolder("scan-cache-recent")
        app = try scratch.fixtureTree("App", of: ["ScanFixtureApp", "Adopt", "ScannerRules"])
        cache = scratch.path("cache")
    }

    override func tearDown() {
        scratch.remove()
    }

    private func scan(cached: Bool = true) throws -> ScannedRegistry {
        try SourceTreeScan(scanners: recorder.standardScanners(), cacheFolder: cached ? cache : nil).scanRegistry([app])
    }

    private var cacheFile: String { ScanCache(folder: cache, paths: [app]).file }
    private var recentFile: String { ScanCache(folder: cache, paths: [app]).recentFile }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    private func append(_ text: String, to relative: String) throws {
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: app + "/" + relative))
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    /// The Swift and Objective-C files of the tree, relative to it.
    private var codeFiles: [String] {
        get throws {
            try FileTreeListing.sourceFiles.files([app]).filter { !$0.hasSuffix("storyboard") && !$0.hasSuffix("xib") }.sorted()
                .map { String($0.dropFirst(app.count + 1)) }
        }
    }

    func testAFewChangedFilesAreWrittenBesideTheCacheWhichStaysAsItWas() throws {
        _ = try scan()
        _ = recorder.take()
        let whole = try bytes(cacheFile)
        XCTAssertFalse(FileManager.default.fileExists(atPath: recentFile))

        try append("\n// a comment\n", to: "Adopt/App/Cart/CartViewController.swift")
        try append(
            "\nextension ProfileViewController {\n    @objc func onRecent_UA(_ sender: Any) {}\n}\n",
            to: "ScanFixtureApp/Profile/ProfileViewController.swift")
        let warm = try scan()
        XCTAssertEqual(
            recorder.take(), [app + "/Adopt/App/Cart/CartViewController.swift", app + "/ScanFixtureApp/Profile/ProfileViewController.swift"])
        XCTAssertEqual(try bytes(cacheFile), whole, "the cache file is not written again")
        XCTAssertTrue(FileManager.default.fileExists(atPath: recentFile))
        XCTAssertTrue(warm.classes.contains { $0.actions.contains { $0.selector.text == "onRecent_UA:" } })

        XCTAssertEqual(try scan(), warm)
        XCTAssertEqual(recorder.take(), [], "both files, and the merged result, come from the recent file")
        XCTAssertEqual(try scan(cached: false), warm)
    }

    func testManyChangedFilesOrARemovedOneWriteTheWholeCacheAndDropTheRecentFile() throws {
        _ = try scan()
        let files = try codeFiles
        let limit = ScanCache.recentLimit(entryCount: try FileTreeListing.sourceFiles.files([app]).count)
        XCTAssertGreaterThan(files.count, limit, "the fixtures have too few files to pass the limit")
        try append("\n// one\n", to: files[0])
        _ = try scan()
        XCTAssertTrue(FileManager.default.fileExists(atPath: recentFile))

        let beforeMany = try bytes(cacheFile)
        for file in files.prefix(limit + 1) { try append("\n// many\n", to: file) }
        _ = recorder.take()
        let many = try scan()
        XCTAssertEqual(recorder.take().count, limit + 1)
        XCTAssertNotEqual(try bytes(cacheFile), beforeMany)
        XCTAssertFalse(FileManager.default.fileExists(atPath: recentFile))
        XCTAssertEqual(many, try scan(cached: false))

        try append("\n// one more\n", to: files[1])
        _ = try scan()
        XCTAssertTrue(FileManager.default.fileExists(atPath: recentFile))
        let beforeRemoval = try bytes(cacheFile)
        try FileManager.default.removeItem(atPath: app + "/" + files[2])
        _ = recorder.take()
        let removed = try scan()
        XCTAssertEqual(recorder.take(), [])
        XCTAssertNotEqual(try bytes(cacheFile), beforeRemoval)
        XCTAssertFalse(FileManager.default.fileExists(atPath: recentFile))
        XCTAssertNil(ScanCache(folder: cache, paths: [app]).entries[app + "/" + files[2]])
        XCTAssertEqual(removed, try scan(cached: false))
    }

    /// The merged result is written only when what the merge read changed; a damaged one is
    /// merged again from the files' entries, no file read anew.
    func testTheMergedResultIsWrittenWhenItChangesAndADamagedOneIsMergedAgain() throws {
        _ = try scan()
        let mergedFile = ScanCache(folder: cache, paths: [app]).mergedFile
        let merged = try bytes(mergedFile)
        try append("\n// a comment\n", to: "Adopt/App/Cart/CartViewController.swift")
        _ = recorder.take()
        let comment = try scan()
        XCTAssertEqual(recorder.take(), [app + "/Adopt/App/Cart/CartViewController.swift"])
        XCTAssertEqual(try bytes(mergedFile), merged, "the same declarations: not written again")

        var damaged = merged
        damaged[merged.count / 2] ^= 0x20
        try damaged.write(to: URL(fileURLWithPath: mergedFile))
        XCTAssertNil(ScanCache(folder: cache, paths: [app]).merged)
        XCTAssertEqual(try scan(), comment)
        XCTAssertEqual(recorder.take(), [], "merged again from the entries")
        XCTAssertEqual(try bytes(mergedFile), merged)
    }

    func testADamagedRecentFileIsIgnored() throws {
        _ = try scan()
        let changed = "Adopt/App/Cart/CartViewController.swift"
        try append("\n// a comment\n", to: changed)
        let expected = try scan()
        let good = try bytes(recentFile)
        var flipped = good
        flipped[good.count / 2] ^= 0x20
        for (damage, contents) in [("a byte changed", flipped), ("cut short", good.prefix(good.count / 2)), ("empty", Data())] {
            try contents.write(to: URL(fileURLWithPath: recentFile))
            _ = recorder.take()
            XCTAssertEqual(try scan(), expected, damage)
            XCTAssertEqual(recorder.take(), [app + "/" + changed], "\(damage): the file is read again, as the cache file holds it")
            XCTAssertEqual(try bytes(recentFile), good, "\(damage): written again")
        }
    }

    /// A recent file amends the cache file whose digest it names: once that cache file has been
    /// replaced (by another scan, at once or later), the entries it holds are not taken.
    func testARecentFileOfAnotherCacheFileIsIgnored() throws {
        _ = try scan()
        let changed = "Adopt/App/Cart/CartViewController.swift"
        let path = app + "/" + changed
        let original = try bytes(path)
        try append("\nextension CartViewController {\n    @objc func onStale_UA(_ sender: Any) {}\n}\n", to: changed)
        _ = try scan()
        let stale = try bytes(recentFile)
        let staleDigest = try XCTUnwrap(ScanCache(folder: cache, paths: [app]).entries[path]).digest

        try original.write(to: URL(fileURLWithPath: path))
        for file in try codeFiles.filter({ $0 != changed }).prefix(40) { try append("\n// many\n", to: file) }
        let expected = try scan()
        XCTAssertFalse(FileManager.default.fileExists(atPath: recentFile), "the whole cache was written")
        try stale.write(to: URL(fileURLWithPath: recentFile))

        let entry = try XCTUnwrap(ScanCache(folder: cache, paths: [app]).entries[path])
        XCTAssertNotEqual(entry.digest, staleDigest)
        _ = recorder.take()
        XCTAssertEqual(try scan(), expected)
        XCTAssertEqual(recorder.take(), [])
        XCTAssertFalse(expected.classes.contains { $0.actions.contains { $0.selector.text == "onStale_UA:" } })
    }
}
