import Dispatch
import EventMapCore
import EventMapper
import Foundation
@testable import SourceScanner
import Synchronization
import TestSupport
import XCTest

/// The scan cache: a scan with it finds exactly what a scan without it finds, reads only the
/// files whose bytes changed, and survives a damaged cache, another build's cache, a folder it
/// cannot write and two scans at once.
final class ScanCacheTests: XCTestCase {
    /// Fixtures with every kind of thing a file's scan holds: both languages, storyboards,
    /// categories, protocols, candidates, runtime names, files that do not parse.
    private static let fixtures = ["ScanFixtureApp", "Adopt", "ClassNames", "ScannerModules", "ScannerRules", "InterfaceBuilder"]

    private var scratch: ScratchFolder!
    private var app: String!
    private var cache: String!
    private let recorder = ScanRecorder()

    override func setUpWithError() throws {
        scratch = try ScratchFolder("scan-cache")
        app = try scratch.fixtureTree("App", of: Self.fixtures)
        cache = scratch.path("cache")
    }

    override func tearDown() {
        scratch.remove()
    }

    private func scan(cached: Bool = true, folder: String? = nil, clock: (@Sendable () -> Int)? = nil) throws -> ScannedRegistry {
        try Self.scan(app: app, cacheFolder: cached ? folder ?? cache : nil, recorder: recorder, clock: clock)
    }

    private static func scan(app: String, cacheFolder: String?, recorder: ScanRecorder, clock: (@Sendable () -> Int)? = nil) throws -> ScannedRegistry
    {
        let scanners = recorder.standardScanners()
        let modules = [SourceModule(name: "Fixture", folder: app + "/ScannerModules")]
        var scan = SourceTreeScan(scanners: scanners, modules: modules, cacheFolder: cacheFolder)
        if let clock { scan.clock = clock }
        return try scan.scanRegistry([app])
    }

    /// A clock two minutes on, by which every file of the scratch folder has settled.
    private static let twoMinutesOn: @Sendable () -> Int = { FileStatus.now + 120_000_000_000 }

    private var allFiles: [String] {
        get throws { try FileTreeListing.sourceFiles.files([app]).sorted() }
    }

    func testAWarmScanReadsNoFileAndFindsWhatAScanWithoutTheCacheFinds() throws {
        let uncached = try scan(cached: false)
        XCTAssertEqual(recorder.take(), try allFiles)
        XCTAssertGreaterThan(uncached.classes.count, 50)
        XCTAssertFalse(uncached.findings.isEmpty)

        XCTAssertEqual(try scan(), uncached)
        XCTAssertEqual(recorder.take(), try allFiles)
        XCTAssertEqual(try scan(), uncached)
        XCTAssertEqual(recorder.take(), [])
    }

    func testEveryFilesScanComesBackFromTheArchiveEqual() throws {
        let standard = SourceTreeScan.standard()
        for path in try allFiles {
            let scan = standard.scanFile(path).scan
            var writer = ScanArchiveWriter()
            writer.fileScan(scan)
            var reader = ScanArchiveReader(writer.bytes)
            XCTAssertEqual(try reader.fileScan(), scan, path)
            XCTAssertTrue(reader.isAtEnd, path)
        }
    }

