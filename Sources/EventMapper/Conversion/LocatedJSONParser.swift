import EventMapXML
import Foundation

/// Parses JSON (RFC 8259) into ``LocatedJSONValue``s: 1-based lines, columns in Unicode
/// scalars, objects with duplicate keys kept. The first syntax error stops it, located.
struct LocatedJSONParser {
    /// A syntax error: what was expected and where.
    struct SyntaxError: Error {
        let message: String
        let location: SourceLocation
    }

    private let file: String
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The document's one value.
    mutating func parse() throws(SyntaxError) -> LocatedJSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipBlanks()
        let value = try parseValue()
        skipBlanks()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private func error(_ message: String) -> SyntaxError { SyntaxError(message: message, location: here) }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    private mutating func skipBlanks() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
        guard index < bytes.count, bytes[index] == byte else { throw error("expected \(what)") }
        advance()
    }

    private mutating func parseValue() throws(SyntaxError) -> LocatedJSONValue {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let start = here
        switch bytes[index] {
        case UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            guard depth <= 512 else { throw error("nesting deeper than 512 levels") }
            advance()
            skipBlanks()
            var members: [LocatedJSONValue.Member] = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                advance()
                return .object(members, start)
            }
            while true {
                skipBlanks()
                let keyLocation = here
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                let key = try parseString()
                skipBlanks()
                try expect(UInt8(ascii: ":"), "':' after the key")
                skipBlanks()
                members.append(.init(key: key, keyLocation: keyLocation, value: try parseValue()))
                skipBlanks()
                guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
                if bytes[index] == UInt8(ascii: ",") { advance(); continue }
                try expect(UInt8(ascii: "}"), "',' or '}'")
                return .object(members, start)
            }
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            guard depth <= 512 else { throw error("nesting deeper than 512 levels") }
            advance()
            skipBlanks()
            var elements: [LocatedJSONValue] = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                advance()
                return .array(elements, start)
            }
            while true {
                skipBlanks()
                elements.append(try parseValue())
                skipBlanks()
                guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
                if bytes[index] == UInt8(ascii: ",") { advance(); continue }
                try expect(UInt8(ascii: "]"), "',' or ']'")
                return .array(elements, start)
            }
        case UInt8(ascii: "\""):
            return .string(try parseString(), start)
        default:
            let literalStart = index
            while index < bytes.count, !" \t\r\n,]}:".utf8.contains(bytes[index]) { advance() }
            let text = String(decoding: bytes[literalStart..<index], as: UTF8.self)
            guard text == "true" || text == "false" || text == "null" || Self.isNumber(text) else {
                throw SyntaxError(message: text.isEmpty ? "expected a value" : "'\(text)' is not a JSON value", location: start)
            }
            return .literal(text, start)
        }
    }

    private static func isNumber(_ text: String) -> Bool {
        text.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression) != nil
    }

    /// A string literal, from its opening quote.
    private mutating func parseString() throws(SyntaxError) -> String {
        advance()
        var scalars: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let text = String(validating: scalars, as: UTF8.self) else { throw error("a string that is not valid UTF-8") }
                return text
            case UInt8(ascii: "\\"):
                advance()
                guard index < bytes.count else { throw error("unexpected end of file inside a string") }
                let escape = bytes[index]
                advance()
                switch escape {
                case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a lone UTF-16 surrogate in a \\u escape")
                        }
                        advance()
                        advance()
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone UTF-16 surrogate in a \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("a lone UTF-16 surrogate in a \\u escape") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
                }
            default:
                guard byte >= 0x20 else { throw error("a control character in a string must be escaped") }
                scalars.append(byte)
                advance()
            }
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw error("expected four hex digits after \\u") }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
