/// How a finding's message refers to another place: `line:column` in the same file, the whole
/// `path:line:column` in another.
public struct SourceLocationText: Sendable, CustomStringConvertible {
    /// The place referred to.
    public let location: SourceLocation
    /// The file the message is about.
    public let relativeTo: String

    /// Refers to `location` from a message about `file`.
    public init(_ location: SourceLocation, from file: String) {
        self.location = location
        self.relativeTo = file
    }

    public var description: String {
        location.file == relativeTo ? "\(location.line):\(location.column)" : location.description
    }
}
