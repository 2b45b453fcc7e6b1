internal import CLibXML2

/// The SAX2 callbacks. Each one finds the builder through the context's `_private` slot; none
/// captures anything, so each is a plain C function pointer.
extension PlistSAXParser {
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, name, prefix, _, namespaceCount, _, attributeCount, _, attributes in
            guard let parser = ParserAccess(context), let name else { return }
            let (line, column) = parser.tagStart()
            // libxml2 calls back with the input on the start tag's `/>` or `>`.
            let selfClosing = parser.nextByte == UInt8(ascii: "/")
            parser.builder.pointee.startElement(
                name, prefix: prefix, selfClosing: selfClosing, line: line, column: column, contentLine: parser.line
            )
            if namespaceCount > 0 || attributeCount > 0 {
                parser.noteIgnoredAttributes(
                    of: name, namespaceCount: Int(namespaceCount), attributeCount: Int(attributeCount), attributes: attributes, line: line,
                    column: column)
            }
            parser.stopIfFailed()
        }
        handler.endElementNs = { context, _, _, _ in
            guard let parser = ParserAccess(context) else { return }
            let (line, column) = parser.tagStart()
            parser.builder.pointee.endElement(line: line, column: column, endLine: parser.line)
            parser.stopIfFailed()
        }
        handler.characters = { context, text, length in
            guard let parser = ParserAccess(context, text: text, length: length), let text else { return }
            let buffer = UnsafeBufferPointer(start: text, count: Int(length))
            if let written = parser.referenceJustRead(producing: buffer) {
                parser.builder.pointee.reference(written: written, replacement: buffer, line: parser.line, column: parser.column)
            } else {
                parser.builder.pointee.characters(buffer, line: parser.line, column: parser.column)
            }
            parser.stopIfFailed()
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { context, text, length in
            guard let parser = ParserAccess(context), let text else { return }
            let buffer = UnsafeBufferPointer(start: text, count: Int(length))
            // The input is past `]]>`; the section's own line breaks are all in its text.
            let line = parser.line - buffer.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            parser.builder.pointee.cdata(buffer, line: line, column: parser.column)
            parser.stopIfFailed()
        }
        handler.comment = { context, text in
            guard let parser = ParserAccess(context) else { return }
            let (_, column) = parser.tagStart()
            // The input is past `-->`; count back over the comment's line breaks rather than
            // search for its `<`, since the comment may hold one.
            var line = parser.line
            if var cursor = text {
                while cursor.pointee != 0 {
                    if cursor.pointee == UInt8(ascii: "\n") { line -= 1 }
                    cursor += 1
                }
            }
            parser.builder.pointee.comment(line: line, column: column)
            parser.stopIfFailed()
        }
        handler.processingInstruction = { context, _, _ in
            guard let parser = ParserAccess(context) else { return }
            let (line, column) = parser.tagStart()
            parser.builder.pointee.processingInstruction(line: line, column: column)
            parser.stopIfFailed()
        }
        handler.internalSubset = { context, name, publicID, systemID in
            guard let parser = ParserAccess(context) else { return }
            // Called after the DOCTYPE's name and external ID; `[` next opens an inline DTD.
            if parser.nextByte == UInt8(ascii: "[") {
                parser.refuseInternalSubset()
                return
            }
            if !PlistDocumentType.isApples(name: name, publicID: publicID, systemID: systemID) {
                let (line, column) = parser.tagStart()
                parser.builder.pointee.ignore(.documentType, line: line, column: column)
            }
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
            parser.builder.pointee.fail(
                .forbiddenConstruct, PlistGrammarMessage.entityReferenced(text, line: line), line: line, column: parser.column)
            parser.stop()
        }
        handler.endDocument = { context in
            guard let parser = ParserAccess(context), parser.slot.pointee.error.captured == 0,
                parser.context.pointee.wellFormed != 0
            else { return }
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

    /// Reaches the state of the parse `raw` belongs to, and notes where converted input stands
    /// (`em_note_input_position`; for a text callback, given its `text`, `em_note_text_end`).
    @inline(__always)
    init?(_ raw: UnsafeMutableRawPointer?, text: UnsafePointer<xmlChar>? = nil, length: Int32 = 0) {
        guard let raw else { return nil }
        let context = raw.assumingMemoryBound(to: xmlParserCtxt.self)
        // After a well-formedness error libxml2 may still call back with what it made of the
        // broken markup (the text of a malformed comment, say); its own message, which comes
        // first in the document, is the one to report.
        guard context.pointee.wellFormed != 0, let slotRaw = context.pointee._private else { return nil }
        let slot = slotRaw.assumingMemoryBound(to: em_parse_slot.self)
        // Any error libxml2 recorded (a namespace error leaves `wellFormed` set) came first.
        guard slot.pointee.error.captured == 0 else { return nil }
        guard let state = slot.pointee.state else { return nil }
        self.context = context
        self.slot = slot
        self.builder = state.assumingMemoryBound(to: PlistTreeBuilder.self)
        if text != nil {
            em_note_text_end(raw, text, length)
        } else {
            em_note_input_position(raw)
        }
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
        guard let start = XMLStartTagPositions.markupStart(opening: UInt8(ascii: "<"), in: context) else { return (line, column) }
        return (start.line, start.column)
    }

    /// The reference (`&amp;`, `&#65;`) as written, when libxml2 hands over its replacement text.
    ///
    /// Text read from the document is passed as a pointer into the input buffer. A reference's
    /// replacement is not in it, and the input is then just past the reference's `;`. (Text that
    /// libxml2 copied, such as non-ASCII text, is not in the buffer either, but cannot end with a
    /// reference: a `&` in text always starts one.)
    func referenceJustRead(producing text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let input = context.pointee.input, let base = input.pointee.base, let current = input.pointee.cur,
            let end = input.pointee.end, let start = text.baseAddress
        else { return nil }
        if start >= base, start < end { return nil }
        guard current > base, (current - 1).pointee == UInt8(ascii: ";") else { return nil }
        var cursor = current - 1
        // libxml2 does not shrink its buffer inside a reference, so the `&` is still there however
        // long the reference is (`&#x` and seventy zeros is as much a reference as `&#x31;`).
        while cursor > base {
            cursor -= 1
            let byte = cursor.pointee
            if byte == UInt8(ascii: "&") {
                return current - cursor > 2 ? UnsafeBufferPointer(start: cursor, count: current - cursor) : nil
            }
            guard Self.isReferenceByte(byte) else { return nil }
        }
        return nil
    }

    /// Bytes of a reference's name or number: name characters, `#`, and any non-ASCII byte.
    private static func isReferenceByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "#"), UInt8(ascii: "_"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    func stop() { xmlStopParser(context) }

    /// Notes the attributes and namespace declarations of a start tag that no value carries:
    /// everything but `version="1.0"` on `<plist>`.
    func noteIgnoredAttributes(
        of name: UnsafePointer<UInt8>,
        namespaceCount: Int,
        attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?,
        line: Int,
        column: Int
    ) {
        let element = String(cString: name)
        if namespaceCount > 0 {
            builder.pointee.ignore(.namespaceDeclaration(element: element), line: line, column: column)
        }
        guard let attributes else { return }
        // Five pointers per attribute: local name, prefix, URI, value start, value end.
        for number in 0..<attributeCount {
            guard let localName = attributes[number * 5] else { continue }
            let prefix = attributes[number * 5 + 1].map { String(cString: $0) + ":" } ?? ""
            let attributeName = prefix + String(cString: localName)
            var value = ""
            if let start = attributes[number * 5 + 3], let end = attributes[number * 5 + 4] {
                value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
            }
            if element == "plist", attributeName == "version", value == "1.0" { continue }
            builder.pointee.ignore(.attribute(name: attributeName, element: element), line: line, column: column)
        }
    }

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