    func testAFileWhoseBytesChangedIsReadAgainEvenWithItsOldSizeAndDate() throws {
        _ = try scan()
        _ = recorder.take()
        let file = app + "/Adopt/App/Cart/CartViewController.swift"
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        var text = try String(contentsOfFile: file, encoding: .utf8)
        let renamed = try XCTUnwrap(text.range(of: "class CartViewController"))
        text.replaceSubrange(renamed, with: "class CartViewControlleR")
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: file)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int, attributes[.size] as? Int)

        let warm = try scan()
        XCTAssertEqual(recorder.take(), [file])
        XCTAssertTrue(warm.classes.contains { $0.name.text.hasSuffix("CartViewControlleR") })
        XCTAssertEqual(warm, try scan(cached: false))
    }

    /// Files written more than two seconds before a scan have their status recorded, and a
    /// later scan takes each of them on its status; a rewrite that keeps the size and the
    /// modification date still changes the change time, and the file is read again.
    func testASettledFileIsTakenOnItsStatusUntilAnyWrite() throws {
        _ = try scan(clock: Self.twoMinutesOn)
        XCTAssertEqual(recorder.take(), try allFiles)
        let entries = ScanCache(folder: cache, paths: [app]).entries
        XCTAssertEqual(entries.count, try allFiles.count)
        XCTAssertTrue(entries.values.allSatisfy { $0.status != nil })

        let file = app + "/Adopt/App/Cart/CartViewController.swift"
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text.replaceSubrange(try XCTUnwrap(text.range(of: "class CartViewController")), with: "class CartViewControlleR")
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate] as Any], ofItemAtPath: file)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int, attributes[.size] as? Int)

        let warm = try scan(clock: Self.twoMinutesOn)
        XCTAssertEqual(recorder.take(), [file])
        XCTAssertTrue(warm.classes.contains { $0.name.text.hasSuffix("CartViewControlleR") })
        XCTAssertEqual(warm, try scan(cached: false))
    }

    /// A file changed just before the scan (in the same clock tick, for all the scan can tell)
    /// is read on every scan until it has settled, and its status is recorded then.
    func testAFileChangedJustBeforeTheScanIsReadUntilItSettles() throws {
        _ = try scan()
        XCTAssertTrue(ScanCache(folder: cache, paths: [app]).entries.values.allSatisfy { $0.status == nil })
        _ = recorder.take()
        _ = try scan(clock: Self.twoMinutesOn)
        XCTAssertEqual(recorder.take(), [], "read and found as cached, not scanned")
        XCTAssertTrue(ScanCache(folder: cache, paths: [app]).entries.values.allSatisfy { $0.status != nil })
    }

    func testARemovedFileDropsOutAndAnAddedOneIsRead() throws {
        _ = try scan()
        _ = recorder.take()
        try FileManager.default.removeItem(atPath: app + "/Adopt/App/Cart/CartViewController+Gift.swift")
        let added = app + "/Added.swift"
        try "import UIKit\nclass AddedViewController: UIViewController {\n    @IBAction func onAdd_UA(_ sender: Any) {}\n}\n".write(
            toFile: added, atomically: false, encoding: .utf8)

        let warm = try scan()
        XCTAssertEqual(recorder.take(), [added])
        XCTAssertEqual(warm, try scan(cached: false))
        _ = recorder.take()
        _ = try scan()
        XCTAssertEqual(recorder.take(), [], "the cache written after the change holds every file")
    }

    func testADamagedCacheIsIgnoredAndReplaced() throws {
        let expected = try scan()
        let cacheFile = ScanCache(folder: cache, paths: [app]).file
        let good = try Data(contentsOf: URL(fileURLWithPath: cacheFile))
        var flipped = good
        flipped[good.count / 2] ^= 0x20
        let damages: [(String, Data)] = [
            ("a byte changed", flipped), ("cut short", good.prefix(good.count / 3)), ("empty", Data()),
            ("not a cache", Data("mapper-scan-cache\0".utf8) + Data(repeating: 0xFF, count: 64)),
        ]
        for (damage, bytes) in damages {
            try bytes.write(to: URL(fileURLWithPath: cacheFile))
            _ = recorder.take()
            XCTAssertEqual(try scan(), expected, damage)
            XCTAssertEqual(recorder.take(), try allFiles, damage)
            XCTAssertEqual(try scan(), expected, damage)
            XCTAssertEqual(recorder.take(), [], "\(damage): replaced by a whole cache")
        }
    }

    func testAnotherBuildsCacheIsNotRead() throws {
        _ = try scan()
        XCTAssertFalse(ScanCache(folder: cache, paths: [app]).entries.isEmpty)
        XCTAssertTrue(ScanCache(folder: cache, paths: [app], build: "0.1.0 1234 5678").entries.isEmpty)
    }

    func testAFolderThatCannotBeMadeLeavesTheScanUncached() throws {
        let file = scratch.path("not-a-folder")
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        let expected = try scan(cached: false)
        _ = recorder.take()
        for _ in 0..<2 {
            XCTAssertEqual(try scan(folder: file + "/cache"), expected)
            XCTAssertEqual(recorder.take(), try allFiles)
        }
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "x")
    }

    func testScansAtOnceLeaveAWholeCache() throws {
        let expected = try scan(cached: false)
        let results = Mutex<[ScannedRegistry]>([])
        let (app, cache, recorder) = (app!, cache!, recorder)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let registry = try? Self.scan(app: app, cacheFolder: cache, recorder: recorder)
            results.withLock { $0.append(registry ?? ScannedRegistry()) }
        }
        XCTAssertEqual(results.withLock { $0 }, Array(repeating: expected, count: 4))
        _ = recorder.take()
        XCTAssertEqual(try scan(), expected)
        XCTAssertEqual(recorder.take(), [])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache)
        XCTAssertEqual(leftovers.count, 2, "the files' scans and the merged result: \(leftovers)")
    }

    func testScansOfOtherPathsKeepCachesOfTheirOwn() throws {
        XCTAssertNotEqual(ScanCache(folder: cache, paths: [app]).file, ScanCache(folder: cache, paths: [app + "/Adopt"]).file)
        XCTAssertEqual(ScanCache(folder: cache, paths: [app]).file, ScanCache(folder: cache, paths: [app]).file)
    }
}

