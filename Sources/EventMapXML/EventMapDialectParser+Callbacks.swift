internal import CLibXML2

/// The SAX2 callbacks: libxml2's own tree builders (`xmlSAX2*`) with element starts recorded,
/// and everything that could declare, load or expand an entity refused. None captures anything,
/// so each is a plain C function pointer.
extension EventMapDialectParser {
    static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        xmlSAXVersion(&handler, 2)
        handler.startElementNs = { context, name, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
            xmlSAX2StartElementNs(context, name, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
            guard let parser = DialectParserAccess(context) else { return }
            parser.recordStartElement()
        }
        handler.endElementNs = { context, name, prefix, uri in
            xmlSAX2EndElementNs(context, name, prefix, uri)
            DialectParserAccess(context)?.recorder.endElement()
        }
        handler.comment = { context, text in
            xmlSAX2Comment(context, text)
            DialectParserAccess(context)?.recordComment(text)
        }
        handler.processingInstruction = { context, target, data in
            xmlSAX2ProcessingInstruction(context, target, data)
            DialectParserAccess(context)?.recordProcessingInstruction(target: target, data: data)
        }
        // Nothing is ever loaded from outside the file.
        handler.externalSubset = nil
        handler.resolveEntity = nil
        handler.internalSubset = { context, _, _, _ in
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.doctype(), at: UInt8(ascii: "<"))
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.entityDeclared(), at: UInt8(ascii: "<"))
        }
        handler.unparsedEntityDecl = { context, _, _, _, _ in
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.entityDeclared(), at: UInt8(ascii: "<"))
        }
        handler.elementDecl = { context, _, _, _ in
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.entityDeclared(), at: UInt8(ascii: "<"))
        }
        handler.attributeDecl = { context, _, _, _, _, _, tree in
            xmlFreeEnumeration(tree)
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.entityDeclared(), at: UInt8(ascii: "<"))
        }
        handler.notationDecl = { context, _, _, _ in
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.entityDeclared(), at: UInt8(ascii: "<"))
        }
        // libxml2 asks for every entity other than the five predefined ones, in content and in
        // attribute values alike; answering "none" after refusing keeps anything from expanding.
        handler.getEntity = { context, name in
            let text = name.map { String(cString: $0) } ?? ""
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.entityReferenced(text), at: UInt8(ascii: "&"))
            return nil
        }
        handler.getParameterEntity = { context, name in
            let text = name.map { String(cString: $0) } ?? ""
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.entityReferenced("%" + text), at: UInt8(ascii: "%"))
            return nil
        }
        handler.reference = { context, name in
            let text = name.map { String(cString: $0) } ?? ""
            DialectParserAccess(context)?.refuse(EventMapDialectMessage.entityReferenced(text), at: UInt8(ascii: "&"))
        }
        return handler
    }
}

/// The parser context and its recorder, as one callback sees them.
private struct DialectParserAccess {
    let context: xmlParserCtxtPtr
    let slot: UnsafeMutablePointer<em_parse_slot>
    let recorder: EventMapDialectRecorder

    init?(_ raw: UnsafeMutableRawPointer?) {
        guard let raw else { return nil }
        let context = raw.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let slot = context.pointee._private?.assumingMemoryBound(to: em_parse_slot.self),
              let state = slot.pointee.state
        else { return nil }
        self.context = context
        self.slot = slot
        self.recorder = Unmanaged<EventMapDialectRecorder>.fromOpaque(state).takeUnretainedValue()
    }

    /// Records the element `xmlSAX2StartElementNs` has just pushed as the context's node.
    func recordStartElement() {
        guard let node = context.pointee.node, node.pointee.type == XML_ELEMENT_NODE, !recorder.hasRecorded(node) else {
            // libxml2 could not add the node (it reports why); keep starts and ends balanced.
            recorder.startUnrecordedElement()
            return
        }
        recorder.startElement(node, positions: XMLStartTagPositions(context: context))
    }

    /// Records the comment the parser has just read (the input is past its `-->`). Its `<` is
    /// found by the comment's length, since the comment may itself hold a `<`.
    func recordComment(_ text: UnsafePointer<xmlChar>?) {
        guard slot.pointee.error.captured == 0, let input = context.pointee.input,
              let current = input.pointee.cur, let base = input.pointee.base else { return }
        let content = text.map { String(cString: $0) } ?? ""
        let length = content.utf8.count + 7
        var line = Int(input.pointee.line)
        var column = Int(input.pointee.col)
        let newlines = content.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        if newlines == 0 {
            column -= content.unicodeScalars.count + 7
        } else if current - base >= length, (current - length).pointee == UInt8(ascii: "<") {
            line -= newlines
            var cursor = current - length
            column = 1
            while cursor > base, (cursor - 1).pointee != UInt8(ascii: "\n") {
                cursor -= 1
                if cursor.pointee & 0xC0 != 0x80 { column += 1 }
            }
        }
        recorder.recordMarkup(.comment, text: content, line: line, column: column)
    }

    /// Records the processing instruction the parser has just read (the input is past its `?>`).
    func recordProcessingInstruction(target: UnsafePointer<xmlChar>?, data: UnsafePointer<xmlChar>?) {
        guard slot.pointee.error.captured == 0 else { return }
        var line = Int(context.pointee.input?.pointee.line ?? 0)
        var column = Int(context.pointee.input?.pointee.col ?? 0)
        if let input = context.pointee.input, let end = input.pointee.cur, let base = input.pointee.base,
           let start = XMLStartTagPositions.markupStart(opening: UInt8(ascii: "<"), before: end, base: base, line: line, column: column) {
            line = start.line
            column = start.column
        }
        let text = (target.map { String(cString: $0) } ?? "") + (data.map { " " + String(cString: $0) } ?? "")
        recorder.recordMarkup(.processingInstruction, text: text, line: line, column: column)
    }

    /// Refuses the construct that `opening` (`<`, `&` or `%`) starts just before the parser's
    /// position, and stops the parser. After a well-formedness error libxml2 still resolves
    /// entity references; that first error stays the one reported.
    func refuse(_ message: String, at opening: UInt8) {
        guard slot.pointee.error.captured == 0 else {
            xmlStopParser(context)
            return
        }
        var line = Int(context.pointee.input?.pointee.line ?? 0)
        var column = Int(context.pointee.input?.pointee.col ?? 0)
        if let input = context.pointee.input, let end = input.pointee.cur, let base = input.pointee.base,
           let start = XMLStartTagPositions.markupStart(opening: opening, before: end, base: base, line: line, column: column) {
            line = start.line
            column = start.column
        }
        recorder.refuse(message, line: line, column: column)
        xmlStopParser(context)
    }
}
