import EventMapCore

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
