import EventMapCore

/// The first problem that stopped a property list from being read.
///
/// Printed like a compiler diagnostic: `description` is `path:line:column: error: message`, and
/// ``rendered`` adds the offending source line and a caret under the column.
public struct PlistReadError: LocatedReadError, Equatable {
    /// What kind of problem it is, for callers that pick an exit code or a rule from it.
    public enum Reason: String, Sendable, Equatable {
        /// The file could not be opened or read.
        case unreadableFile = "unreadable-file"
        /// The bytes are not well-formed XML (libxml2's message).
        case malformedXML = "malformed-xml"
        /// Well-formed XML that is not a property list (Apple's parser's message).
        case invalidPlist = "invalid-plist"
        /// A construct refused for safety: entity declarations and references, internal DTD
        /// subsets, nesting deeper than Apple's parser allows, files too large to index.
        case forbiddenConstruct = "forbidden-construct"
    }

    /// What kind of problem it is.
    public let reason: Reason
    /// Where it is. For an unreadable file, line and column are 0.
    public let location: SourceLocation
    /// The message, worded as Apple's parser words it where Apple's parser has a word for it.
    public let message: String
    /// The text of the offending line, when the file could be read.
    public let sourceLine: String?

    /// Creates an error.
    /// - Parameters:
    ///   - reason: The kind of problem.
    ///   - location: Where it is.
    ///   - message: What is wrong, for a person.
    ///   - sourceLine: The text of the line at `location`, if known.
    public init(reason: Reason, location: SourceLocation, message: String, sourceLine: String? = nil) {
        self.reason = reason
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
    }

    /// The description, then the source line and a caret under the column, as compilers print.
    public var rendered: String {
        // A line of NUL bytes (a sparse or binary file) would print as blanks: no excerpt then.
        guard let sourceLine, location.line > 0, !sourceLine.unicodeScalars.contains("\u{0}") else { return description }
        return description + "\n" + SourceExcerpt(line: sourceLine, column: location.column).text
    }
}
