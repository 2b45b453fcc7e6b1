import EventMapCore

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
