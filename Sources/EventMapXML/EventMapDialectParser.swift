import EventMapCore
internal import CLibXML2

/// Runs libxml2 over one XML-dialect file: builds its tree with libxml2's SAX2 tree builder while
/// recording where every element and attribute is written, validates the tree against the
/// event-map XSD, and returns the pages with every violation placed.
///
/// One instance per parse, its context set up and freed by a ``SAXParser``. Nothing global is
/// touched: parse errors are captured through the context's own structured-error callback (the first one, which is
/// the cause), schema errors through the validation context's (every one), and anything that
/// could load or expand an entity is refused by the context's own callbacks.
final class EventMapDialectParser {
    private let source: PlistByteSource
    private let file: String
    private let recorder: EventMapDialectRecorder

    init(source: PlistByteSource, file: String) {
        self.source = source
        self.file = file
        self.recorder = EventMapDialectRecorder(file: file)
    }

    /// Parses and validates the file.
    /// - Returns: The document (schema violations included), or why it could not be read.
    func parse() -> Result<EventMapDialectDocument, EventMapDialectReadError> {
        guard let parser = SAXParser(source: source, handler: Self.makeHandler(), entities: .anyDocumentType) else {
            return .failure(error(.unreadableFile, "out of memory", line: 0, column: 0))
        }
        parser.parse(recorder: recorder)
        if let failure = parseFailure(parser) { return .failure(failure) }
        return parser.withDocument { document in
            guard let document, xmlDocGetRootElement(document) != nil else {
                return .failure(error(.malformedXML, EventMapDialectMessage.emptyDocument(), line: 1, column: 1))
            }
            return validate(document)
        }
    }

    /// The pages, with every schema violation placed and in file order.
    private func validate(_ document: xmlDocPtr) -> Result<EventMapDialectDocument, EventMapDialectReadError> {
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
    private func parseFailure(_ parser: SAXParser) -> EventMapDialectReadError? {
        if let readError = source.readError {
            return error(.unreadableFile, readError, line: 0, column: 0)
        }
        if let refusal = source.refusal {
            let place = source.lineAndColumn(ofOffset: refusal.offset)
            return error(
                refusal.kind == .mergeConflict ? .mergeConflict : .forbiddenConstruct, refusal.message, line: place.line, column: place.column)
        }
        switch parser.failure(refusal: recorder.refusal) {
        case .refused(let refusal)?:
            return error(.forbiddenConstruct, refusal.message, line: refusal.line, column: refusal.column)
        case .malformed(let message, let line, let column)?:
            return error(.malformedXML, message, line: line, column: column)
        case nil:
            return nil
        }
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
        let attribute =
            reference.attribute.flatMap { name in element.attributes.first { $0.name == name } }
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
