internal import CLibXML2

/// Runs libxml2 over one XML-dialect file: builds its tree with libxml2's SAX2 tree builder while
/// recording where every element and attribute is written, validates the tree against the
/// event-map XSD, and returns the pages with every violation placed.
///
/// One instance per parse, owning its parser context. Nothing global is touched: parse errors
/// are captured through the context's own structured-error callback (the first one, which is
/// the cause), schema errors through the validation context's (every one), and anything that
/// could load or expand an entity is refused by the context's own callbacks.
final class EventMapDialectParser {
    /// libxml2 options: no network, correct line numbers past 65,535, errors only through our
    /// callback. Never NOENT, HUGE, DTDLOAD, DTDVALID, RECOVER or XINCLUDE.
    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
    )


    private let source: PlistByteSource
    private let file: String
    private let recorder: EventMapDialectRecorder
    private var slot = em_parse_slot()

    init(source: PlistByteSource, file: String) {
        LibXML2Setup.ensure()
        self.source = source
        self.file = file
        self.recorder = EventMapDialectRecorder(file: file)
    }

    /// Parses and validates the file.
    /// - Returns: The document (schema violations included), or why it could not be read.
    func parse() -> Result<EventMapDialectDocument, EventMapDialectReadError> {
        var handler = Self.makeHandler()
        let sourcePointer = Unmanaged.passUnretained(source).toOpaque()
        guard let context = xmlCreateIOParserCtxt(
            &handler, nil, PlistByteSource.readCallback, nil, sourcePointer, XML_CHAR_ENCODING_NONE
        ) else {
            return .failure(error(.unreadableFile, "out of memory", line: 0, column: 0))
        }
        defer { xmlFreeParserCtxt(context) }
        defer {
            if let document = context.pointee.myDoc {
                context.pointee.myDoc = nil
                xmlFreeDoc(document)
            }
        }
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
        if let failure = parseFailure(context) { return .failure(failure) }
        guard let document = context.pointee.myDoc, xmlDocGetRootElement(document) != nil else {
            return .failure(error(.malformedXML, EventMapDialectMessage.emptyDocument(), line: 1, column: 1))
        }
        let schema: EventMapSchema
        switch EventMapSchema.shared {
        case .success(let compiled): schema = compiled
        case .failure(let unavailable): return .failure(error(.schemaUnavailable, unavailable.message, line: 0, column: 0))
        }
        let violations = schema.validate(document).enumerated()
            .map { (offset: $0.offset, violation: place($0.element)) }
            .sorted { ($0.violation.location, $0.offset) < ($1.violation.location, $1.offset) }
            .map(\.violation)
        return .success(EventMapDialectDocument(file: file, pages: recorder.pages(), schemaViolations: violations, markup: recorder.markup))
    }

    /// Why the file could not be read, if it could not: a read error, a refused construct, or
    /// the first well-formedness error (the later ones are its consequences).
    private func parseFailure(_ context: xmlParserCtxtPtr) -> EventMapDialectReadError? {
        if let readError = source.readError {
            return error(.unreadableFile, readError, line: 0, column: 0)
        }
        if let refusal = recorder.refusal {
            return error(.forbiddenConstruct, refusal.message, line: refusal.line, column: refusal.column)
        }
        if slot.error.captured != 0 {
            let message = withUnsafeBytes(of: slot.error.message) { raw in
                LibXML2MessageText.oneLine(String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self))
            }
            return error(.malformedXML, message.isEmpty ? "malformed XML" : message,
                         line: max(Int(slot.error.line), 1), column: max(Int(slot.error.column), 1))
        }
        if context.pointee.wellFormed == 0 {
            return error(.malformedXML, "malformed XML", line: 1, column: 1)
        }
        return nil
    }

    /// A validator error placed at the element or attribute it concerns, as recorded.
    private func place(_ validatorError: EventMapSchema.ValidatorError) -> EventMapSchemaViolation {
        guard let node = validatorError.node, let reference = recorder.reference(to: node) else {
            let location = SourceLocation(file: file, line: max(validatorError.line, 1), column: max(validatorError.column, 1))
            return EventMapSchemaViolation(
                location: location, elementLocation: location,
                isUniquenessViolation: validatorError.isIdentityConstraint, message: validatorError.message
            )
        }
        let element = recorder.elements[reference.element]
        let attribute = reference.attribute.flatMap { name in element.attributes.first { $0.name == name } }
            ?? validatorError.attributeName.flatMap { name in element.attribute(localName: name) }
        return EventMapSchemaViolation(
            location: attribute?.location ?? element.location,
            elementLocation: element.location,
            attribute: attribute?.name ?? reference.attribute ?? validatorError.attributeName,
            isUniquenessViolation: validatorError.isIdentityConstraint,
            message: validatorError.message
        )
    }

    private func error(_ reason: EventMapDialectReadError.Reason, _ message: String, line: Int, column: Int) -> EventMapDialectReadError {
        EventMapDialectReadError(reason: reason, location: SourceLocation(file: file, line: line, column: column), message: message)
    }
}
