@testable import EventMapXML
import XCTest

/// The key order every writer sorts by, and the search for repeated keys every loader runs.
final class KeyOrderTests: XCTestCase {
    /// Scalars on both sides of every place where UTF-8 byte order and UTF-16 order could part.
    private let keys = [
        "", "a", "ab", "abc", "b", "B", "_", "onFav:", "onFav:forEvent:", "é", "e\u{301}", "日本", "\u{D7FF}",
        "\u{E000}", "\u{FFFD}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}", "a😀", "a\u{FFFD}", "a\u{E000}b", "a\u{10000}b",
    ]

    func testKeyOrderIsUTF16OrderAsCoreFoundationSortsKeys() {
        for a in keys {
            for b in keys {
                XCTAssertEqual(
                    PlistCanonicalWriter.keyPrecedes(a, b), a.utf16.lexicographicallyPrecedes(b.utf16),
                    "\(a.unicodeScalars.map(\.value)) < \(b.unicodeScalars.map(\.value))")
            }
        }
    }

    func testSortedKeysAreSortedInUTF16Order() {
        let sorted = keys.sorted(by: PlistCanonicalWriter.keyPrecedes)
        XCTAssertEqual(sorted, keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        // Unlike code-point (and UTF-8) order, a scalar above U+FFFF comes before U+E000.
        XCTAssertLessThan(sorted.firstIndex(of: "\u{10FFFF}")!, sorted.firstIndex(of: "\u{E000}")!)
        XCTAssertEqual(sorted.suffix(3), ["\u{E000}", "\u{FFFD}", "\u{FFFF}"])
    }

    private func repeats(_ keys: [String]) -> [[Int]] {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for key in keys {
            ranges.append(bytes.count..<(bytes.count + key.utf8.count))
            bytes += key.utf8
        }
        return RepeatedByteStrings.pairs(ranges, in: bytes).map { [$0.first, $0.repeated] }
    }

    func testRepeatedKeysAreFoundByBytesInEverySizeOfDictionary() {
        XCTAssertEqual(repeats([]), [])
        XCTAssertEqual(repeats(["a"]), [])
        XCTAssertEqual(repeats(["a", "b", "c"]), [])
        XCTAssertEqual(repeats(["b", "a", "c"]), [])
        XCTAssertEqual(repeats(["a", "a"]), [[0, 1]])
        XCTAssertEqual(repeats(["a", "b", "a", "a", "b"]), [[0, 2], [0, 3], [1, 4]])
        XCTAssertEqual(repeats(["", "x", ""]), [[0, 2]])
        // Equal to Swift, two keys to Apple's parser.
        XCTAssertEqual(repeats(["é", "e\u{301}"]), [])
        // Above 16 keys the search goes through a hash table; in order, it needs none.
        let many = (0..<40).map { "key\($0)" }
        XCTAssertEqual(repeats(many), [])
        XCTAssertEqual(repeats(many.sorted()), [])
        XCTAssertEqual(repeats(many + ["key7", "key39", "key7"]), [[7, 40], [39, 41], [7, 42]])
        XCTAssertEqual(repeats(many.sorted() + ["key0"]), [[0, 40]])
    }
}
