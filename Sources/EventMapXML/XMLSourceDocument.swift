/// A well-formed XML file's bytes with the byte extents of every element, from
/// ``XMLSourceScanner``.
public struct XMLSourceDocument: Sendable {
    /// The file's bytes as read (a UTF-8 byte-order mark included).
    public let bytes: [UInt8]
    /// Every element in document (pre-)order; the document element is first.
    public let elements: [XMLSourceElement]
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
    public var rootIndex: Int? { elements.isEmpty ? nil : 0 }

    /// The child elements of `index`.
    public func children(of index: Int) -> [XMLSourceElement] {
        elements[index].children.map { elements[$0] }
    }

    /// The 1-based line that holds the byte at `offset`.
    public func line(at offset: Int) -> Int {
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
    public func text(of index: Int) -> String {
        let element = elements[index]
        var text: [UInt8] = []
        var cursor = element.startTagEnd
        let end = element.endTagStart
        while cursor < end {
            if XMLSourceScanner.hasPrefix(bytes, "<![CDATA[", at: cursor) {
                let close = XMLSourceScanner.find(bytes, "]]>", from: cursor + 9, limit: end) ?? end
                text += bytes[(cursor + 9)..<close]
                cursor = min(end, close + 3)
            } else if XMLSourceScanner.hasPrefix(bytes, "<!--", at: cursor) {
                cursor = min(end, (XMLSourceScanner.find(bytes, "-->", from: cursor + 4, limit: end) ?? end) + 3)
            } else if XMLSourceScanner.hasPrefix(bytes, "<?", at: cursor) {
                cursor = min(end, (XMLSourceScanner.find(bytes, "?>", from: cursor + 2, limit: end) ?? end) + 2)
            } else if bytes[cursor] == UInt8(ascii: "&") {
                let (decoded, next) = XMLSourceScanner.reference(bytes, at: cursor, limit: end)
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
