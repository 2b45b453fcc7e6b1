/// A parsed XML-dialect config: its pages, each value located, and every way it breaks the
/// event-map XSD.
///
/// A document that breaks the schema is still returned: ``pages`` then holds what could be
/// recognised (`<page>` children of an `<event-map>` document element and their `<control>`
/// children, in no namespace), and ``schemaViolations`` says what is wrong.
public struct EventMapDialectDocument: Sendable, Equatable {
    /// The file's path as it was given to the reader.
    public let file: String
    /// The `<page>` elements in file order.
    public let pages: [EventMapDialectPage]
    /// Every schema violation, in file order.
    public let schemaViolations: [EventMapSchemaViolation]
    /// Comments, processing instructions and namespace declarations, in file order: what the
    /// pages do not carry.
    public let markup: [EventMapDialectMarkup]

    /// Creates a document.
    /// - Parameters:
    ///   - file: The file's path as given.
    ///   - pages: The pages in file order.
    ///   - schemaViolations: The schema violations in file order.
    ///   - markup: Comments, processing instructions and namespace declarations in file order.
    public init(file: String, pages: [EventMapDialectPage], schemaViolations: [EventMapSchemaViolation], markup: [EventMapDialectMarkup] = []) {
        self.file = file
        self.pages = pages
        self.schemaViolations = schemaViolations
        self.markup = markup
    }

    /// Whether the file follows the schema.
    public var isValid: Bool { schemaViolations.isEmpty }
}
