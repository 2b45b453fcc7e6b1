/// One problem found in the configs or the code, with the rule that found it and where it is.
public struct Finding: Sendable, Equatable, CustomStringConvertible {
    /// The rule that produced it.
    public let rule: Rule
    /// Its severity (the rule's default unless the project changed it).
    public var severity: Severity
    /// What is wrong, for a person.
    public let message: String
    /// Where it is.
    public let location: SourceLocation
    /// A fix to suggest, such as a name that is close to the wrong one.
    public let suggestion: String?
    /// Other places involved, such as the first of two duplicates.
    public let related: [SourceLocation]

    /// Creates a finding at the rule's default severity.
    public init(_ rule: Rule, _ message: String, at location: SourceLocation, suggestion: String? = nil, related: [SourceLocation] = []) {
        self.rule = rule
        self.severity = rule.defaultSeverity
        self.message = message
        self.location = location
        self.suggestion = suggestion
        self.related = related
    }

    /// The message, then the suggestion after `; ` when there is one: what every reporter shows.
    public var messageWithSuggestion: String {
        suggestion.map { "\(message); \($0)" } ?? message
    }

    /// `path:line:column: severity: message [rule-id]`, as Xcode reads it.
    public var description: String {
        "\(location): \(severity): \(messageWithSuggestion) [\(rule.id)]"
    }
}

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

/// How much a finding matters. `mapper validate` exits 1 on errors, and on warnings too with
/// `--strict`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    case note
    case warning
    case error

    public var description: String { rawValue }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        let order: [Severity] = [.note, .warning, .error]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// How a finding's message refers to another place: `line:column` in the same file, the whole
/// `path:line:column` in another.
package struct SourceLocationText: Sendable, CustomStringConvertible {
    /// The place referred to.
    package let location: SourceLocation
    /// The file the message is about.
    package let relativeTo: String

    /// Refers to `location` from a message about `file`.
    package init(_ location: SourceLocation, from file: String) {
        self.location = location
        self.relativeTo = file
    }

    package var description: String {
        location.file == relativeTo ? "\(location.line):\(location.column)" : location.description
    }
}

/// "Did you mean" suggestions: the candidate closest to a wrong name, if it is close enough to
/// be a typo.
package enum NearestName {
    /// The best candidate for `name`, or nil.
    ///
    /// A case-insensitive equal wins; otherwise the smallest edit distance, ignoring case, up to
    /// a third of the name's length (at least 2). Ties go to the candidate that sorts first.
    /// - Parameters:
    ///   - name: The name that matched nothing.
    ///   - candidates: The names that exist.
    package static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        let limit = max(2, lowered.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension String {
    /// The text with every character that can rewrite a terminal or reorder what a reader sees
    /// written as `\u{…}`: C0 controls but tab and line feed, DEL, C1 controls, the line and
    /// paragraph separators U+2028/2029, and the bidirectional overrides and isolates
    /// U+202A–202E, U+2066–2069. Class names, selectors, IDs and file names come from files
    /// anyone can commit; printed raw, `ESC[2J` clears a CI log and U+202E makes
    /// `evil.plist` read as something else.
    package var escapingTerminalControls: String {
        guard mayHoldTerminalControls, unicodeScalars.contains(where: Self.isTerminalControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if Self.isTerminalControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the UTF-8 bytes hold what may start a terminal control: a byte below 0x20 but a
    /// tab or line feed, 0x7F, `C2 80`–`C2 9F` (C1), `E2 80` or `E2 81` (U+2000–U+207F, where the
    /// separators and bidirectional controls are). A byte test passes over most text quicker
    /// than decoding it.
    private var mayHoldTerminalControls: Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F { return true }
            if (previous == 0xC2 && byte < 0xA0) || (previous == 0xE2 && (byte == 0x80 || byte == 0x81)) { return true }
            previous = byte
        }
        return false
    }

    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
