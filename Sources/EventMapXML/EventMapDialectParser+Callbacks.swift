internal import CLibXML2

/// The SAX2 callbacks: libxml2's own tree builders (`xmlSAX2*`) with element starts recorded,
/// and everything that could declare, load or expand an entity refused by the ``SAXParser``'s
/// ``SAXSafetyCallbacks``. None captures anything, so each is a plain C function pointer.
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
        // Text is not the dialect's, but in converted input where it ends places a tag that
        // follows it (`em_note_text_end`).
        handler.characters = { context, text, length in
            xmlSAX2Characters(context, text, length)
            em_note_text_end(context, text, length)
        }
        handler.ignorableWhitespace = handler.characters
        handler.cdataBlock = { context, text, length in
            xmlSAX2CDataBlock(context, text, length)
            em_note_input_position(context)
        }
        handler.comment = { context, text in
            xmlSAX2Comment(context, text)
            DialectParserAccess(context)?.recordComment(text)
        }
        handler.processingInstruction = { context, target, data in
            xmlSAX2ProcessingInstruction(context, target, data)
            DialectParserAccess(context)?.recordProcessingInstruction(target: target, data: data)
        }
        return handler
    }
}

/// The dialect's own recording, as one callback sees the parse.
private typealias DialectParserAccess = SAXCallbackAccess<EventMapDialectRecorder>

private extension SAXCallbackAccess where Recorder == EventMapDialectRecorder {
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
        guard !hasCapturedError, let input = context.pointee.input,
            let current = input.pointee.cur, let base = input.pointee.base
        else { return }
        let content = text.map { String(cString: $0) } ?? ""
        let length = content.utf8.count + 7
        var line = Int(input.pointee.line)
        var column = Int(input.pointee.col)
        let newlines = content.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        if newlines == 0 {
            column -= content.unicodeScalars.count + 7
        } else if current - base >= length, (current - length).pointee == UInt8(ascii: "<") {
            (line, column) = XMLStartTagPositions.place(of: current - length, newlinesAfter: newlines, in: context)
        }
        recorder.recordMarkup(.comment, text: content, line: line, column: column)
    }

    /// Records the processing instruction the parser has just read (the input is past its `?>`).
    func recordProcessingInstruction(target: UnsafePointer<xmlChar>?, data: UnsafePointer<xmlChar>?) {
        guard !hasCapturedError else { return }
        let start = markupStart(opening: UInt8(ascii: "<"))
        let text = (target.map { String(cString: $0) } ?? "") + (data.map { " " + String(cString: $0) } ?? "")
        recorder.recordMarkup(.processingInstruction, text: text, line: start.line, column: start.column)
    }
}
