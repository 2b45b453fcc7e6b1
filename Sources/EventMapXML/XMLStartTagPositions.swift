internal import CLibXML2

/// Where the start tag libxml2 has just read begins, and where each of its attributes is.
///
/// libxml2 keeps no column per node; when `startElementNs` runs, its input position is at the
/// tag's closing `>` or `/>`. A `<` cannot occur inside a tag (not even in an attribute value),
/// so walking back through the input buffer finds the tag's start; walking forward from there
/// over the tag, which libxml2 has already found well-formed, finds each attribute's name.
/// libxml2 does not shrink its buffer while it reads a start tag, so the whole tag is there.
///
/// Columns count characters, not bytes: the input buffer holds UTF-8 whatever the file's
/// encoding, so a character starts at every byte that is not a continuation byte (`10xxxxxx`).
struct XMLStartTagPositions {
    /// One attribute as written in the tag.
    struct Attribute {
        /// The qualified name as written: `class`, `xsi:type`.
        let name: String
        /// The line of the name's first character.
        let line: Int
        /// The column of the name's first character, in characters.
        let column: Int
    }

    /// The line of the tag's `<`.
    let line: Int
    /// The column of the tag's `<`, in characters.
    let column: Int
    /// The attributes in the order written, including namespace declarations.
    let attributes: [Attribute]

    /// The positions of the start tag that ends at the parser's current input position.
    /// - Parameter context: A parser inside its `startElementNs` callback.
    init(context: xmlParserCtxtPtr) {
        let line = Int(context.pointee.input?.pointee.line ?? 0)
        let column = Int(context.pointee.input?.pointee.col ?? 0)
        guard let input = context.pointee.input, let end = input.pointee.cur, let base = input.pointee.base,
            let start = Self.markupStart(opening: UInt8(ascii: "<"), before: end, base: base, line: line, column: column)
        else {
            self.init(line: line, column: column, attributes: [])
            return
        }
        self.init(
            line: start.line, column: start.column,
            attributes: Self.scanAttributes(from: start.pointer, to: end, line: start.line, column: start.column))
    }

    private init(line: Int, column: Int, attributes: [Attribute]) {
        self.line = line
        self.column = column
        self.attributes = attributes
    }

    /// The position of the nearest `opening` byte before `end`, whose own position is
    /// `line`:`column`; nil when the buffer no longer holds it.
    ///
    /// Used for a tag's `<` and for an entity reference's `&`, neither of which can occur
    /// inside the construct it opens.
    static func markupStart(
        opening: UInt8, before end: UnsafePointer<xmlChar>, base: UnsafePointer<xmlChar>, line: Int, column: Int
    ) -> (pointer: UnsafePointer<xmlChar>, line: Int, column: Int)? {
        var cursor = end
        var characters = 0
        var newlines = 0
        while cursor > base {
            cursor -= 1
            let byte = cursor.pointee
            if byte & 0xC0 != 0x80 { characters += 1 }
            if byte == UInt8(ascii: "\n") { newlines += 1 }
            if byte == opening { break }
        }
        guard cursor < end, cursor.pointee == opening else { return nil }
        if newlines == 0 { return (cursor, line, column - characters) }
        // The construct spans lines: count the characters from the start of its first line.
        var lineStart = cursor
        var startColumn = 1
        while lineStart > base, (lineStart - 1).pointee != UInt8(ascii: "\n") {
            lineStart -= 1
            if lineStart.pointee & 0xC0 != 0x80 { startColumn += 1 }
        }
        return (cursor, line - newlines, startColumn)
    }

    /// Walks a well-formed start tag from its `<` and records where each attribute name starts.
    private static func scanAttributes(
        from start: UnsafePointer<xmlChar>, to end: UnsafePointer<xmlChar>, line startLine: Int, column startColumn: Int
    ) -> [Attribute] {
        var cursor = start
        var line = startLine
        var column = startColumn
        func advance() {
            if cursor.pointee == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if cursor.pointee & 0xC0 != 0x80 {
                column += 1
            }
            cursor += 1
        }
        func isBlank(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
        var attributes: [Attribute] = []
        advance() // `<`
        while cursor < end, !isBlank(cursor.pointee), cursor.pointee != UInt8(ascii: "/"), cursor.pointee != UInt8(ascii: ">") {
            advance()
        }
        while cursor < end {
            while cursor < end, isBlank(cursor.pointee) { advance() }
            guard cursor < end, cursor.pointee != UInt8(ascii: "/"), cursor.pointee != UInt8(ascii: ">") else { break }
            let nameStart = cursor
            let nameLine = line
            let nameColumn = column
            while cursor < end, !isBlank(cursor.pointee), cursor.pointee != UInt8(ascii: "=") { advance() }
            let name = String(decoding: UnsafeBufferPointer(start: nameStart, count: cursor - nameStart), as: UTF8.self)
            while cursor < end, isBlank(cursor.pointee) || cursor.pointee == UInt8(ascii: "=") { advance() }
            guard cursor < end, cursor.pointee == UInt8(ascii: "\"") || cursor.pointee == UInt8(ascii: "'") else { break }
            let quote = cursor.pointee
            advance()
            while cursor < end, cursor.pointee != quote { advance() }
            if cursor < end { advance() }
            attributes.append(Attribute(name: name, line: nameLine, column: nameColumn))
        }
        return attributes
    }
}
