import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import TestSupport
import XCTest
import InputFiles

/// What a config folder may hold that is not a config file: a FIFO named `x.plist` (reading it
/// would block forever), a link to a device (`/dev/zero` would grow the reader without end), a
/// file larger than any config, a link loop. Each is refused before a byte is read, with a
/// message that says what the path is; and a file that does not parse leaves the set
/// incomplete, which the set says.
final class HostileConfigInputTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("hostile-configs")
        try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.fixture("Configs/set-a/Home.plist"))).write(
            to: scratch.url.appendingPathComponent("Home.plist"))
    }

    override func tearDown() {
        scratch.remove()
    }

    func testAFIFONamedLikeAConfigIsRefusedWithoutBlocking() {
        XCTAssertEqual(mkfifo(scratch.path("Events.plist"), 0o644), 0)
        assertRefused(scratch.path("Events.plist"), "cannot read the file: it is a FIFO (named pipe), not a regular file")
    }

    func testALinkToADeviceIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Zero.plist"), withDestinationPath: "/dev/zero")
        assertRefused(scratch.path("Zero.plist"), "cannot read the file: it is a character device, not a regular file")
    }

    func testALinkToNothingSaysWhereItPoints() throws {
        let target = scratch.path("Gone/Events.plist")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Events.plist"), withDestinationPath: target)
        assertRefused(scratch.path("Events.plist"), "cannot read the file: it is a link to '\(target)', which does not exist")
    }

    /// Every input that cannot be read is named in one run, not only the first.
    func testEveryUnreadableConfigIsNamed() throws {
        XCTAssertEqual(mkfifo(scratch.path("Events.plist"), 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Zero.xml"), withDestinationPath: "/dev/zero")
        XCTAssertThrowsError(try ConfigSet.load([scratch.url.path])) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                """
                \(scratch.path("Events.plist")): error: cannot read the file: it is a FIFO (named pipe), not a regular file
                \(scratch.path("Zero.xml")): error: cannot read the file: it is a character device, not a regular file
                """)
        }
    }

    func testAFileOverTheLimitIsRefusedUnread() throws {
        // Sparse: the size is what is checked, and nothing of it is read.
        let path = scratch.path("Huge.plist")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, off_t(InputFile.configLimit + 1)), 0)
        assertRefused(path, "cannot read the file: it is \(InputFile.configLimit + 1) bytes, more than the 256 MiB an input of this kind may be")
    }

    /// A regular file may hold more than its size says: `/proc` files are 0 bytes long, and a
    /// file may grow while it is read. It is read to its end, as long as it stays within the limit.
    func testAFileLongerThanItsSizeIsReadToItsEndWithinTheLimit() throws {
        let path = "/proc/self/cmdline"
        let expected = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertGreaterThan(expected.count, 0)
        XCTAssertEqual(try InputFile.contents(of: path, limit: 1 << 20), [UInt8](expected))
        // Past the limit by any amount, however it is reached, it is refused.
        for limit in [expected.count - 1, 1, 0] {
            XCTAssertThrowsError(try InputFile.contents(of: path, limit: limit), "limit \(limit)") { error in
                XCTAssertEqual((error as? InputFile.Refusal)?.reason, "it grew past the 0 MiB an input of this kind may be")
            }
        }
        XCTAssertEqual(try InputFile.contents(of: path, limit: expected.count), [UInt8](expected))
    }

    func testALinkLoopSaysSo() throws {
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Loop.plist"), withDestinationPath: "Loop.plist")
        assertRefused(scratch.path("Loop.plist"), "cannot read the file: too many levels of symbolic links (a link loop?)")
    }

    func testAConfigThatDoesNotParseLeavesTheSetIncomplete() throws {
        try Data("<plist><dict><key>A</key></dict></plist>".utf8).write(to: scratch.url.appendingPathComponent("Broken.plist"))
        let set = try ConfigSet.load([scratch.url.path])
        XCTAssertFalse(set.isComplete)
        XCTAssertEqual(set.unparsedFiles, [scratch.path("Broken.plist")])
        XCTAssertEqual(set.map.pages.map(\.className.value.text), ["HomeViewController", "MyApp.ProfileViewController"])
    }

    func testALinkNamedDirectlySaysWhereItLeads() throws {
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Loop.plist"), withDestinationPath: "Loop.plist")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Gone.plist"), withDestinationPath: "Missing.plist")
        XCTAssertThrowsError(try ConfigSet.load([scratch.path("Loop.plist")])) { error in
            XCTAssertEqual((error as? ConfigInputError)?.message, "too many levels of symbolic links (a link loop?)")
        }
        XCTAssertThrowsError(try ConfigSet.load([scratch.path("Gone.plist")])) { error in
            XCTAssertEqual((error as? ConfigInputError)?.message, "a symbolic link to nothing (Missing.plist)")
        }
    }

    /// A name that is not UTF-8 cannot be named back to the system: say so, not "no such file".
    func testAConfigWhoseNameIsNotUTF8IsNamedAsSuch() throws {
        var name = Array(scratch.url.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".plist".utf8) + [0]
        let descriptor = name.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        XCTAssertThrowsError(try ConfigSet.load([scratch.url.path])) { error in
            XCTAssertEqual((error as? ConfigInputError)?.path, scratch.path("caf\u{FFFD}.plist"))
            XCTAssertEqual((error as? ConfigInputError)?.message, "the file's name is not valid UTF-8, so it cannot be named to be read; rename it")
        }
    }

    /// A folder whose name is not UTF-8 cannot be listed by that name: say so, rather than pass
    /// over what it holds.
    func testAFolderWhoseNameIsNotUTF8IsNamedAsSuch() throws {
        var name = Array(scratch.url.path.utf8) + Array("/caf".utf8) + [0xE9, 0]
        let made = name.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
        }
        XCTAssertEqual(made, 0)
        XCTAssertThrowsError(try ConfigSet.load([scratch.url.path])) { error in
            XCTAssertEqual(
                error as? ConfigInputError,
                ConfigInputError(
                    path: scratch.path("caf\u{FFFD}"), message: "the folder's name is not valid UTF-8, so what it holds cannot be listed; rename it"))
        }
    }

    /// Loading the folder fails on `path` with `message`, at once.
    private func assertRefused(_ path: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let started = Date()
        XCTAssertThrowsError(try ConfigSet.load([scratch.url.path]), file: file, line: line) { error in
            XCTAssertEqual(error as? ConfigInputError, ConfigInputError(path: path, message: message), file: file, line: line)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "refused at once, not after reading", file: file, line: line)
    }
}
