import Foundation
import InputFiles
import TestSupport
import XCTest

/// A cache file is replaced whole, and a replacement that cannot be made leaves the old file
/// and nothing beside it.
final class CacheFileTests: XCTestCase {
    func testAFileIsReplacedWholeAndNothingIsLeftBesideIt() throws {
        let scratch = try ScratchFolder("cache-file")
        defer { scratch.remove() }
        let path = scratch.path("report.cache")
        XCTAssertTrue(CacheFile.replace(path, with: Array("first".utf8)))
        let second = [UInt8](repeating: 7, count: 300_000)
        XCTAssertTrue(CacheFile.replace(path, with: second))
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), second)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("")), ["report.cache"])
    }

    /// A new file a killed writer left is taken away by a later writer once it is old; one just
    /// made, perhaps by a writer at work, is left alone, and so is any other file.
    func testANewFileAKilledWriterLeftIsTakenAwayOnceOld() throws {
        let scratch = try ScratchFolder("cache-file")
        defer { scratch.remove() }
        let (stale, fresh, other) = (".report.cache.k1lled.tmp", ".report.cache.w0rking.tmp", ".other.cache.k1lled.tmp")
        for name in [stale, fresh, other] { try Data("partial".utf8).write(to: URL(fileURLWithPath: scratch.path(name))) }
        let hourAgo = Date(timeIntervalSinceNow: -3600)
        for name in [stale, other] { try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: scratch.path(name)) }
        XCTAssertTrue(CacheFile.replace(scratch.path("report.cache"), with: Array("whole".utf8)))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("")).sorted(), [fresh, other, "report.cache"].sorted())
    }

    func testAFolderInPlaceOfTheFileIsLeftAsItWas() throws {
        let scratch = try ScratchFolder("cache-file")
        defer { scratch.remove() }
        // A folder in place of the file: the rename fails, and the new file is taken away.
        try FileManager.default.createDirectory(atPath: scratch.path("report.cache"), withIntermediateDirectories: false)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: scratch.path("report.cache/inside")))
        XCTAssertFalse(CacheFile.replace(scratch.path("report.cache"), with: Array("x".utf8)))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("")), ["report.cache"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path("report.cache")), ["inside"])
    }

    /// The cache folder and the folders above it are made on the first write, each private to
    /// the user whatever the umask; a folder that cannot be made leaves nothing made.
    func testMissingFoldersAreMadePrivateAndAFolderThatCannotBeMadeIsNoWrite() throws {
        let scratch = try ScratchFolder("cache-file")
        defer { scratch.remove() }
        let umask = Glibc.umask(0o277)
        defer { Glibc.umask(umask) }
        XCTAssertTrue(CacheFile.replace(scratch.path("home/.cache/mapper/scan.cache"), with: Array("kept".utf8)))
        XCTAssertEqual(try String(contentsOfFile: scratch.path("home/.cache/mapper/scan.cache"), encoding: .utf8), "kept")
        for folder in ["home", "home/.cache", "home/.cache/mapper"] {
            XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: scratch.path(folder))[.posixPermissions] as? Int, 0o700, folder)
        }
        // A link that leads nowhere, where a folder is to be made: the open fails as if the
        // folder were missing, the folder below the link cannot be made.
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: "nowhere")
        XCTAssertFalse(CacheFile.replace(scratch.path("link/mapper/scan.cache"), with: Array("kept".utf8)))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted(), ["home", "link"])
    }

    /// Damage by accident changes the checksum: every bit flipped, a byte cut off or added.
    func testEveryBitFlippedAndEveryLengthChangeChangesTheChecksum() {
        var generator = SeededGenerator(seed: 11)
        let bytes = (0..<203).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let sum = CacheFile.checksum(bytes[...])
        for bit in 0..<(bytes.count * 8) {
            var damaged = bytes
            damaged[bit / 8] ^= UInt8(1 << (bit % 8))
            XCTAssertNotEqual(CacheFile.checksum(damaged[...]), sum, "bit \(bit)")
        }
        XCTAssertNotEqual(CacheFile.checksum(bytes.dropLast()), sum)
        XCTAssertNotEqual(CacheFile.checksum((bytes + [0])[...]), sum)
        XCTAssertNotEqual(CacheFile.checksum([UInt8](repeating: 0, count: 64)[...]), CacheFile.checksum([UInt8](repeating: 0, count: 65)[...]))
        XCTAssertEqual(CacheFile.checksum(bytes[...]), sum, "the same bytes, the same sum")
    }
}
