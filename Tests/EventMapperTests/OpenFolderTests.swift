import Foundation
import InputFiles
import TestSupport
import XCTest

/// A folder's entries are read name by name to their terminating zero: every length a name can
/// have, and bytes that are not UTF-8, come back as they are on disk.
final class OpenFolderTests: XCTestCase {
    func testEveryNameLengthComesBackWholeWithItsKind() throws {
        let scratch = try ScratchFolder("open-folder")
        defer { scratch.remove() }
        var expected: [String: UInt8] = [:]
        for length in 1...255 {
            let name = String(String(repeating: "abcdefghij", count: 26).prefix(length))
            XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path(name), contents: Data()))
            expected[name] = UInt8(DT_REG)
        }
        try FileManager.default.removeItem(atPath: scratch.path("abcdefghij"))
        try FileManager.default.createDirectory(atPath: scratch.path("abcdefghij"), withIntermediateDirectories: false)
        expected["abcdefghij"] = UInt8(DT_DIR)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: "abcdefghij")
        expected["link"] = UInt8(DT_LNK)

        let folder = try XCTUnwrap(OpenFolder(scratch.directory))
        let entries = folder.entries()
        XCTAssertEqual(entries.count, expected.count)
        XCTAssertEqual(Dictionary(entries.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first }), expected)
        XCTAssertEqual(entries.filter(\.isFolder).map(\.name), ["abcdefghij"])
        XCTAssertEqual(entries.filter(\.isRegularFile).count, 254)
        XCTAssertEqual(folder.entries().count, 0, "the entries are read once")
    }

    func testANameThatIsNotUTF8ReadsWithReplacementCharacters() throws {
        let scratch = try ScratchFolder("open-folder")
        defer { scratch.remove() }
        let descriptor = open(scratch.path("caf") + "\u{FFFD}", O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        var bytes = Array(scratch.directory.utf8) + Array("/bad-\u{1}".utf8) + [0xFF, 0xFE, 0]
        let badDescriptor = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(badDescriptor, 0)
        close(badDescriptor)

        let names = try XCTUnwrap(OpenFolder(scratch.directory)).entries().map(\.name).sorted()
        XCTAssertEqual(names, ["bad-\u{1}\u{FFFD}\u{FFFD}", "caf\u{FFFD}"])
    }

    func testWhatCannotBeListedIsNil() throws {
        let scratch = try ScratchFolder("open-folder")
        defer { scratch.remove() }
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path("file"), contents: Data()))
        XCTAssertNil(OpenFolder(scratch.path("file")))
        XCTAssertNil(OpenFolder(scratch.path("missing")))
    }
}
