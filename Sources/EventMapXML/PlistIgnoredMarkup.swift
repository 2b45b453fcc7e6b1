/// Markup a property list holds that no value carries: the reader reads past it, so a writer
/// that works from the values would drop it.
///
/// ``PlistDocument/ignoredMarkup`` lists it so that a formatter can refuse to lose it instead of
/// dropping it silently. The `<?xml …?>` declaration, the `version="1.0"` of `<plist>` and
/// Apple's own document type declaration are not listed: a canonical writer writes them itself.
public struct PlistIgnoredMarkup: Sendable, Equatable, CustomStringConvertible {
    /// What was read past.
    public enum Kind: Sendable, Equatable {
        /// `<!-- … -->`.
        case comment
        /// `<?target …?>`, other than the XML declaration.
        case processingInstruction
        /// An attribute the property-list grammar does not have, on the element named.
        case attribute(name: String, element: String)
        /// A namespace declaration (`xmlns`, `xmlns:p`) on the element named.
        case namespaceDeclaration(element: String)
        /// A `<!DOCTYPE …>` other than Apple's property-list one.
        case documentType
    }

    /// What was read past.
    public let kind: Kind
    /// The line of its `<` (for an attribute, of its element's `<`), counting from 1.
    public let line: Int
    /// The column of its `<`, counting Unicode scalars from 1.
    public let column: Int

    /// Creates a record.
    /// - Parameters:
    ///   - kind: What was read past.
    ///   - line: The line of its `<`.
    ///   - column: The column of its `<`.
    public init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// What it is, for a person: `a comment`, `the attribute 'id' of <dict>`.
    public var description: String {
        switch kind {
        case .comment: "a comment"
        case .processingInstruction: "a processing instruction"
        case .attribute(let name, let element): "the attribute '\(name)' of <\(element)>"
        case .namespaceDeclaration(let element): "a namespace declaration on <\(element)>"
        case .documentType: "a document type declaration other than Apple's"
        }
    }
}
