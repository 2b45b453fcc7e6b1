/// A well-formed XML file's bytes with the byte extents of every element, from
/// ``XMLByteLayout``.
package struct XMLSourceDocument: Sendable {
    /// The file's bytes as read (a UTF-8 byte-order mark included).
    package let bytes: [UInt8]
    /// Every element in document (pre-)order; the document element is first.
    package let elements: [XMLSourceElement]
    /// The offset of every line's first byte: line N (1-based) starts at `lineStarts[N - 1]`.
    private let lineStarts: [Int]

    init(bytes: [UInt8], elements: [XMLSourceElement]) {
        self.bytes = bytes
        self.elements = elements
        var starts = [0]
        var index = 0
        while index < bytes.count {
            // A line break is LF, CR LF or a lone CR, as XML normalises them.
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The document element's index, nil for a document without one.
    package var rootIndex: Int? { elements.isEmpty ? nil : 0 }

    /// The child elements of `index`.
    package func children(of index: Int) -> [XMLSourceElement] {
        elements[index].children.map { elements[$0] }
    }

    /// The 1-based line that holds the byte at `offset`.
    package func line(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }

    /// The character content of a text-only element: references resolved and CDATA sections
    /// unwrapped; comments and processing instructions left out.
    package func text(of index: Int) -> String {
        let element = elements[index]
        let content = bytes[element.startTagEnd..<element.endTagStart]
        // Most texts are plain: no markup, no reference, no CR to read as LF.
        if !content.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") || $0 == 0x0D }) {
            return String(decoding: content, as: UTF8.self)
        }
        var text: [UInt8] = []
        var cursor = element.startTagEnd
        let end = element.endTagStart
        while cursor < end {
            if XMLByteLayout.hasPrefix(bytes, "<![CDATA[", at: cursor) {
                let close = XMLByteLayout.find(bytes, "]]>", from: cursor + 9, limit: end) ?? end
                text += bytes[(cursor + 9)..<close]
                cursor = min(end, close + 3)
            } else if XMLByteLayout.hasPrefix(bytes, "<!--", at: cursor) {
                cursor = min(end, (XMLByteLayout.find(bytes, "-->", from: cursor + 4, limit: end) ?? end) + 3)
            } else if XMLByteLayout.hasPrefix(bytes, "<?", at: cursor) {
                cursor = min(end, (XMLByteLayout.find(bytes, "?>", from: cursor + 2, limit: end) ?? end) + 2)
            } else if bytes[cursor] == UInt8(ascii: "&") {
                let (decoded, next) = XMLByteLayout.reference(bytes, at: cursor, limit: end)
                text += decoded
                cursor = next
            } else if bytes[cursor] == 0x0D {
                // XML reads CR LF and a lone CR as one LF.
                text.append(0x0A)
                cursor += cursor + 1 < end && bytes[cursor + 1] == 0x0A ? 2 : 1
            } else {
                text.append(bytes[cursor])
                cursor += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// An element as it is written in a file: the byte offsets of its tags, its attributes and its
/// child elements. Offsets count bytes of the UTF-8 file from 0; ranges are half-open.
///
/// Editors use it to change one entry of a config and leave every other byte as it was, which
/// the parsed value tree (locations by line and column only) cannot do by itself.
package struct XMLSourceElement: Sendable, Equatable {
    /// The element's qualified name as written.
    package let name: String
    /// The offset of the start tag's `<`.
    package let start: Int
    /// The offset just past the start tag's `>` (of `/>` for an empty-element tag).
    package let startTagEnd: Int
    /// The offset of the end tag's `<`; equal to ``startTagEnd`` for an empty-element tag.
    package internal(set) var endTagStart: Int
    /// The offset just past the element.
    package internal(set) var end: Int
    /// Whether the element is written `<name … />`.
    package let isEmptyElementTag: Bool
    /// The attributes in the order written.
    package let attributes: [XMLSourceAttribute]
    /// The child elements, as indices into ``XMLSourceDocument/elements``, in file order.
    package internal(set) var children: [Int]
    /// The enclosing element's index, nil for the document element.
    package let parent: Int?

    /// The attribute called `name`, if written.
    package func attribute(_ name: String) -> XMLSourceAttribute? {
        attributes.first { $0.name == name }
    }

    /// The byte range of the whole element.
    package var range: Range<Int> { start..<end }

    /// The byte range between the start tag and the end tag.
    package var contentRange: Range<Int> { startTagEnd..<endTagStart }
}

/// One attribute of a start tag as it is written in the file's bytes.
package struct XMLSourceAttribute: Sendable, Equatable {
    /// The qualified name as written.
    package let name: String
    /// The byte offset of the name's first byte.
    package let nameStart: Int
    /// The byte offset of the opening quote.
    package let valueStart: Int
    /// The byte offset just past the closing quote.
    package let valueEnd: Int
    /// The quote written around the value: `"` or `'`.
    package let quote: UInt8
    /// The value after XML's normalisation: references resolved, literal tabs and line breaks
    /// turned into spaces.
    package let value: String
}
