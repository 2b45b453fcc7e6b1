import EventMapCore

/// Why a storyboard or xib could not be read.
public struct InterfaceBuilderReadError: LocatedReadError, Equatable {
    /// What kind of problem it is.
    public enum Reason: String, Sendable, Equatable {
        /// The bytes are not well-formed XML (libxml2's message).
        case malformedXML = "malformed-xml"
        /// A construct refused for safety: a DOCTYPE (and so any DTD or entity declaration), or
        /// a reference to an entity other than the five XML predefines. Xcode writes neither.
        case forbiddenConstruct = "forbidden-construct"
    }

    /// What kind of problem it is.
    public let reason: Reason
    /// Where it is.
    public let location: SourceLocation
    /// What is wrong, on one line.
    public let message: String

    /// Creates an error.
    public init(reason: Reason, location: SourceLocation, message: String) {
        self.reason = reason
        self.location = location
        self.message = message
    }
}
