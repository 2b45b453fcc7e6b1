import EventMapCore
import EventMapper
import Foundation
import TestSupport
import XCTest

/// A config with git's conflict markers left in it (`Tests/Fixtures/Conflicts`) is reported as
/// an unfinished merge at its `<<<<<<<` line, naming the branch on its `>>>>>>>` line, in both
/// formats, read from a file or from bytes: not as libxml2's "invalid element name".
final class MergeConflictLoadingTests: XCTestCase {
    private let plist = "Tests/Fixtures/Conflicts/conflicted.plist"
    private let xml = "Tests/Fixtures/Conflicts/conflicted.xml"
    private let advice = "keep what each side should keep, then delete the <<<<<<<, ======= and >>>>>>> lines [merge-conflict]"

    func testAConflictedPlistIsReportedAtItsMarker() throws {
        let expected = "\(plist):27:1: error: unresolved merge conflict at line 27 (from branch feature/share-v2); \(advice)"
        let load = try PlistConfigLoader().load(path: RepositoryPaths.path(plist))
        XCTAssertNil(load.file)
        XCTAssertEqual(load.findings.map(\.description), [expected.replacingOccurrences(of: plist, with: RepositoryPaths.path(plist))])
        XCTAssertEqual(
            PlistConfigLoader().load(try RepositoryPaths.fixtureBytes("Conflicts/conflicted.plist"), file: plist).findings.map(\.description),
            [expected])
    }

    func testAConflictedDialectFileIsReportedAtItsMarker() throws {
        let expected = "\(xml):9:1: error: unresolved merge conflict at line 9 (from branch settings-logout); \(advice)"
        let load = try EventMapDialectConfigLoader().load(try RepositoryPaths.fixtureBytes("Conflicts/conflicted.xml"), file: xml)
        XCTAssertNil(load.file)
        XCTAssertEqual(load.findings.map(\.description), [expected])
    }

    /// Far into a large file (libxml2 reads it in pieces), and with its end deleted, a conflict
    /// is still one.
    func testAConflictFarIntoAFileWithItsEndDeleted() throws {
        let scratch = try makeScratchFolder("conflicts")
        let pages = (0..<2_000).map { "\t<key>Page\($0)ViewController</key>\n\t<dict/>\n" }.joined()
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + pages + "<<<<<<< HEAD\n\t<key>A</key>\n=======\n"
        let path = scratch.path("big.plist")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try PlistConfigLoader().load(path: path).findings.map(\.description),
            ["\(path):4004:1: error: unresolved merge conflict at line 4004 (its >>>>>>> line is missing); \(advice)"])
    }

    func testEveryConfigOfASetIsLoadedThroughTheSameCheck() throws {
        let set = try ConfigSet.load([RepositoryPaths.path(plist), RepositoryPaths.path(xml)])
        XCTAssertEqual(set.findings.filter { $0.rule == .mergeConflict }.map(\.location.line), [27, 9])
    }
}
