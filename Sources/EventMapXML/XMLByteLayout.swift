/// The byte layout of an XML file that libxml2 has already read as well-formed: where each
/// start and end tag, each attribute and its quoted value, begins and ends, and how the elements
/// nest. Editors use it to change one value of a config and keep every other byte.
///
/// It is not a parser. It trusts the file's well-formedness (check that first, with
/// ``PlistReader`` or ``EventMapDialectReader``), knows comments, CDATA sections, processing
/// instructions and a DOCTYPE, and reads UTF-8 only.
package enum XMLByteLayout {
    /// Why the bytes could not be mapped.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        package let message: String
        package var description: String { message }
    }

    /// Maps where every element and attribute of `bytes` is written.
    /// - Parameter bytes: A well-formed UTF-8 XML document.
    /// - Returns: The document with the byte extents of its elements.
    /// - Throws: ``Failure`` for bytes that are not a well-formed UTF-8 document after all
    ///   (an unclosed construct, a mismatched end tag, another encoding).
    package static func map(_ bytes: [UInt8]) throws(Failure) -> XMLSourceDocument {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw Failure(message: "the file is UTF-16; only UTF-8 files can be edited in place")
        }
        if let declared = declaredEncoding(bytes), !["utf-8", "utf8", "us-ascii", "ascii"].contains(declared.lowercased()) {
            throw Failure(message: "the file declares encoding \"\(declared)\"; only UTF-8 files can be edited in place")
        }
        var elements: [XMLSourceElement] = []
        var open: [Int] = []
        var cursor = 0
        let count = bytes.count
        while cursor < count {
            guard bytes[cursor] == UInt8(ascii: "<") else {
                cursor += 1
                continue
            }
            if hasPrefix(bytes, "<!--", at: cursor) {
                cursor = try after(bytes, "-->", from: cursor + 4, what: "comment")
            } else if hasPrefix(bytes, "<![CDATA[", at: cursor) {
                cursor = try after(bytes, "]]>", from: cursor + 9, what: "CDATA section")
            } else if hasPrefix(bytes, "<?", at: cursor) {
                cursor = try after(bytes, "?>", from: cursor + 2, what: "processing instruction")
            } else if hasPrefix(bytes, "<!", at: cursor) {
                cursor = try afterDeclaration(bytes, from: cursor + 2)
            } else if hasPrefix(bytes, "</", at: cursor) {
                guard let close = find(bytes, ">", from: cursor + 2, limit: count), let current = open.popLast() else {
                    throw Failure(message: "unexpected end tag at byte \(cursor)")
                }
                var (nameStart, nameEnd) = (cursor + 2, close)
                while nameStart < nameEnd, isBlank(bytes[nameStart]) { nameStart += 1 }
                while nameEnd > nameStart, isBlank(bytes[nameEnd - 1]) { nameEnd -= 1 }
                guard spells(bytes, nameStart..<nameEnd, elements[current].name) else {
                    let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
                    throw Failure(message: "end tag </\(name)> does not close <\(elements[current].name)>")
                }
                elements[current].endTagStart = cursor
                elements[current].end = close + 1
                cursor = close + 1
            } else {
                let tag = try startTag(bytes, at: cursor)
                let index = elements.count
                if let parent = open.last { elements[parent].children.append(index) }
                elements.append(
                    XMLSourceElement(
                        name: tag.name, start: cursor, startTagEnd: tag.end, endTagStart: tag.end, end: tag.end,
                        isEmptyElementTag: tag.isEmpty, attributes: tag.attributes, children: [], parent: open.last))
                if !tag.isEmpty { open.append(index) }
                cursor = tag.end
            }
        }
        guard open.isEmpty else { throw Failure(message: "<\(elements[open.last!].name)> is never closed") }
        return XMLSourceDocument(bytes: bytes, elements: elements)
    }

    private static func startTag(_ bytes: [UInt8], at start: Int) throws(Failure) -> (
        name: String, attributes: [XMLSourceAttribute], end: Int, isEmpty: Bool
    ) {
        var cursor = start + 1
        while cursor < bytes.count, !isBlank(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "/") { cursor += 1 }
        let name = String(decoding: bytes[(start + 1)..<cursor], as: UTF8.self)
        var attributes: [XMLSourceAttribute] = []
        while cursor < bytes.count {
            while cursor < bytes.count, isBlank(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count else { break }
            if bytes[cursor] == UInt8(ascii: ">") { return (name, attributes, cursor + 1, false) }
            if hasPrefix(bytes, "/>", at: cursor) { return (name, attributes, cursor + 2, true) }
            let nameStart = cursor
            while cursor < bytes.count, !isBlank(bytes[cursor]), bytes[cursor] != UInt8(ascii: "=") { cursor += 1 }
            let attributeName = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
            while cursor < bytes.count, isBlank(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "=") { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else {
                throw Failure(message: "attribute '\(attributeName)' of <\(name)> has no quoted value")
            }
            let quote = bytes[cursor]
            guard let close = find(bytes, quote, from: cursor + 1) else { throw Failure(message: "unterminated attribute value in <\(name)>") }
            attributes.append(
                XMLSourceAttribute(
                    name: attributeName, nameStart: nameStart, valueStart: cursor, valueEnd: close + 1, quote: quote,
                    value: attributeValue(bytes, from: cursor + 1, to: close)))
            cursor = close + 1
        }
        throw Failure(message: "unterminated start tag <\(name)>")
    }

    /// An attribute value as XML normalises it.
    private static func attributeValue(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        var value: [UInt8] = []
        var cursor = start
        while cursor < end {
            switch bytes[cursor] {
            case UInt8(ascii: "&"):
                let (decoded, next) = reference(bytes, at: cursor, limit: end)
                value += decoded
                cursor = next
                continue
            case 0x0D:
                value.append(0x20)
                if cursor + 1 < end, bytes[cursor + 1] == 0x0A { cursor += 1 }
            case 0x09, 0x0A:
                value.append(0x20)
            default:
                value.append(bytes[cursor])
            }
            cursor += 1
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// The bytes a reference at `start` stands for, and the offset after it. The five
    /// predefined entities and character references; anything else is kept as written.
    static func reference(_ bytes: [UInt8], at start: Int, limit: Int) -> (bytes: [UInt8], next: Int) {
        guard let semicolon = find(bytes, UInt8(ascii: ";"), from: start + 1), semicolon < limit, semicolon - start <= 12 else {
            return ([bytes[start]], start + 1)
        }
        let name = String(decoding: bytes[(start + 1)..<semicolon], as: UTF8.self)
        let scalar: Unicode.Scalar? =
            switch name {
            case "lt": "<"
            case "gt": ">"
            case "amp": "&"
            case "quot": "\""
            case "apos": "'"
            default:
                if name.hasPrefix("#x") {
                    UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if name.hasPrefix("#") {
                    UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
                } else {
                    nil
                }
            }
        guard let scalar else { return ([bytes[start]], start + 1) }
        return (Array(String(Character(scalar)).utf8), semicolon + 1)
    }

    /// The offset after a `<!…>` declaration, an internal subset in brackets included.
    private static func afterDeclaration(_ bytes: [UInt8], from start: Int) throws(Failure) -> Int {
        var cursor = start
        var depth = 0
        var quote: UInt8?
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return cursor + 1
            }
            cursor += 1
        }
        throw Failure(message: "unterminated declaration")
    }

    /// The `encoding` of the XML declaration, if the file starts with one that names it.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let start = hasPrefix(bytes, "\u{FEFF}", at: 0) ? 3 : 0
        guard hasPrefix(bytes, "<?xml", at: start), let end = find(bytes, "?>", from: start, limit: min(bytes.count, start + 200)) else { return nil }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let range = declaration.firstRange(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    private static func after(_ bytes: [UInt8], _ terminator: String, from start: Int, what: String) throws(Failure) -> Int {
        guard let found = find(bytes, terminator, from: start, limit: bytes.count) else { throw Failure(message: "unterminated \(what)") }
        return found + terminator.utf8.count
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func hasPrefix(_ bytes: [UInt8], _ prefix: String, at offset: Int) -> Bool {
        let utf8 = prefix.utf8
        guard offset >= 0, offset + utf8.count <= bytes.count else { return false }
        // Byte by byte, most often over at the first: comparing a slice with the view costs
        // more than the rest of mapping a tag.
        var index = offset
        for byte in utf8 {
            if bytes[index] != byte { return false }
            index += 1
        }
        return true
    }

    /// Whether `bytes[range]` are the UTF-8 of `text`.
    private static func spells(_ bytes: [UInt8], _ range: Range<Int>, _ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == range.count else { return false }
        var index = range.lowerBound
        for byte in utf8 {
            if bytes[index] != byte { return false }
            index += 1
        }
        return true
    }

    static func find(_ bytes: [UInt8], _ needle: String, from start: Int, limit: Int) -> Int? {
        let utf8 = Array(needle.utf8)
        var cursor = start
        while cursor + utf8.count <= limit {
            if bytes[cursor] == utf8[0], bytes[cursor..<(cursor + utf8.count)].elementsEqual(utf8) { return cursor }
            cursor += 1
        }
        return nil
    }

    static func find(_ bytes: [UInt8], _ byte: UInt8, from start: Int) -> Int? {
        var cursor = start
        while cursor < bytes.count {
            if bytes[cursor] == byte { return cursor }
            cursor += 1
        }
        return nil
    }
}

extension String {
    /// The text without XML blanks around it.
    func trimmingXMLBlanks() -> String {
        var utf8 = Substring(self).utf8[...]
        while let first = utf8.first, XMLByteLayout.isBlank(first) { utf8 = utf8.dropFirst() }
        while let last = utf8.last, XMLByteLayout.isBlank(last) { utf8 = utf8.dropLast() }
        return String(decoding: utf8, as: UTF8.self)
    }
}
