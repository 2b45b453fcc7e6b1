import XCTest

@testable import EventMapXML

/// The `<<<<<<<` line is found wherever the reads that feed the parser split the bytes: in one
/// piece, split across two, at the very start, and not when it is not at a line's start.
final class MergeConflictMarkersTests: XCTestCase {
    private let document = Array("<plist>\n<dict>\n<<<<<<< HEAD\n<key>A</key>\n=======\n>>>>>>> topic\n".utf8)
    private let markerOffset = 15

    func testTheMarkerIsFoundWhereverTheReadsSplitIt() {
        for split in 0...document.count {
            var markers = MergeConflictMarkers()
            let found = document.withUnsafeBytes { bytes -> Int? in
                let first = UnsafeRawBufferPointer(rebasing: bytes[..<split])
                let second = UnsafeRawBufferPointer(rebasing: bytes[split...])
                return markers.marker(in: first, startingAt: 0) ?? markers.marker(in: second, startingAt: split)
            }
            XCTAssertEqual(found, markerOffset, "split at \(split)")
        }
    }

    func testAMarkerMustStartALine() {
        for text in ["<<<<<<< HEAD\n", "<a/>\n<<<<<<<"] {
            var markers = MergeConflictMarkers()
            XCTAssertEqual(Array(text.utf8).withUnsafeBytes { markers.marker(in: $0, startingAt: 0) }, text.hasPrefix("<<") ? 0 : 5, text)
        }
        for text in ["<a>x <<<<<<< y</a>\n", "<<<<<< six\n", "\t<<<<<<< indented\n"] {
            var markers = MergeConflictMarkers()
            XCTAssertNil(Array(text.utf8).withUnsafeBytes { markers.marker(in: $0, startingAt: 0) }, text)
        }
    }

    func testTheMessageNamesTheBranch() {
        XCTAssertEqual(
            MergeConflictMarkers.message(line: 3, from: Array(document[markerOffset...])),
            "unresolved merge conflict at line 3 (from branch topic); keep what each side should keep, then delete the <<<<<<<, ======= and >>>>>>> lines"
        )
    }
}
