internal import CLibXML2

/// Runs libxml2's SAX2 parser over a storyboard or xib and feeds an ``InterfaceBuilderRecorder``.
///
/// One instance per parse, owning its parser context. No tree is built. Nothing global is
/// touched: the first error is captured through the context's own structured-error callback,
/// and every construct that could declare, load or expand an entity is refused by the context's
/// own callbacks.
final class InterfaceBuilderSAXParser {
    /// libxml2 options: no network, correct line numbers past 65,535, errors only through our
    /// callback. Never NOENT, HUGE, DTDLOAD, DTDVALID, RECOVER or XINCLUDE.
    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
    )

    private let source: PlistByteSource
    private let file: String
    private let recorder: InterfaceBuilderRecorder
    private var slot = em_parse_slot()

    init(source: PlistByteSource, file: String) {
        LibXML2Setup.ensure()
        self.source = source
        self.file = file
        self.recorder = InterfaceBuilderRecorder(file: file)
    }

    /// Parses the whole file.
    /// - Returns: The objects and actions, or the first problem with its location.
    func parse() -> Result<InterfaceBuilderDocument, InterfaceBuilderReadError> {
        var handler = Self.makeHandler()
        let sourcePointer = Unmanaged.passUnretained(source).toOpaque()
        guard let context = xmlCreateIOParserCtxt(
            &handler, nil, PlistByteSource.readCallback, nil, sourcePointer, XML_CHAR_ENCODING_NONE
        ) else {
            return .failure(error(.malformedXML, "out of memory", line: 1, column: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, Self.options)
        context.pointee.sax.pointee.serror = em_first_error_recorder()
        slot.state = Unmanaged.passUnretained(recorder).toOpaque()
        withExtendedLifetime(recorder) {
            withUnsafeMutablePointer(to: &slot) { slotPointer in
                context.pointee._private = UnsafeMutableRawPointer(slotPointer)
                defer { context.pointee._private = nil }
                xmlParseDocument(context)
            }
        }
        if let refusal = recorder.refusal {
            return .failure(error(.forbiddenConstruct, refusal.message, line: refusal.line, column: refusal.column))
        }
        if slot.error.captured != 0 {
            let message = withUnsafeBytes(of: slot.error.message) { raw in
                LibXML2MessageText.oneLine(String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self))
            }
            return .failure(error(.malformedXML, message.isEmpty ? "malformed XML" : message,
                                  line: Int(slot.error.line), column: Int(slot.error.column)))
        }
        if context.pointee.wellFormed == 0 {
            return .failure(error(.malformedXML, "malformed XML", line: 1, column: 1))
        }
        if recorder.elementCount == 0 {
            return .failure(error(.malformedXML, InterfaceBuilderMessage.emptyDocument(), line: 1, column: 1))
        }
        return .success(recorder.document())
    }

    private func error(_ reason: InterfaceBuilderReadError.Reason, _ message: String, line: Int, column: Int) -> InterfaceBuilderReadError {
        InterfaceBuilderReadError(reason: reason, location: SourceLocation(file: file, line: max(line, 1), column: max(column, 1)), message: message)
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = XML_SAX2_MAGIC
        handler.startElementNs = { context, name, _, _, _, _, attributeCount, _, attributes in
            guard let access = InterfaceBuilderParserAccess(context), let name else { return }
            access.startElement(name: name, count: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { context, _, _, _ in
            InterfaceBuilderParserAccess(context)?.recorder.endElement()
        }
        // Xcode writes no DOCTYPE; any DTD could declare entities, so none is accepted.
        handler.internalSubset = { context, _, _, _ in
            InterfaceBuilderParserAccess(context)?.refuse(InterfaceBuilderMessage.doctype(), at: UInt8(ascii: "<"))
        }
        handler.entityDecl = { context, _, _, _, _, _ in
            InterfaceBuilderParserAccess(context)?.refuse(InterfaceBuilderMessage.doctype(), at: UInt8(ascii: "<"))
        }
        handler.getEntity = { context, name in
            let text = name.map { String(cString: $0) } ?? ""
            InterfaceBuilderParserAccess(context)?.refuse(InterfaceBuilderMessage.entityReferenced(text), at: UInt8(ascii: "&"))
            return nil
        }
        handler.getParameterEntity = { context, name in
            let text = name.map { String(cString: $0) } ?? ""
            InterfaceBuilderParserAccess(context)?.refuse(InterfaceBuilderMessage.entityReferenced("%" + text), at: UInt8(ascii: "%"))
            return nil
        }
        handler.reference = { context, name in
            let text = name.map { String(cString: $0) } ?? ""
            InterfaceBuilderParserAccess(context)?.refuse(InterfaceBuilderMessage.entityReferenced(text), at: UInt8(ascii: "&"))
        }
        return handler
    }
}

/// The parser context and its recorder, as one callback sees them.
private struct InterfaceBuilderParserAccess {
    let context: xmlParserCtxtPtr
    let slot: UnsafeMutablePointer<em_parse_slot>
    let recorder: InterfaceBuilderRecorder

    init?(_ raw: UnsafeMutableRawPointer?) {
        guard let raw else { return nil }
        let context = raw.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let slot = context.pointee._private?.assumingMemoryBound(to: em_parse_slot.self),
              let state = slot.pointee.state
        else { return nil }
        self.context = context
        self.slot = slot
        self.recorder = Unmanaged<InterfaceBuilderRecorder>.fromOpaque(state).takeUnretainedValue()
    }

    private var line: Int { Int(context.pointee.input?.pointee.line ?? 0) }
    private var column: Int { Int(context.pointee.input?.pointee.col ?? 0) }

    /// Records a start tag: SAX2 passes each attribute as five pointers (local name, prefix, URI,
    /// value start, value end).
    func startElement(name: UnsafePointer<xmlChar>, count: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let elementName = String(cString: name)
        var list: [InterfaceBuilderRecorder.Attribute] = []
        if let attributes {
            list.reserveCapacity(count)
            for offset in stride(from: 0, to: count * 5, by: 5) {
                guard let localName = attributes[offset], let start = attributes[offset + 3], let end = attributes[offset + 4] else { continue }
                let raw = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                list.append(.init(name: String(cString: localName), value: XMLAttributeValue.decoded(raw)))
            }
        }
        var line = self.line
        var column = self.column
        if InterfaceBuilderRecorder.isRecorded(elementName, attributes: list),
           let input = context.pointee.input, let end = input.pointee.cur, let base = input.pointee.base,
           let start = XMLStartTagPositions.markupStart(opening: UInt8(ascii: "<"), before: end, base: base, line: line, column: column) {
            line = start.line
            column = start.column
        }
        recorder.startElement(elementName, attributes: list, line: line, column: column)
    }

    /// Refuses the construct that `opening` starts just before the parser's position, and stops
    /// the parser. A well-formedness error that came first stays the one reported.
    func refuse(_ message: String, at opening: UInt8) {
        guard slot.pointee.error.captured == 0 else {
            xmlStopParser(context)
            return
        }
        var line = self.line
        var column = self.column
        if let input = context.pointee.input, let end = input.pointee.cur, let base = input.pointee.base,
           let start = XMLStartTagPositions.markupStart(opening: opening, before: end, base: base, line: line, column: column) {
            line = start.line
            column = start.column
        }
        recorder.refuse(message, line: line, column: column)
        xmlStopParser(context)
    }
}
