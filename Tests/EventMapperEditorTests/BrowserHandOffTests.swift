import Foundation
import MapperProcesses
import TestSupport
import XCTest

/// The file that hands the editor's address, token included, to the browser.
final class BrowserHandOffTests: XCTestCase {
    func testTheFileIsOnlyTheUsersFromItsCreationAndRemovedAfterwards() throws {
        let scratch = try makeScratchFolder("browser-hand-off")
        let handOff = BrowserHandOff(opener: "/bin/true", folder: scratch.directory)
        let address = "http://127.0.0.1:4100/#token=0123456789abcdef"
        handOff.open(address)

        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.directory)
        XCTAssertEqual(names.count, 1)
        let page = scratch.path(try XCTUnwrap(names.first))
        XCTAssertTrue(page.hasSuffix(".html"))
        let permissions = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: page)[.posixPermissions] as? Int)
        XCTAssertEqual(permissions, 0o600)
        XCTAssertEqual(
            try String(contentsOfFile: page, encoding: .utf8),
            "<!doctype html><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"0;url=\(address)\"><title>mapper edit</title>")

        handOff.remove()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.directory), [])
    }

    func testNothingIsWrittenWithoutABrowserToOpen() throws {
        let scratch = try makeScratchFolder("browser-hand-off-none")
        BrowserHandOff(opener: nil, folder: scratch.directory).open("http://127.0.0.1:4100/#token=0123456789abcdef")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.directory), [])
    }
}
