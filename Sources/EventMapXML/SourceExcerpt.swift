/// A source line with a caret under one column, as a compiler prints it under a diagnostic.
public struct SourceExcerpt: Sendable, Equatable {
    /// The line as it is in the file, without its line break.
    public let line: String
    /// The 1-based column, in Unicode scalars, that the caret points at.
    public let column: Int

    /// Creates an excerpt.
    /// - Parameters:
    ///   - line: The source line, without its line break.
    ///   - column: The 1-based column (Unicode scalars) to point at.
    public init(line: String, column: Int) {
        self.line = line
        self.column = column
    }

    /// Two lines: the source line, and a caret under the column. Tabs before the column are
    /// repeated in the caret line so that the caret stays aligned in any tab width.
    public var text: String {
        var padding = ""
        for scalar in line.unicodeScalars.prefix(max(column - 1, 0)) {
            padding.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        return line + "\n" + padding + "^"
    }

    /// The text of 1-based line `number` of `bytes` (UTF-8), without its line break.
    /// - Parameters:
    ///   - number: The 1-based line number.
    ///   - bytes: The file's bytes.
    /// - Returns: The line, or `nil` when the file has fewer lines.
    public static func line(_ number: Int, of bytes: some Collection<UInt8>) -> String? {
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
