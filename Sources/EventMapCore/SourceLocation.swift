/// A place in a source file: the file as it was named, and a 1-based line and column.
///
/// The column counts Unicode scalars (characters as libxml2 counts them), not bytes, so a
/// caret drawn under a line of text with non-ASCII characters lands on the right character.
/// A location points at the `<` of the element it describes.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as it was given to the reader, or a name such as `<stdin>`.
    public let file: String
    /// The line, counting from 1.
    public let line: Int
    /// The column, counting Unicode scalars from 1.
    public let column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - file: The file's path as the user named it.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, in Unicode scalars.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
