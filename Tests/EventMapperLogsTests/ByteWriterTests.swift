import XCTest

@testable import EventMapperLogs

/// The row writer's pieces against what the standard library writes: integers of every length
/// and sign, and JSON strings whose escapes fall before, inside and after the last whole word.
final class ByteWriterTests: XCTestCase {
    func testIntegersAreWrittenAsTheStandardLibraryWritesThem() {
        var values = [0, 1, -1, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        var random = SystemRandomNumberGenerator()
        values += (0..<2_000).map { _ in Int.random(in: Int.min...Int.max, using: &random) >> Int.random(in: 0..<63, using: &random) }
        for value in values {
            XCTAssertEqual(written { $0.putInteger(value) }, String(value))
        }
    }

    func testJSONStringsEscapeWhatJSONMustWhereverItFalls() throws {
        try forEachText(with: ["\"", "\\", "\n", "\u{01}", "\u{1F}", "é", "进"]) { text, special in
            let json = written { writer in
                var utf8 = text
                utf8.withUTF8 { writer.putJSONString($0) }
            }
            let decoded = try JSONDecoder().decode(String.self, from: Data(json.utf8))
            XCTAssertEqual(decoded, text, json)
            XCTAssertEqual(json.count == text.count + 2, !"\"\\\n\u{01}\u{1F}".contains(special) || !text.contains(special), json)
        }
    }

    func testCSVFieldsAreQuotedAndGuardedWhereverTheCharacterFalls() throws {
        try forEachText(with: [",", "\"", "\n", "\r", "=", "é"]) { text, _ in
            let csv = written { writer in
                var utf8 = text
                utf8.withUTF8 { writer.putCSVField($0) }
            }
            XCTAssertEqual(csv, expectedCSV(text), text.debugDescription)
        }
    }

    /// Calls `body` with texts of 0–19 `a`s, each with one of `specials` at every position (or
    /// none), and the special.
    private func forEachText(with specials: [Character], _ body: (String, Character) throws -> Void) rethrows {
        for length in 0..<20 {
            for position in 0...length {
                for special in specials {
                    var text = String(repeating: "a", count: length)
                    if position < length { text.insert(special, at: text.index(text.startIndex, offsetBy: position)) }
                    try body(text, special)
                }
            }
        }
    }

    /// RFC 4180 quoting, and the formula guard `docs/guarantees.md` describes.
    private func expectedCSV(_ text: String) -> String {
        guard let first = text.first else { return "" }
        let guardMark = "=+-@\t\r'".contains(first) ? "'" : ""
        guard text.contains(where: { ",\"\n\r".contains($0) }) else { return guardMark + text }
        return "\"" + guardMark + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private func written(_ write: (inout ByteWriter) -> Void) -> String {
        let buffer = ByteBuffer()
        buffer.write(reserving: 256, write)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }
}
