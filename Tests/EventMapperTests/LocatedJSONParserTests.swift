import EventMapCore
@testable import EventMapper
import EventMapXML
import XCTest

/// The JSON parser behind `convert`'s JSON reader and its read-back: what it accepts, what each
/// string decodes to, where every value is, and the whole message of every syntax error.
final class LocatedJSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> LocatedJSONDocument {
        try LocatedJSONParser.parse(Array(text.utf8), file: "t.json")
    }

    /// The whole `file:line:column: message` of the error `bytes` give.
    private func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try LocatedJSONParser.parse(bytes, file: "t.json")
            return nil
        } catch {
            return "\(error.location): \(error.message)"
        }
    }

    private func error(_ text: String) -> String? { error(Array(text.utf8)) }

    func testEscapesDecodeToTheirCharacters() throws {
        let cases: [(json: String, decoded: String)] = [
            (#""plain""#, "plain"),
            (#""a\"b\\c\/d""#, #"a"b\c/d"#),
            (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
            (#""\u0041\u00e9\u00E9\u65e5""#, "Aéé日"),
            (#""\u0000x""#, "\u{0}x"),
            (#""\ud83d\ude00 \uD834\uDD1E""#, "😀 𝄞"),
            (#""before \u0022 after""#, #"before " after"#),
            (#""é日本😀""#, "é日本😀"),
            ("\"\u{7F}\"", "\u{7F}"),
        ]
        for (json, decoded) in cases {
            let document = try parse(json)
            XCTAssertEqual(document.nodes[document.root].kind, .string, json)
            XCTAssertEqual(document.string(document.root), decoded, json)
        }
    }

    func testNumbersAndLiterals() throws {
        for number in ["0", "-0", "7", "10", "1.5", "-1.25", "1e10", "1E+2", "-1.2e-3", "123456789012345678901234567890"] {
            let document = try parse(number)
            XCTAssertEqual(document.nodes[document.root].kind, .number, number)
            XCTAssertEqual(document.string(document.root), number)
            XCTAssertEqual(document.noun(of: document.root), "a number")
        }
        XCTAssertEqual(try parse("true").noun(of: 0), "a boolean")
        XCTAssertEqual(try parse("false").noun(of: 0), "a boolean")
        XCTAssertEqual(try parse("null").noun(of: 0), "null")
        for notANumber in ["01", "-01", "1.", ".5", "+1", "1e", "1e+", "-", "0x1F", "1.5.2", "Infinity", "NaN", "True", "nul"] {
            XCTAssertEqual(error("[\(notANumber)]"), "t.json:1:2: '\(notANumber)' is not a JSON value", notANumber)
        }
    }

    func testEveryValueIsLocatedWithColumnsInScalars() throws {
        let document = try parse(
            """
            {
              "日本": ["é", 12, {"k": null}],
            \t"x":true
            }
            """)
        let members = document.members(of: document.root)
        XCTAssertEqual(members.map { document.string($0.key) }, ["日本", "x"])
        XCTAssertEqual(members.map { "\(document.location(of: $0.key))" }, ["t.json:2:3", "t.json:3:2"])
        let elements = document.elements(of: members[0].value)
        XCTAssertEqual(elements.map { "\(document.location(of: $0))" }, ["t.json:2:10", "t.json:2:15", "t.json:2:19"])
        XCTAssertEqual(elements.map { document.noun(of: $0) }, ["a string", "a number", "an object"])
        let inner = document.members(of: elements[2])
        XCTAssertEqual(inner.map { "\(document.location(of: $0.value))" }, ["t.json:2:25"])
        XCTAssertEqual("\(document.location(of: members[1].value))", "t.json:3:6")
        XCTAssertEqual(document.location(of: document.root), SourceLocation(file: "t.json", line: 1, column: 1))
    }

    func testAByteOrderMarkIsSkippedAndTakesNoColumn() {
        XCTAssertEqual(error([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)), "t.json:1:4: expected a value")
    }

    func testObjectsKeepRepeatedKeysAndTellThemApartByBytes() throws {
        let document = try parse(#"{"a": 1, "b": 2, "a": 3, "é": 4, "e\u0301": 5, "a": 6}"#)
        let members = document.members(of: document.root)
        XCTAssertEqual(members.count, 6)
        let repeats = document.repeatedKeys(among: members)
        XCTAssertEqual(repeats.map { [$0.first, $0.repeated] }, [[0, 2], [0, 5]])
    }

    func testNestingIsCappedAt512Levels() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let document = try parse(deepest)
        XCTAssertEqual(document.nodes.count, 512)
        XCTAssertEqual(document.nodes[0].end, 512)
        XCTAssertEqual(document.nodes[511].end, 512)
        XCTAssertEqual(error(String(repeating: "[{\"a\":", count: 256) + "[1]"), "t.json:1:1537: nesting deeper than 512 levels")
    }

    func testSyntaxErrorsAreLocatedWithWholeMessages() {
        let cases: [(json: String, message: String)] = [
            ("", "t.json:1:1: unexpected end of file, expected a value"),
            ("  \n ", "t.json:2:2: unexpected end of file, expected a value"),
            ("{\"a\": 1,}", "t.json:1:9: expected a key in double quotes"),
            ("{a: 1}", "t.json:1:2: expected a key in double quotes"),
            ("{\"a\" 1}", "t.json:1:6: expected ':' after the key"),
            ("{\"a\": 1 \"b\": 2}", "t.json:1:9: expected ',' or '}'"),
            ("{\"a\": 1", "t.json:1:8: unexpected end of file, expected ',' or '}'"),
            ("[1 2]", "t.json:1:4: expected ',' or ']'"),
            ("[1,", "t.json:1:4: unexpected end of file, expected a value"),
            ("[1", "t.json:1:3: unexpected end of file, expected ',' or ']'"),
            ("{} {}", "t.json:1:4: unexpected text after the JSON value"),
            ("[\"日本\", tru]", "t.json:1:8: 'tru' is not a JSON value"),
            ("\"abc", "t.json:1:5: unexpected end of file inside a string"),
            ("\"abc\\", "t.json:1:6: unexpected end of file inside a string"),
            ("\"a\tb\"", "t.json:1:3: a control character in a string must be escaped"),
            ("[\"é\nx\"]", "t.json:1:4: a control character in a string must be escaped"),
            (#""ab\x""#, #"t.json:1:4: unknown escape '\x' in a string"#),
            (#""ab\u12G4""#, #"t.json:1:4: expected four hex digits after \u"#),
            (#""ab\u12"#, #"t.json:1:4: expected four hex digits after \u"#),
            (#""é\ud83d""#, #"t.json:1:3: a lone UTF-16 surrogate in a \u escape"#),
            (#""\ud83dx""#, #"t.json:1:2: a lone UTF-16 surrogate in a \u escape"#),
            (#""\ud83d\u0041""#, #"t.json:1:2: a lone UTF-16 surrogate in a \u escape"#),
            (#""\ude00""#, #"t.json:1:2: a lone UTF-16 surrogate in a \u escape"#),
            (#""\ud83d\uZZZZ""#, #"t.json:1:8: expected four hex digits after \u"#),
            ("[" + String(repeating: "x", count: 50) + "]", "t.json:1:2: '\(String(repeating: "x", count: 40))…' is not a JSON value"),
        ]
        for (json, message) in cases {
            XCTAssertEqual(error(json), message, json)
        }
    }

    func testInvalidUTF8IsRefusedWhereItStarts() {
        let quote = UInt8(ascii: "\"")
        let cases: [(bytes: [UInt8], message: String)] = [
            ([quote, 0xFF, quote], "t.json:1:2: invalid UTF-8 in a string (byte 0xFF)"),
            ([quote, 0x80, quote], "t.json:1:2: invalid UTF-8 in a string (byte 0x80)"),
            // Overlong forms, an encoded surrogate, above U+10FFFF.
            ([quote, 0xC0, 0x80, quote], "t.json:1:2: invalid UTF-8 in a string (byte 0xC0)"),
            ([quote, 0xE0, 0x80, 0x80, quote], "t.json:1:2: invalid UTF-8 in a string (a sequence starting with byte 0xE0)"),
            ([quote, 0xED, 0xA0, 0x80, quote], "t.json:1:2: invalid UTF-8 in a string (a sequence starting with byte 0xED)"),
            ([quote, 0xF4, 0x90, 0x80, 0x80, quote], "t.json:1:2: invalid UTF-8 in a string (a sequence starting with byte 0xF4)"),
            ([quote, 0xF5, 0x80, 0x80, 0x80, quote], "t.json:1:2: invalid UTF-8 in a string (byte 0xF5)"),
            // Cut short by the closing quote, and by the end of the file.
            ([quote, 0xC3, quote], "t.json:1:2: invalid UTF-8 in a string (a sequence starting with byte 0xC3)"),
            ([quote, 0xE6, 0x97], "t.json:1:2: invalid UTF-8 in a string (a sequence starting with byte 0xE6)"),
            // After valid multi-byte text the column still counts scalars.
            ([quote] + Array("日本".utf8) + [0xFF, quote], "t.json:1:4: invalid UTF-8 in a string (byte 0xFF)"),
            // Outside a string, a non-ASCII byte is an unknown literal.
            (Array("[".utf8) + [0xC3, 0xA9] + Array("]".utf8), "t.json:1:2: 'é' is not a JSON value"),
        ]
        for (bytes, message) in cases {
            XCTAssertEqual(error(bytes), message, "\(bytes)")
        }
    }

    func testLongStringsWithEveryKindOfByteRoundTrip() throws {
        // Runs longer than eight bytes take the word-at-a-time path; each special byte must
        // still stop it wherever it falls in the word.
        for position in 0..<17 {
            var text = Array(String(repeating: "abcdefgh", count: 3).utf8)
            text.insert(contentsOf: Array(#"\n"#.utf8), at: position)
            text.insert(contentsOf: Array("é".utf8), at: position + 2)
            let document = try LocatedJSONParser.parse([UInt8(ascii: "\"")] + text + [UInt8(ascii: "\"")], file: "t.json")
            var expected = String(repeating: "abcdefgh", count: 3)
            expected.insert(contentsOf: "\né", at: expected.index(expected.startIndex, offsetBy: position))
            XCTAssertEqual(document.string(document.root), expected, "\(position)")
            var control = Array(String(repeating: "abcdefgh", count: 3).utf8)
            control.insert(0x1F, at: position)
            XCTAssertEqual(
                error([UInt8(ascii: "\"")] + control + [UInt8(ascii: "\"")]),
                "t.json:1:\(position + 2): a control character in a string must be escaped")
        }
    }
}