/// The merged result the cache keeps: taken when every file's scan is the same again, never when
/// a declaration or the modules changed; and the scanner's document is the uncached scan's.
final class ScanCacheMergedResultTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var app: String!
    private var cache: String!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("scan-cache-merged")
        app = try scratch.copyFixture("Adopt", as: "App")
        cache = scratch.path("cache")
    }

    override func tearDown() {
        scratch.remove()
    }

    private func scan(modules: [SourceModule] = [], cached: Bool = true) throws -> ScannedRegistry {
        try SourceTreeScan.standard(modules: modules, cacheFolder: cached ? cache : nil).scanRegistry([app])
    }

    private var merged: ScanCache.Merged? { ScanCache(folder: cache, paths: [app]).merged }

    private func edit(_ relative: String, _ change: (String) -> String) throws {
        let path = app + "/" + relative
        try change(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: false, encoding: .utf8)
    }

    func testAnEditInsideAMethodBodyKeepsTheMergedResult() throws {
        _ = try scan()
        let before = try XCTUnwrap(merged)
        try edit("App/Cart/CartViewController.swift") { $0 + "\n// a comment at the end moves no declaration\n" }
        let warm = try scan()
        XCTAssertEqual(warm, try scan(cached: false))
        XCTAssertEqual(merged, before)
        XCTAssertEqual(warm.byteCount, try scan(cached: false).byteCount, "the counts are the files' as they are now")
    }

    func testAChangedDeclarationOrModuleMergesAgain() throws {
        _ = try scan()
        let before = try XCTUnwrap(merged)
        try edit("App/Cart/CartViewController.swift") { $0.replacingOccurrences(of: "class CartViewController", with: "class BasketViewController") }
        let renamed = try scan()
        XCTAssertEqual(renamed, try scan(cached: false))
        XCTAssertTrue(renamed.classes.contains { $0.name.text == "BasketViewController" })
        XCTAssertNotEqual(merged, before)

        let afterRename = try XCTUnwrap(merged)
        let modules = [SourceModule(name: "Shop", folder: app)]
        let qualified = try scan(modules: modules)
        XCTAssertEqual(qualified, try scan(modules: modules, cached: false))
        XCTAssertTrue(qualified.classes.contains { $0.name.text == "Shop.BasketViewController" })
        XCTAssertNotEqual(merged, afterRename)
    }

    func testTheDocumentIsTheUncachedScansDocumentAndTheCacheIsWrittenAfterIt() throws {
        let expected = try scan(cached: false)
        let scanner = SourceTreeScan.standard(cacheFolder: cache)
        let cold = try scanner.scanDocument([app])
        let coldScan = try Self.scan(in: cold.document)
        XCTAssertEqual(coldScan, expected, "cold")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache), "the cache was written before the document was delivered")
        cold.finish()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache).count, 2, "the files' scans and the merged result")
        let warm = try Self.scan(in: try scanner.scanDocument([app]).document)
        XCTAssertEqual(warm, expected, "warm")
        XCTAssertEqual(warm.identity, coldScan.identity)
        XCTAssertEqual(warm.identity?.count, 32)

        try edit("App/Cart/CartViewController.swift") { $0 + "\n" }
        let comment = try Self.scan(in: try scanner.scanDocument([app]).document)
        XCTAssertEqual(comment, try scan(cached: false), "one file changed")
        XCTAssertEqual(comment.identity, coldScan.identity, "the same declarations")
        try edit("App/Cart/CartViewController.swift") { $0.replacingOccurrences(of: "class CartViewController", with: "class BasketViewController") }
        let renamed = try Self.scan(in: try scanner.scanDocument([app]).document)
        XCTAssertEqual(renamed, try scan(cached: false), "a class renamed")
        XCTAssertNotEqual(renamed.identity, coldScan.identity)
        XCTAssertNil(try Self.scan(in: SourceTreeScan.standard().scanDocument([app]).document).identity, "without the cache")
    }

    private static func scan(in document: Data) throws -> ScannedRegistry {
        guard case .scan(let scan) = try SourceScanDocument(decoding: document) else { throw CocoaError(.fileReadCorruptFile) }
        return scan
    }
}
