import EventMapCore

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
