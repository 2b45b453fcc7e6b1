import EventMapper
import EventMapperTools
import CFileAttributes
import Foundation
import XCTest

/// The shared writer's promises: all or nothing, the original kept byte for byte on every
/// failure with no temporary file left, permissions and links kept, failures reported.
final class AtomicFileWriterTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private let original = Array("<plist version=\"1.0\"><dict/></plist>\n".utf8)
    private let replacement = Array("<plist version=\"1.0\"><dict><key>A</key><dict/></dict></plist>\n".utf8)

    private func makeFile(_ name: String = "config.plist", mode: Int = 0o644, in folder: String? = nil) throws -> String {
        let path = (folder ?? directory) + "/" + name
        try Data(original).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    private func assertUntouched(_ path: String, in folder: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), original, "the original changed", file: file, line: line)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder ?? directory)
        XCTAssertEqual(names.filter { $0.contains(".tmp-") }, [], "a temporary file was left", file: file, line: line)
    }

    func testAPrivateFileStaysPrivate() throws {
        let path = try makeFile(mode: 0o600)
        try AtomicFileWriter().write(replacement, to: path)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o600)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), replacement)
    }

    func testAReadOnlyFolderLeavesTheOriginalAndNoTemporaryFile() throws {
        let mount: TemporaryMount
        switch TemporaryMount.mount(size: "1m") {
        case .success(let mounted): mount = mounted
        case .failure(let unavailable):
            guard getuid() != 0 else { throw XCTSkip("a read-only folder needs a read-only mount when running as root: \(unavailable.reason)") }
            let path = try makeFile()
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory) }
            XCTAssertThrowsError(try AtomicFileWriter().write(replacement, to: path))
            try assertUntouched(path)
            return
        }
        defer { mount.unmount() }
        let path = try makeFile(in: mount.directory)
        XCTAssertTrue(try mount.remountReadOnly())
        XCTAssertThrowsError(try AtomicFileWriter().write(replacement, to: path)) { error in
            XCTAssertEqual(
                (error as? AtomicFileWriter.Failure)?.message, "cannot create a temporary file in \(mount.directory): Read-only file system")
        }
        try assertUntouched(path, in: mount.directory)
    }

    func testAFullDiskLeavesTheOriginalAndNoTemporaryFile() throws {
        let mount: TemporaryMount
        switch TemporaryMount.mount(size: "64k") {
        case .success(let mounted): mount = mounted
        case .failure(let unavailable):
            throw XCTSkip("\(unavailable.reason); testSimulatedWriteFailure… covers the same path through the injected system calls")
        }
        defer { mount.unmount() }
        let path = mount.directory + "/config.plist"
        let large = [UInt8](repeating: UInt8(ascii: " "), count: 40_000)
        try Data(large).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try AtomicFileWriter().write(large + [0x0A], to: path)) { error in
            XCTAssertEqual((error as? AtomicFileWriter.Failure)?.message, "cannot write: No space left on device")
        }
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), large)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mount.directory), ["config.plist"])
    }

    func testSimulatedWriteFailureLeavesTheOriginalAndNoTemporaryFile() throws {
        let path = try makeFile()
        var calls = AtomicFileWriter.SystemCalls.live
        calls.write = { _, _, _ in
            errno = ENOSPC
            return -1
        }
        XCTAssertThrowsError(try AtomicFileWriter(system: calls).write(replacement, to: path)) { error in
            XCTAssertEqual(error as? AtomicFileWriter.Failure, AtomicFileWriter.Failure(path: path, message: "cannot write: No space left on device"))
        }
        try assertUntouched(path)
    }

    func testAFailedFolderFlushIsReported() throws {
        let path = try makeFile()
        var calls = AtomicFileWriter.SystemCalls.live
        calls.fsyncDirectory = { _ in
            errno = EIO
            return -1
        }
        XCTAssertThrowsError(try AtomicFileWriter(system: calls).write(replacement, to: path)) { error in
            let failure = error as? AtomicFileWriter.Failure
            XCTAssertEqual(failure?.fileWasReplaced, true)
            XCTAssertEqual(
                failure?.message,
                "written, but flushing \(self.resolved(self.directory)) failed: Input/output error; the change may not survive a crash")
        }
    }

    func testRejectedContentsNeverReplaceTheOriginal() throws {
        struct Rejected: Error, CustomStringConvertible {
            var description: String { "does not parse" }
        }
        let path = try makeFile()
        XCTAssertThrowsError(try AtomicFileWriter().write(replacement, to: path) { _ in throw Rejected() }) { error in
            XCTAssertEqual((error as? AtomicFileWriter.Failure)?.message, "the new contents were not written: does not parse")
        }
        try assertUntouched(path)
    }

    func testALinkIsWrittenThroughAndStaysALink() throws {
        let target = try makeFile("real.plist")
        let link = directory + "/link.plist"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.plist")
        try AtomicFileWriter().write(replacement, to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.plist")
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: target))), replacement)
    }

    func testADanglingLinkGetsItsTargetCreated() throws {
        let link = directory + "/link.plist"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "missing.plist")
        try AtomicFileWriter().write(replacement, to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "missing.plist")
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/missing.plist"))), replacement)
    }

    func testADanglingLinkIntoAMissingFolderIsAnError() throws {
        let link = directory + "/link.plist"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere/missing.plist")
        XCTAssertThrowsError(try AtomicFileWriter().write(replacement, to: link)) { error in
            XCTAssertEqual(
                (error as? AtomicFileWriter.Failure)?.message,
                "the link points to \(self.directory!)/nowhere/missing.plist, whose folder does not exist")
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "nowhere/missing.plist")
    }

    func testASecondLockHolderIsRefusedUntilTheFirstReleases() throws {
        let path = try makeFile()
        let first = try FileEditLock(for: path)
        XCTAssertThrowsError(try FileEditLock(for: path)) { error in
            XCTAssertEqual(
                (error as? FileEditLock.Failure)?.message,
                "another process is editing this file; try again when it has finished")
        }
        first.release()
        let second = try FileEditLock(for: path)
        second.release()
    }

    /// A file nobody may write is someone's decision; it is refused, not overwritten.
    func testAReadOnlyFileIsRefused() throws {
        let path = try makeFile(mode: 0o444)
        XCTAssertThrowsError(try AtomicFileWriter().write(Array("new".utf8), to: path)) { error in
            XCTAssertEqual(
                (error as? AtomicFileWriter.Failure)?.message, "the file is read-only (mode 444); make it writable to let mapper change it")
        }
        try assertUntouched(path)
    }

    /// Renaming over one name of a hard-linked file would leave the other name with the old text.
    func testAHardLinkedFileIsRefusedRatherThanSplit() throws {
        let path = try makeFile()
        try FileManager.default.linkItem(atPath: path, toPath: directory + "/other-name.plist")
        XCTAssertThrowsError(try AtomicFileWriter().write(Array("new".utf8), to: path)) { error in
            XCTAssertEqual(
                (error as? AtomicFileWriter.Failure)?.message, "the file has 2 hard links, which replacing it would split; edit one copy instead")
        }
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), original)
    }

    /// A replaced file keeps its extended attributes, as it keeps its mode and owner.
    func testExtendedAttributesAreKept() throws {
        let path = try makeFile()
        let value = Array("analytics".utf8)
        guard setxattr(path, "user.team", value, value.count, 0) == 0 else {
            throw XCTSkip("this file system does not take user extended attributes")
        }
        try AtomicFileWriter().write(Array("new".utf8), to: path)
        var read = [UInt8](repeating: 0, count: 64)
        let length = getxattr(path, "user.team", &read, read.count)
        XCTAssertEqual(Array(read.prefix(max(length, 0))), value)
    }

    private func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
