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
        /// A `<<<<<<<` line git left where a merge stopped; the parser is not given the file.
        case mergeConflict = "merge-conflict"
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

/// A problem that stopped a file from being read: what is wrong, and where. The plist, XML-dialect
/// and Interface Builder readers' errors all print the one way, like a compiler diagnostic.
public protocol LocatedReadError: Error, Sendable, CustomStringConvertible {
    /// Where the problem is. Line and column are 0 when it has no position in the file.
    var location: SourceLocation { get }
    /// What is wrong, on one line.
    var message: String { get }
}

extension LocatedReadError {
    /// `path:line:column: error: message`, or `path: error: message` with no position.
    public var description: String {
        location.line > 0 ? "\(location): error: \(message)" : "\(location.file): error: \(message)"
    }
}

/// A source line with a caret under one column, as a compiler prints it under a diagnostic.
package struct SourceExcerpt: Sendable, Equatable {
    /// The line as it is in the file, without its line break.
    package let line: String
    /// The 1-based column, in Unicode scalars, that the caret points at.
    package let column: Int

    /// Creates an excerpt.
    /// - Parameters:
    ///   - line: The source line, without its line break.
    ///   - column: The 1-based column (Unicode scalars) to point at.
    package init(line: String, column: Int) {
        self.line = line
        self.column = column
    }

    /// How many characters of the line are shown on each side of the column; a longer line (a
    /// minified file's one line of 50 MB) is cut around it, the cuts marked `…`.
    package static let context = 80

    /// Two lines: the source line, and a caret under the column. Tabs before the column are
    /// repeated in the caret line so that the caret stays aligned in any tab width; characters
    /// that could rewrite a terminal are shown as `\u{…}`, and the caret moves past them.
    package var text: String {
        let scalars = Array(line.unicodeScalars)
        let caret = min(max(column - 1, 0), scalars.count)
        let start = max(0, caret - Self.context)
        let end = min(scalars.count, caret + Self.context)
        var shown = start > 0 ? "…" : ""
        var padding = start > 0 ? " " : ""
        for (offset, scalar) in scalars[start..<end].enumerated() {
            let rendered = scalar == "\t" ? "\t" : String(scalar).escapingTerminalControls
            shown += rendered
            if start + offset < caret {
                padding += scalar == "\t" ? "\t" : String(repeating: " ", count: rendered.unicodeScalars.count)
            }
        }
        if end < scalars.count { shown += "…" }
        return shown + "\n" + padding + "^"
    }

    /// The text of 1-based line `number` of `bytes` (UTF-8), without its line break.
    /// - Parameters:
    ///   - number: The 1-based line number.
    ///   - bytes: The file's bytes.
    /// - Returns: The line, or `nil` when the file has fewer lines.
    package static func line(_ number: Int, of bytes: some Collection<UInt8>) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                if current == number { break }
                current += 1
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        guard current == number else { return nil }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
