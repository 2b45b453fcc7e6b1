import Foundation
@testable import ScanTreeGenerator
import XCTest

/// The benchmark's input must be what it says: the requested number of files, and the same
/// bytes for the same seed, so that runs on different days measure the same work.
final class ScanTreeGeneratorTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-tree-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func files(in root: URL) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in walker where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            found[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))] = try Data(contentsOf: url)
        }
        return found
    }

    func testWritesTheRequestedCountsReproducibly() throws {
        let tree = ScanTree(swiftFileCount: 23, objectiveCFileCount: 7, seed: 42)
        let first = folder.appendingPathComponent("first")
        let second = folder.appendingPathComponent("second")
        let summary = try ScanTreeWriter(root: first).write(tree)
        XCTAssertEqual(try ScanTreeWriter(root: second).write(tree), summary)

        let written = try files(in: first)
        XCTAssertEqual(summary.fileCount, 30)
        XCTAssertEqual(written.count, 30)
        XCTAssertEqual(written.keys.filter { $0.hasSuffix(".swift") }.count, 23)
        XCTAssertEqual(written.keys.filter { $0.hasSuffix(".h") }.count, 3)
        XCTAssertEqual(written.keys.filter { $0.hasSuffix(".m") }.count, 4)
        XCTAssertEqual(summary.byteCount, written.values.reduce(0) { $0 + $1.count })
        XCTAssertEqual(try files(in: second), written, "the same seed must give the same bytes")
    }

    func testAnotherSeedGivesAnotherTreeAndFilesHaveRealisticSize() {
        var sizes: [Int] = []
        var texts: [String] = []
        ScanTree(swiftFileCount: 10, objectiveCFileCount: 4, seed: 1).forEachFile {
            texts.append($0.text)
            sizes.append($0.text.utf8.count)
        }
        var other: [String] = []
        ScanTree(swiftFileCount: 10, objectiveCFileCount: 4, seed: 2).forEachFile { other.append($0.text) }
        XCTAssertNotEqual(texts, other)
        XCTAssertTrue(sizes.allSatisfy { $0 > 300 }, "\(sizes)")
        XCTAssertTrue(texts.contains { $0.contains("@IBAction func") })
        XCTAssertTrue(texts.contains { $0.contains("extension Page") })
    }

    /// `--tracking-calls`: one call at the top of every method, every other line as it was.
    func testTrackingCallsAreAddedAndNothingElseChanges() {
        ScanTree(swiftFileCount: 6, objectiveCFileCount: 3, seed: 3).forEachFile { file in
            let tracked = file.withTrackingCalls()
            let added = tracked.text.split(separator: "\n", omittingEmptySubsequences: false).filter {
                $0.contains("Analytics.track(\"EVENT_") || $0.contains("[WUserStatistics sendEventToServer:@\"EVENT_")
            }
            let methods = file.text.split(separator: "\n").filter {
                file.path.hasSuffix(".swift")
                    ? $0.hasPrefix("    ") && $0.contains("func ") && $0.hasSuffix(") {") : $0.hasPrefix("- (") && $0.hasSuffix(" {")
            }
            XCTAssertEqual(added.count, file.path.hasSuffix(".h") ? 0 : methods.count, file.path)
            let rest = tracked.text.split(separator: "\n", omittingEmptySubsequences: false).filter { !added.contains($0) }
            XCTAssertEqual(rest.joined(separator: "\n"), file.text, file.path)
        }
    }

    func testRefusesAFolderThatIsNotEmpty() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("Real.swift"))
        XCTAssertThrowsError(try ScanTreeWriter(root: folder).write(ScanTree(swiftFileCount: 1, objectiveCFileCount: 0, seed: 1)))
    }
}
