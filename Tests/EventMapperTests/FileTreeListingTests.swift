import EventMapper
import Foundation
import TestSupport
import XCTest

/// What a listing says of each file it names: the status `stat` gives, so that a reader with a
/// cache need not ask again.
final class FileTreeListingTests: XCTestCase {
    func testEachListedFileHasTheStatusStatGivesAndADanglingLinkHasNone() throws {
        let scratch = try makeScratchFolder("listing")
        try FileManager.default.createDirectory(atPath: scratch.path("App/Nested"), withIntermediateDirectories: true)
        try Data("class A {}\n".utf8).write(to: URL(fileURLWithPath: scratch.path("App/A.swift")))
        try Data("class B {}\n// longer\n".utf8).write(to: URL(fileURLWithPath: scratch.path("App/Nested/B.swift")))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("App/Linked.swift"), withDestinationPath: "Nested/B.swift")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("App/Gone.swift"), withDestinationPath: "Nowhere.swift")
        try Data("not source".utf8).write(to: URL(fileURLWithPath: scratch.path("App/notes.txt")))

        let listed = try FileTreeListing.sourceFiles.listedFiles([scratch.path("App"), scratch.path("App/A.swift")])

        // The link to B and B are one file, listed once under the path that sorts first; A named
        // again is not listed again.
        XCTAssertEqual(listed.map(\.path), ["App/A.swift", "App/Gone.swift", "App/Linked.swift"].map(scratch.path))
        for file in listed where !file.path.hasSuffix("Gone.swift") {
            XCTAssertEqual(file.status, FileStatus(path: file.path), file.path)
            // A link's status is its target's, as reading it reads the target.
            XCTAssertEqual(file.status?.size, try Data(contentsOf: URL(fileURLWithPath: file.path)).count, file.path)
        }
        XCTAssertNil(listed[1].status)
        XCTAssertEqual(try FileTreeListing.sourceFiles.files([scratch.path("App")]), listed.map(\.path))
    }
}
