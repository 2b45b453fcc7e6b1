import EventMapCore

/// Why an XML-dialect file could not be read at all. Schema violations are not errors: they come
/// back in ``EventMapDialectDocument/schemaViolations``.
public struct EventMapDialectReadError: LocatedReadError, Equatable {
    /// What kind of problem it is, for callers that pick an exit code or a rule from it.
    public enum Reason: String, Sendable, Equatable {
        /// The file could not be opened or read.
        case unreadableFile = "unreadable-file"
        /// The bytes are not well-formed XML (libxml2's message).
        case malformedXML = "malformed-xml"
        /// A construct refused for safety: a DOCTYPE (and so any DTD or entity declaration), or
        /// a reference to an entity other than the five XML predefines.
        case forbiddenConstruct = "forbidden-construct"
        /// The event-map XSD that ships with EventMapXML could not be found or compiled; nothing
        /// can be validated (an installation problem, not a problem with the file).
        case schemaUnavailable = "schema-unavailable"
    }

    /// What kind of problem it is.
    public let reason: Reason
    /// Where it is. Line and column are 0 when the problem has no position in the file.
    public let location: SourceLocation
    /// What is wrong, on one line.
    public let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - reason: The kind of problem.
    ///   - location: Where it is.
    ///   - message: What is wrong.
    public init(reason: Reason, location: SourceLocation, message: String) {
        self.reason = reason
        self.location = location
        self.message = message
    }
}
