import EventMapCore

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

/// A `<page class="…" enter="…" leave="…">` element of the XML dialect, with its controls.
///
/// Attributes are `nil` when they are absent. `class` is required by the schema; a page without
/// it is still listed so that callers can see it, and the schema violation says what is missing.
public struct EventMapDialectPage: Sendable, Equatable {
    /// Where the element's `<` is.
    public let location: SourceLocation
    /// The `class` attribute: the class the hooks look the page up by.
    public let className: EventMapDialectAttribute?
    /// The `enter` attribute: the event recorded on `viewWillAppear:`.
    public let enter: EventMapDialectAttribute?
    /// The `leave` attribute: the event recorded on `viewWillDisappear:`.
    public let leave: EventMapDialectAttribute?
    /// The `<control>` children, in file order.
    public let controls: [EventMapDialectControl]

    /// Creates a page.
    /// - Parameters:
    ///   - location: Where the element's `<` is.
    ///   - className: The `class` attribute, if present.
    ///   - enter: The `enter` attribute, if present.
    ///   - leave: The `leave` attribute, if present.
    ///   - controls: The controls in file order.
    public init(
        location: SourceLocation,
        className: EventMapDialectAttribute?,
        enter: EventMapDialectAttribute? = nil,
        leave: EventMapDialectAttribute? = nil,
        controls: [EventMapDialectControl] = []
    ) {
        self.location = location
        self.className = className
        self.enter = enter
        self.leave = leave
        self.controls = controls
    }
}

/// A `<control action="…" id="…"/>` element: one action selector of the page's class and the
/// event it records.
///
/// Both attributes are required by the schema; a control that lacks one is still listed (with
/// `nil`) so that callers can see it, and the schema violation says what is missing.
public struct EventMapDialectControl: Sendable, Equatable {
    /// Where the element's `<` is.
    public let location: SourceLocation
    /// The `action` attribute: the selector.
    public let action: EventMapDialectAttribute?
    /// The `id` attribute: the event ID.
    public let id: EventMapDialectAttribute?

    /// Creates a control.
    /// - Parameters:
    ///   - location: Where the element's `<` is.
    ///   - action: The `action` attribute, if present.
    ///   - id: The `id` attribute, if present.
    public init(location: SourceLocation, action: EventMapDialectAttribute?, id: EventMapDialectAttribute?) {
        self.location = location
        self.action = action
        self.id = id
    }
}

/// One attribute of an XML-dialect element: its name, its value, and where it is written.
public struct EventMapDialectAttribute: Sendable, Equatable, CustomStringConvertible {
    /// The attribute's name as written (`class`, `enter`, `action`, `id`).
    public let name: String
    /// The value after XML's attribute-value normalisation: character references resolved, and
    /// each tab or line break written literally turned into a space.
    public let value: String
    /// Where the attribute's name starts. When the start tag could not be scanned (a tag longer
    /// than libxml2's input buffer keeps), the element's `<` instead.
    public let location: SourceLocation

    /// Creates an attribute.
    /// - Parameters:
    ///   - name: The attribute's name.
    ///   - value: Its normalised value.
    ///   - location: Where its name starts.
    public init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }

    /// `name="value"`, for messages and test failures.
    public var description: String { "\(name)=\"\(value)\"" }
}

/// Markup of an XML-dialect file that is not part of the event map: a comment, a processing
/// instruction or a namespace declaration.
///
/// The reader lists it (``EventMapDialectDocument/markup``) so that a formatter can keep what it
/// can place — comments and processing instructions before or after the `<event-map>` element —
/// and refuse to drop the rest.
public struct EventMapDialectMarkup: Sendable, Equatable {
    /// What it is.
    public enum Kind: Sendable, Equatable {
        /// `<!--text-->`.
        case comment
        /// `<?text?>`, the target and its data as written.
        case processingInstruction
        /// `xmlns` or `xmlns:p` on an element.
        case namespaceDeclaration
    }

    /// Where it stands relative to the document element.
    public enum Placement: Sendable, Equatable {
        /// Before `<event-map>`: a file header.
        case beforeDocumentElement
        /// Inside `<event-map>` (or on it, for a namespace declaration).
        case insideDocumentElement
        /// After `</event-map>`.
        case afterDocumentElement
    }

    /// What it is.
    public let kind: Kind
    /// Its text between the delimiters: a comment's text, a processing instruction's target and
    /// data; empty for a namespace declaration.
    public let text: String
    /// Where it stands relative to the document element.
    public let placement: Placement
    /// Where its `<` is (for a namespace declaration, its element's `<`).
    public let location: SourceLocation

    /// Creates a record.
    /// - Parameters:
    ///   - kind: What it is.
    ///   - text: Its text between the delimiters.
    ///   - placement: Where it stands relative to the document element.
    ///   - location: Where its `<` is.
    public init(kind: Kind, text: String, placement: Placement, location: SourceLocation) {
        self.kind = kind
        self.text = text
        self.placement = placement
        self.location = location
    }

    /// What it is, for a person: `a comment`.
    public var noun: String {
        switch kind {
        case .comment: "a comment"
        case .processingInstruction: "a processing instruction"
        case .namespaceDeclaration: "a namespace declaration"
        }
    }
}

/// One place where an XML-dialect file breaks the event-map XSD, as libxml2's schema validator
/// reports it.
public struct EventMapSchemaViolation: Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is: the attribute's name when the problem is about one attribute,
    /// otherwise the element's `<`.
    public let location: SourceLocation
    /// The `<` of the element the problem is about (the attribute's element for an attribute).
    public let elementLocation: SourceLocation
    /// The attribute the problem is about, if it is about one.
    public let attribute: String?
    /// Whether an `xs:unique` constraint is broken (two pages with one class, two controls of a
    /// page with one action); the location is the second of the two.
    public let isUniquenessViolation: Bool
    /// libxml2's message on one line, such as
    /// `Element 'page': The attribute 'class' is required but missing.`
    public let message: String

    /// Creates a violation.
    /// - Parameters:
    ///   - location: Where the problem is.
    ///   - elementLocation: The `<` of the element concerned.
    ///   - attribute: The attribute concerned, if any.
    ///   - isUniquenessViolation: Whether an `xs:unique` constraint is broken.
    ///   - message: The validator's message, on one line.
    public init(
        location: SourceLocation,
        elementLocation: SourceLocation,
        attribute: String? = nil,
        isUniquenessViolation: Bool = false,
        message: String
    ) {
        self.location = location
        self.elementLocation = elementLocation
        self.attribute = attribute
        self.isUniquenessViolation = isUniquenessViolation
        self.message = message
    }

    /// `path:line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }
}
