internal import CLibXML2

/// Where the start tag libxml2 has just read begins, and where each of its attributes is.
///
/// libxml2 keeps no column per node; when `startElementNs` runs, its input position is at the
/// tag's closing `>` or `/>`. A `<` cannot occur inside a tag (not even in an attribute value),
/// so walking back through the input buffer finds the tag's start; walking forward from there
/// over the tag, which libxml2 has already found well-formed, finds each attribute's name.
/// libxml2 does not shrink its buffer while it reads a start tag, so the whole tag is there; the
/// start of its first line may not be (see ``place(of:newlinesAfter:in:)``).
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
        guard let end = context.pointee.input?.pointee.cur, let start = Self.markupStart(opening: UInt8(ascii: "<"), in: context)
        else {
            self.init(
                line: Int(context.pointee.input?.pointee.line ?? 0), column: Int(context.pointee.input?.pointee.col ?? 0), attributes: [])
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

    /// The position of the nearest `opening` byte before the parser's input position; nil when
    /// the buffer no longer holds it.
    ///
    /// Used for a tag's `<` and for an entity reference's `&`, neither of which can occur
    /// inside the construct it opens.
    static func markupStart(opening: UInt8, in context: xmlParserCtxtPtr) -> (pointer: UnsafePointer<xmlChar>, line: Int, column: Int)? {
        guard let input = context.pointee.input, let end = input.pointee.cur, let base = input.pointee.base else { return nil }
        var cursor = end
        var newlines = 0
        while cursor > base {
            cursor -= 1
            if cursor.pointee == UInt8(ascii: "\n") { newlines += 1 }
            if cursor.pointee == opening { break }
        }
        guard cursor < end, cursor.pointee == opening else { return nil }
        let place = place(of: cursor, newlinesAfter: newlines, in: context)
        return (cursor, place.line, place.column)
    }

    /// The line and column of `pointer`, a byte in the parser's buffer before its input position
    /// with `newlines` line breaks between them.
    ///
    /// On the input's line, the column counts back from the input's. On an earlier line it counts
    /// from the line's start, found in the buffer or, when libxml2 has dropped it, in the file
    /// (read again from the byte's offset back) or, for input libxml2 converts from another
    /// encoding, from a column noted on that line by an earlier callback (nothing is noted for
    /// other input). When none of these is known — a file that can no longer be read back, say —
    /// the column counts from the buffer's start: the line is still right.
    static func place(of pointer: UnsafePointer<xmlChar>, newlinesAfter newlines: Int, in context: xmlParserCtxtPtr) -> (line: Int, column: Int) {
        guard let input = context.pointee.input, let end = input.pointee.cur, let base = input.pointee.base else { return (0, 0) }
        let line = Int(input.pointee.line) - newlines
        if newlines == 0 { return (line, Int(input.pointee.col) - characterCount(from: pointer, to: end)) }
        var lineStart = pointer
        while lineStart > base, (lineStart - 1).pointee != UInt8(ascii: "\n") { lineStart -= 1 }
        if lineStart > base { return (line, 1 + characterCount(from: lineStart, to: pointer)) }
        let slot = context.pointee._private?.assumingMemoryBound(to: em_parse_slot.self)
        let consumed = UInt(input.pointee.consumed)
        let offset = consumed + UInt(pointer - base)
        // Input libxml2 does not convert is the file's own bytes: offsets are the file's.
        if em_input_is_converted(input) == 0, let source = slot?.pointee.byte_source,
            let column = Unmanaged<PlistByteSource>.fromOpaque(source).takeUnretainedValue().column(ofOffset: Int(offset))
        {
            return (line, column)
        }
        if let slot {
            let known = withUnsafeBytes(of: slot.pointee.recent) { Array($0.bindMemory(to: em_input_position.self)) }
            for position in known.suffix(Int(slot.pointee.recent_count)).reversed()
            where Int(position.line) == line && position.offset >= consumed && position.offset <= offset {
                return (line, Int(position.column) + characterCount(from: base + Int(position.offset - consumed), to: pointer))
            }
        }
        return (line, 1 + characterCount(from: base, to: pointer))
    }

    /// The characters (bytes that are not UTF-8 continuation bytes) in `start..<end`.
    private static func characterCount(from start: UnsafePointer<xmlChar>, to end: UnsafePointer<xmlChar>) -> Int {
        var count = 0
        var cursor = start
        while cursor < end {
            if cursor.pointee & 0xC0 != 0x80 { count += 1 }
            cursor += 1
        }
        return count
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
