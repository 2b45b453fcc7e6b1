import EventMapCore
import EventMapXML

/// Parses JSON (RFC 8259) into a ``LocatedJSONDocument``: 1-based lines, columns in Unicode
/// scalars, objects with duplicate keys kept. The first syntax error stops it, located.
///
/// One pass over the bytes: no `String` is made while parsing, and nothing is allocated per
/// value (a value is a ``LocatedJSONNode`` appended to one array, a string's content is copied
/// into one buffer). Strings are checked to be UTF-8 as they are scanned, which is what lets a
/// column be counted from the byte offset: the continuation bytes seen since the line began
/// are the only bytes that are not a column of their own, and outside strings only ASCII is
/// accepted.
package struct LocatedJSONParser {
    /// A syntax error: what was expected and where.
    package struct SyntaxError: Error, Equatable {
        package let message: String
        package let location: SourceLocation
    }

    /// Objects and arrays nest at most this deep, as Apple's property-list parser caps nesting.
    package static let maximumDepth = 512

    private let file: String
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    /// Where the current line starts, and how many UTF-8 continuation bytes it holds before
    /// `index`: the column of `index` follows from the two.
    private var lineStart = 0
    private var continuationBytes = 0
    private var depth = 0
    private var nodes: [LocatedJSONNode] = []
    private var text: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        nodes.reserveCapacity(bytes.count / 24)
        text.reserveCapacity(bytes.count)
    }

    /// Parses a whole document.
    /// - Parameters:
    ///   - bytes: The JSON text; a UTF-8 byte-order mark is skipped.
    ///   - file: The name locations carry.
    /// - Returns: The document.
    /// - Throws: ``SyntaxError`` at the first place that is not JSON.
    package static func parse(_ bytes: [UInt8], file: String) throws(SyntaxError) -> LocatedJSONDocument {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var parser = LocatedJSONParser(buffer, file: file)
            return Result { () throws(SyntaxError) in try parser.document() }
        }
        return try result.get()
    }

    private mutating func document() throws(SyntaxError) -> LocatedJSONDocument {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
        skipBlanks()
        try parseValue()
        skipBlanks()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return LocatedJSONDocument(file: file, nodes: nodes, text: text)
    }

    // MARK: Positions

    private func column(at position: Int) -> Int { position - lineStart - continuationBytes + 1 }

    private func error(_ message: String, at position: Int? = nil) -> SyntaxError {
        SyntaxError(message: message, location: SourceLocation(file: file, line: line, column: column(at: position ?? index)))
    }

    private mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                continuationBytes = 0
            default:
                return
            }
        }
    }

    // MARK: Values

    private mutating func parseValue() throws(SyntaxError) {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseContainer(.object, closedBy: UInt8(ascii: "}"))
        case UInt8(ascii: "["): try parseContainer(.array, closedBy: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): try parseString()
        default: try parseLiteral()
        }
    }

    /// An object or an array, from its opening bracket: members (a key, `:`, a value) or
    /// elements, separated by commas.
    private mutating func parseContainer(_ kind: LocatedJSONNode.Kind, closedBy closing: UInt8) throws(SyntaxError) {
        let node = try open(kind)
        let separatorOrEnd = kind == .object ? "',' or '}'" : "',' or ']'"
        skipBlanks()
        if index < bytes.count, bytes[index] == closing {
            return close(node)
        }
        while true {
            skipBlanks()
            if kind == .object { try parseKey() }
            try parseValue()
            skipBlanks()
            guard index < bytes.count else { throw error("unexpected end of file, expected \(separatorOrEnd)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == closing else { throw error("expected \(separatorOrEnd)") }
            return close(node)
        }
    }

    /// An object member's key and the `:` after it.
    private mutating func parseKey() throws(SyntaxError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
        try parseString()
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
        index += 1
        skipBlanks()
    }

    /// Records a container at its opening bracket and steps past the bracket.
    private mutating func open(_ kind: LocatedJSONNode.Kind) throws(SyntaxError) -> Int {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        nodes.append(LocatedJSONNode(kind: kind, line: line, column: column(at: index), text: 0..<0, end: 0))
        index += 1
        return nodes.count - 1
    }

    /// Steps past a container's closing bracket and records where its contents end.
    private mutating func close(_ node: Int) {
        index += 1
        depth -= 1
        nodes[node].end = nodes.count
    }

    /// A number, `true`, `false` or `null`: everything up to the next blank or punctuation,
    /// checked as a whole so that the error names what was written.
    private mutating func parseLiteral() throws(SyntaxError) {
        let start = index
        scan: while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D, 0x0A, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"): break scan
            default: index += 1
            }
        }
        let literal = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let kind: LocatedJSONNode.Kind
        let textStart = text.count
        if literal.elementsEqual("true".utf8) || literal.elementsEqual("false".utf8) {
            kind = .boolean
            text.append(contentsOf: literal)
        } else if literal.elementsEqual("null".utf8) {
            kind = .null
        } else if Self.isNumber(literal) {
            kind = .number
            text.append(contentsOf: literal)
        } else {
            var written = String(decoding: literal, as: UTF8.self)
            if written.count > 40 { written = String(written.prefix(40)) + "…" }
            throw error(literal.isEmpty ? "expected a value" : "'\(written)' is not a JSON value", at: start)
        }
        nodes.append(LocatedJSONNode(kind: kind, line: line, column: column(at: start), text: textStart..<text.count, end: nodes.count + 1))
    }

    /// Whether `literal` is a JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    package static func isNumber(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        func at(_ byte: UInt8) -> Bool { position < literal.count && literal[position] == byte }
        func digits() -> Int {
            let start = position
            while position < literal.count, literal[position] &- UInt8(ascii: "0") < 10 { position += 1 }
            return position - start
        }
        if at(UInt8(ascii: "-")) { position += 1 }
        if at(UInt8(ascii: "0")) {
            position += 1
        } else if digits() == 0 {
            return false
        }
        if at(UInt8(ascii: ".")) {
            position += 1
            guard digits() > 0 else { return false }
        }
        if at(UInt8(ascii: "e")) || at(UInt8(ascii: "E")) {
            position += 1
            if at(UInt8(ascii: "+")) || at(UInt8(ascii: "-")) { position += 1 }
            guard digits() > 0 else { return false }
        }
        return position == literal.count
    }

    // MARK: Strings

    /// A string from its opening quote: its content goes to `text` with escapes undone.
    private mutating func parseString() throws(SyntaxError) {
        let node = LocatedJSONNode(kind: .string, line: line, column: column(at: index), text: 0..<0, end: 0)
        let textStart = text.count
        index += 1
        var runStart = index
        while index < bytes.count {
            index = JSONPlainBytes.end(in: bytes, from: index, stoppingAtNonASCII: true)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                index += 1
                nodes.append(LocatedJSONNode(kind: .string, line: node.line, column: node.column, text: textStart..<text.count, end: nodes.count + 1))
                return
            } else if byte == UInt8(ascii: "\\") {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                try unescape()
                runStart = index
            } else if byte < 0x20 {
                throw error("a control character in a string must be escaped")
            } else {
                try skipUTF8Sequence()
            }
        }
        throw error("unexpected end of file inside a string")
    }

    /// Checks one multi-byte UTF-8 sequence at `index` (well-formed as Unicode defines it: no
    /// overlong forms, no surrogates, nothing above U+10FFFF) and steps past it.
    private mutating func skipUTF8Sequence() throws(SyntaxError) {
        let lead = bytes[index]
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: throw error("invalid UTF-8 in a string (byte \(Self.hex(lead)))")
        }
        guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]),
            (index + 2..<index + length).allSatisfy({ bytes[$0] & 0xC0 == 0x80 })
        else {
            throw error("invalid UTF-8 in a string (a sequence starting with byte \(Self.hex(lead)))")
        }
        index += length
        continuationBytes += length - 1
    }

    /// Undoes one escape at `index` (its backslash) into `text`.
    private mutating func unescape() throws(SyntaxError) {
        let start = index
        guard index + 1 < bytes.count else {
            index = bytes.count
            throw error("unexpected end of file inside a string")
        }
        let escape = bytes[index + 1]
        index += 2
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hexQuad(escapeAt: start)
            if (0xD800..<0xDC00).contains(code) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a lone UTF-16 surrogate in a \\u escape", at: start)
                }
                index += 2
                let low = try hexQuad(escapeAt: index - 2)
                guard (0xDC00..<0xE000).contains(low) else { throw error("a lone UTF-16 surrogate in a \\u escape", at: start) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(code) {
                throw error("a lone UTF-16 surrogate in a \\u escape", at: start)
            }
            appendUTF8(code)
        case 0x21...0x7E:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: start)
        default:
            throw error("unknown escape in a string: a backslash before byte \(Self.hex(escape))", at: start)
        }
    }

    /// The four hex digits after `\u`.
    private mutating func hexQuad(escapeAt start: Int) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error("expected four hex digits after \\u", at: start)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func appendUTF8(_ code: UInt32) {
        switch code {
        case ..<0x80:
            text.append(UInt8(code))
        case ..<0x800:
            text.append(UInt8(0xC0 | code >> 6))
            text.append(UInt8(0x80 | code & 0x3F))
        case ..<0x10000:
            text.append(UInt8(0xE0 | code >> 12))
            text.append(UInt8(0x80 | code >> 6 & 0x3F))
            text.append(UInt8(0x80 | code & 0x3F))
        default:
            text.append(UInt8(0xF0 | code >> 18))
            text.append(UInt8(0x80 | code >> 12 & 0x3F))
            text.append(UInt8(0x80 | code >> 6 & 0x3F))
            text.append(UInt8(0x80 | code & 0x3F))
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return "0x" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }
}
