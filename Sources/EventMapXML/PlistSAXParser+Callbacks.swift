internal import CLibXML2

/// The SAX2 callbacks. Each one finds the builder through the context's `_private` slot; none
/// captures anything, so each is a plain C function pointer.
extension PlistSAXParser {
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, name, _, _, _, _, _, _, _ in
            guard let parser = ParserAccess(context), let name else { return }
            let (line, column) = parser.tagStart()
            parser.builder.pointee.startElement(name, line: line, column: column)
            parser.stopIfFailed()
        }
        handler.endElementNs = { context, _, _, _ in
            guard let parser = ParserAccess(context) else { return }
            let (line, column) = parser.tagStart()
            parser.builder.pointee.endElement(line: line, column: column)
            parser.stopIfFailed()
        }
        handler.characters = { context, text, length in
            guard let parser = ParserAccess(context), let text else { return }
            let buffer = UnsafeBufferPointer(start: text, count: Int(length))
            parser.builder.pointee.characters(buffer, line: parser.line, column: parser.column)
            parser.stopIfFailed()
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = handler.characters
        handler.comment = { context, _ in
            guard let parser = ParserAccess(context) else { return }
            let (line, column) = parser.tagStart()
            parser.builder.pointee.comment(line: line, column: column)
            parser.stopIfFailed()
        }
        handler.internalSubset = { context, _, _, _ in
            guard let parser = ParserAccess(context) else { return }
            // Called after the DOCTYPE's name and external ID; `[` next opens an inline DTD.
            if parser.nextByte == UInt8(ascii: "[") { parser.refuseInternalSubset() }
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            guard let parser = ParserAccess(context) else { return }
            let line = parser.line
            parser.builder.pointee.fail(.forbiddenConstruct, PlistGrammarMessage.entityDeclared(line: line), line: line, column: parser.column)
            parser.stop()
        }
        handler.unparsedEntityDecl = { context, _, _, _, _ in ParserAccess(context)?.refuseInternalSubset() }
        handler.elementDecl = { context, _, _, _ in ParserAccess(context)?.refuseInternalSubset() }
        handler.notationDecl = { context, _, _, _ in ParserAccess(context)?.refuseInternalSubset() }
        handler.attributeDecl = { context, _, _, _, _, _, tree in
            xmlFreeEnumeration(tree)
            ParserAccess(context)?.refuseInternalSubset()
        }
        handler.reference = { context, name in
            guard let parser = ParserAccess(context) else { return }
            let text = name.map { String(cString: $0) } ?? ""
            let line = parser.line
            parser.builder.pointee.fail(.forbiddenConstruct, PlistGrammarMessage.entityReferenced(text, line: line), line: line, column: parser.column)
            parser.stop()
        }
        handler.endDocument = { context in
            guard let parser = ParserAccess(context), parser.slot.pointee.error.captured == 0,
                  parser.context.pointee.wellFormed != 0 else { return }
            parser.builder.pointee.endDocument(line: parser.line, column: parser.column)
        }
        return handler
    }
}

/// The parser context, its error slot and the builder, as one callback sees them.
struct ParserAccess {
    let context: xmlParserCtxtPtr
    let slot: UnsafeMutablePointer<em_parse_slot>
    let builder: UnsafeMutablePointer<PlistTreeBuilder>

    @inline(__always)
    init?(_ raw: UnsafeMutableRawPointer?) {
        guard let raw else { return nil }
        let context = raw.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let slotRaw = context.pointee._private else { return nil }
        let slot = slotRaw.assumingMemoryBound(to: em_parse_slot.self)
        guard let state = slot.pointee.state else { return nil }
        self.context = context
        self.slot = slot
        self.builder = state.assumingMemoryBound(to: PlistTreeBuilder.self)
    }

    var line: Int { Int(context.pointee.input?.pointee.line ?? 0) }
    var column: Int { Int(context.pointee.input?.pointee.col ?? 0) }

    var nextByte: UInt8? { context.pointee.input?.pointee.cur?.pointee }

    /// The line and column of the `<` that opened the construct the parser just read.
    ///
    /// libxml2 keeps no per-node column; its input position is just past the tag. Walking back
    /// through the input buffer to the `<` (which cannot appear inside a tag) gives the start,
    /// counting characters, not bytes.
    @inline(__always)
    func tagStart() -> (line: Int, column: Int) {
        guard let input = context.pointee.input, let current = input.pointee.cur, let base = input.pointee.base else {
            return (line, column)
        }
        var line = Int(input.pointee.line)
        var column = Int(input.pointee.col)
        var cursor = current
        var characters = 0
        var newlines = 0
        while cursor > base {
            cursor -= 1
            let byte = cursor.pointee
            if byte & 0xC0 != 0x80 { characters += 1 }
            if byte == UInt8(ascii: "\n") { newlines += 1 }
            if byte == UInt8(ascii: "<") { break }
        }
        guard cursor.pointee == UInt8(ascii: "<") else { return (line, column) }
        if newlines == 0 { return (line, column - characters + (current > cursor ? 0 : 1)) }
        // The tag spans lines: count the characters between the start of its first line and `<`.
        line -= newlines
        var lineStart = cursor
        column = 1
        while lineStart > base, (lineStart - 1).pointee != UInt8(ascii: "\n") {
            lineStart -= 1
            if lineStart.pointee & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    func stop() { xmlStopParser(context) }

    @inline(__always)
    func stopIfFailed() {
        if builder.pointee.hasFailed { xmlStopParser(context) }
    }

    func refuseInternalSubset() {
        let line = self.line
        builder.pointee.fail(.forbiddenConstruct, PlistGrammarMessage.internalSubset(line: line), line: line, column: column)
        stop()
    }
}
