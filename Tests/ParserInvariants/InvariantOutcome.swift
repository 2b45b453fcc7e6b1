import EventMapCore
import PlistReaderInvariants

/// What checking one input against a reader's promises gave: every broken promise, worded for
/// a person, and a digest of what was read.
///
/// Each libFuzzer entry in `Tests/Fuzz` stops at the first violation; the corpus replay tests
/// report them all. Public because the fuzz package is another package, where `package` access
/// does not reach; this target is test support, not API.
public struct InvariantOutcome: Sendable {
    /// What broke a promise; empty when nothing did.
    public var violations: [String] = []
    /// A hash of everything that was read, so that an optimizer cannot drop the reads.
    public var digest: UInt64 = 0

    /// An outcome with nothing read yet.
    public init() {}

    /// Records `violation` unless `condition` holds.
    public mutating func expect(_ condition: Bool, _ violation: @autoclosure () -> String) {
        if !condition { violations.append(violation()) }
    }

    /// Folds `value` into the digest.
    public mutating func consume(_ value: UInt64) {
        digest = digest &* 31 &+ value
    }

    /// Folds `text` into the digest.
    public mutating func consume(_ text: String) {
        var hash: UInt64 = 0
        for byte in text.utf8 { hash = hash &* 131 &+ UInt64(byte) }
        consume(hash)
    }

    /// Checks that `location` names `file` and lies inside `lines`. Line and column 0 together
    /// are allowed: they say a problem has no place in the file.
    /// `columns: false` checks lines only, for a place a reader names in its own terms (libxml2's
    /// error positions).
    package mutating func check(
        _ location: SourceLocation, in lines: InputText, file: String, columns: Bool = true, _ what: @autoclosure () -> String
    ) {
        consume(UInt64(truncatingIfNeeded: location.line) << 32 ^ UInt64(truncatingIfNeeded: location.column))
        expect(location.file == file, "\(what()) names file '\(location.file)'")
        if location.line == 0 && location.column == 0 { return }
        expect(location.line >= 1, "\(what()) at line \(location.line) < 1")
        expect(location.column >= 1, "\(what()) at column \(location.column) < 1")
        expect(location.line <= lines.lineCount, "\(what()) at line \(location.line), past the input's \(lines.lineCount) lines")
        if columns, let length = lines.length(ofLine: location.line) {
            expect(location.column <= length + 1, "\(what()) at \(location.line):\(location.column), past the line's \(length) characters")
        }
    }
}

/// An input's lines as text readers count them: a line ends at each line feed; a column is a
/// Unicode scalar. Columns are known only when the input is UTF-8.
package struct InputText {
    /// Line feeds plus one.
    package let lineCount: Int
    /// Each line's scalars (the line feed left out; a UTF-8 byte order mark too), or `nil` when
    /// the input is not UTF-8, where readers may count columns of bad bytes their own way.
    private let lines: [[Unicode.Scalar]]?

    package init(_ bytes: [UInt8]) {
        var lineFeeds = 0
        for byte in bytes where byte == 0x0A { lineFeeds += 1 }
        lineCount = lineFeeds + 1
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let string = String(validating: text, as: UTF8.self) {
            lines = string.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        } else {
            lines = nil
        }
    }

    /// An XML input's lines as libxml2 counts them: the line bound of ``InputLines`` (none
    /// where the encoding hides line feeds), columns only where libxml2 reads the input as
    /// UTF-8 (``UTF8InputLines``).
    package init(xml bytes: [UInt8]) {
        lineCount = InputLines.limit(of: bytes) ?? Int.max
        if UTF8InputLines(bytes) != nil {
            let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array(String(decoding: $0, as: UTF8.self).unicodeScalars) }
        } else {
            lines = nil
        }
    }

    /// How many scalars 1-based `line` holds, when known.
    package func length(ofLine line: Int) -> Int? {
        guard let lines, line >= 1, line <= lines.count else { return nil }
        return lines[line - 1].count
    }

    /// The scalar at 1-based `line` and `column`, when known and there is one.
    package func scalar(line: Int, column: Int) -> Unicode.Scalar? {
        guard let lines, line >= 1, line <= lines.count, column >= 1, column <= lines[line - 1].count else { return nil }
        return lines[line - 1][column - 1]
    }
}
