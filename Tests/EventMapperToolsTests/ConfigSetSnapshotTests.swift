import EventMapCore
import EventMapper
@testable import EventMapperTools
import TestSupport
import XCTest

/// The editor's snapshot of the config set, read again on every request: a file is taken from
/// the last snapshot on its status only when it had settled when it was read, else on its bytes,
/// so that a file written twice within one tick of the file system's clock is never shown as it
/// was.
final class ConfigSetSnapshotTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var config: String!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("config-snapshot")
        try scratch.copy(RepositoryPaths.configs)
        config = try XCTUnwrap(try ConfigSet.configFiles([scratch.path("Configs")], excluding: nil).first { $0.hasSuffix(".plist") })
    }

    override func tearDown() {
        scratch.remove()
    }

    private func read(reusing previous: ConfigSetSnapshot? = nil) throws -> ConfigSetSnapshot {
        try ConfigSetSnapshot.read([scratch.path("Configs")], excluding: nil, reusing: previous)
    }

    func testAFileJustWrittenHasNotSettled() throws {
        let file = try XCTUnwrap(try read().file(config))
        XCTAssertNotNil(file.status)
        XCTAssertFalse(file.statusIsSettled)
    }

    func testAnEqualStatusOfAFileThatHadNotSettledIsNotTakenForTheSameBytes() throws {
        let first = try XCTUnwrap(try read().file(config))
        // The same file rewritten in place, with as many bytes, in the tick it was read in: its
        // status is what the last snapshot recorded, its contents are not.
        let rewritten = String(decoding: first.bytes, as: UTF8.self).replacingOccurrences(of: "PAGE_EVENT_", with: "PAGE_EVENT.")
        XCTAssertNotEqual(Array(rewritten.utf8), first.bytes)
        XCTAssertEqual(rewritten.utf8.count, first.bytes.count)
        try rewritten.write(toFile: config, atomically: false, encoding: .utf8)
        let stale = ConfigSetSnapshot.File(
            path: config, bytes: first.bytes, load: first.load, fingerprint: first.fingerprint, status: FileStatus(path: config),
            statusIsSettled: false)
        let previous = ConfigSetSnapshot(files: [stale])

        let next = try XCTUnwrap(try read(reusing: previous).file(config))
        XCTAssertEqual(next.bytes, Array(rewritten.utf8))
        XCTAssertNotEqual(next.fingerprint, first.fingerprint)
        // Had the recorded status settled, the same status would have been taken at its word.
        let settled = ConfigSetSnapshot.File(
            path: config, bytes: first.bytes, load: first.load, fingerprint: first.fingerprint, status: FileStatus(path: config),
            statusIsSettled: true)
        XCTAssertEqual(try read(reusing: ConfigSetSnapshot(files: [settled])).file(config)?.bytes, first.bytes)
    }

    func testUnchangedBytesKeepTheirLoadAndTakeTheNewStatus() throws {
        let first = try read()
        let file = try XCTUnwrap(first.file(config))
        let (read, isReused) = try ConfigSetSnapshot.File.read(config, unlessItHolds: file)
        XCTAssertTrue(isReused)
        XCTAssertEqual(read.fingerprint, file.fingerprint)
        XCTAssertEqual(read.status, FileStatus(path: config))
        XCTAssertEqual(try self.read(reusing: first).fingerprints, first.fingerprints)
    }
}
