import EventMapCore

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
