import Foundation
import InputFiles
import TestSupport
import XCTest

/// A folder's entries are read name by name to their terminating zero: every length a name can
/// have comes back whole, and bytes that are not UTF-8 as U+FFFD.
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

    /// A record whose name ends at the last byte before memory that cannot be read, as the last
    /// record of `readdir`'s buffer can: its name is read, and nothing past its end.
    func testARecordThatEndsWhereReadableMemoryEndsIsReadToItsNameOnly() throws {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let mapping = try XCTUnwrap(mmap(nil, 2 * pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        XCTAssertNotEqual(mapping, MAP_FAILED)
        defer { munmap(mapping, 2 * pageSize) }
        XCTAssertEqual(mprotect(mapping + pageSize, pageSize, PROT_NONE), 0)
        let name = Array("scan-c27244d9dc6.cache".utf8)
        let record = mapping + pageSize - (OpenFolder.nameOffset + name.count + 1)
        let header = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
        record.initializeMemory(as: UInt8.self, repeating: 0, count: OpenFolder.nameOffset + name.count + 1)
        record.storeBytes(of: UInt8(DT_REG), toByteOffset: header, as: UInt8.self)
        (record + OpenFolder.nameOffset).copyMemory(from: name, byteCount: name.count)

        let entry = try XCTUnwrap(OpenFolder.entry(at: UnsafeRawPointer(record)))
        XCTAssertEqual(entry.name, "scan-c27244d9dc6.cache")
        XCTAssertTrue(entry.isRegularFile)
    }

    func testWhatCannotBeListedIsNil() throws {
        let scratch = try ScratchFolder("open-folder")
        defer { scratch.remove() }
        XCTAssertTrue(FileManager.default.createFile(atPath: scratch.path("file"), contents: Data()))
        XCTAssertNil(OpenFolder(scratch.path("file")))
        XCTAssertNil(OpenFolder(scratch.path("missing")))
    }
}
