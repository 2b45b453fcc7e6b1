import EventMapCore
import EventMapXML
import EventMapper
import Foundation
@testable import SourceScanner
import XCTest

/// The orchestration: file listing, reading, merging fragments; with a scanner that reads one
/// declaration per line (`class Name: Super action1: action2:`), so that these tests do not
/// depend on any language's scanner.
final class SourceTreeScanTests: XCTestCase {
    /// A scanner for a toy format: `class|ext Name[:Super] selector…` per line.
    private struct LineScanner: SourceFileScanning {
        func scan(_ bytes: [UInt8], path: String) -> SourceFileScan {
            var scan = SourceFileScan()
            for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ")
                guard words.count >= 2 else { continue }
                let names = words[1].split(separator: ":")
                let location = SourceLocation(file: path, line: number + 1, column: 1)
                scan.classes.append(
                    ClassFragment(
                        name: ClassName(String(names[0])), superclass: names.count > 1 ? ClassName(String(names[1])) : nil,
                        actions: words.dropFirst(2).map { DeclaredAction(ActionSelector(String($0)), at: location) },
                        location: location, role: words[0] == "class" ? .primary : .addition
                    ))
            }
            return scan
        }
    }

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ name: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    private func scan(parallel: Bool) throws -> ScannedRegistry {
        try SourceTreeScan(scanners: [.swift: LineScanner()], parallel: parallel).scanRegistry([folder.path])
    }

    func testMergesAdditionsFromOtherFilesIntoTheirClassInPathOrder() throws {
        try write("ext Home onShare:\n", "A+Share.swift")
        try write("class Home:Base onFav:\nclass Base onBack:\n", "B.swift")
        try write("ext Home onFav: onMore:\n", "Sub/C.swift")
        try write("class Ignored onX:\n", ".hidden/D.swift")
        try write("not scanned", "notes.txt")
        for parallel in [false, true] {
            let registry = try scan(parallel: parallel)
            XCTAssertEqual(registry.fileCount, 3)
            XCTAssertEqual(registry.classes.map(\.name.text), ["Home", "Base"])
            let home = try XCTUnwrap(registry.classes.first)
            XCTAssertEqual(home.superclass, ClassName("Base"))
            XCTAssertEqual(home.location, SourceLocation(file: folder.path + "/B.swift", line: 1, column: 1))
            XCTAssertEqual(home.actions.map(\.selector.text), ["onShare:", "onFav:", "onMore:"])
            XCTAssertEqual(
                home.actions.map(\.location?.file), [folder.path + "/A+Share.swift", folder.path + "/B.swift", folder.path + "/Sub/C.swift"])
            XCTAssertEqual(registry.findings, [])
        }
    }

    func testTwoPrimaryDeclarationsWithDifferentSuperclassesAreAConflict() throws {
        try write("class Home:Base\n", "A.swift")
        try write("class Home:Other\n", "B.swift")
        let registry = try scan(parallel: true)
        XCTAssertEqual(
            registry.findings.map(\.description),
            [
                "\(folder.path)/B.swift:1:1: error: 'Home' is declared again with superclass Other instead of Base; first declared at \(folder.path)/A.swift:1:1; the first declaration is used [conflicting-declaration]"
            ])
        XCTAssertEqual(registry.classes.first?.superclass, ClassName("Base"))
    }

    func testAnUnreadableFileIsAFindingNotASkip() throws {
        // A link to nothing cannot be read, even by root (whom file modes do not stop).
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "Missing.swift")
        let registry = try scan(parallel: false)
        XCTAssertEqual(registry.fileCount, 1)
        XCTAssertEqual(
            registry.findings.map(\.description),
            [
                "\(folder.path)/Gone.swift:1:1: error: cannot read this file (it is a link to 'Missing.swift', which does not exist); its declarations are missing from the registry [unreadable-source]"
            ])
    }

    func testAMissingPathOrANonSourceFileCannotBeScanned() throws {
        try write("x", "notes.txt")
        XCTAssertThrowsError(try SourceTreeScan(scanners: [:]).scanRegistry([folder.path + "/Missing"])) { error in
            XCTAssertEqual((error as? ConfigInputError)?.description, "\(folder.path)/Missing: error: no such file or directory")
        }
        XCTAssertThrowsError(try SourceTreeScan(scanners: [:]).scanRegistry([folder.path + "/notes.txt"])) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                "\(folder.path)/notes.txt: error: not a Swift (.swift), Objective-C (.h, .m, .mm) or Interface Builder (.storyboard, .xib) file")
        }
    }

    func testProgressReachesTheTotal() throws {
        for name in ["A", "B", "C"] { try write("class \(name)\n", "\(name).swift") }
        let last = LockedBox()
        _ = try SourceTreeScan(scanners: [.swift: LineScanner()], progress: { done, total in last.set(done, total) }).scanRegistry([folder.path])
        XCTAssertEqual(last.value.done, 3)
        XCTAssertEqual(last.value.total, 3)
    }
}

/// The last progress report, written from scanning threads.
private final class LockedBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = (done: 0, total: 0)
    func set(_ done: Int, _ total: Int) { lock.withLock { stored = (done, total) } }
    var value: (done: Int, total: Int) { lock.withLock { stored } }
}
