import Foundation

/// A message send, `[receiver keyword:argument keyword:argument]`, read from the tokens between
/// a `[` and its `]`: the receiver's tokens, the selector's keywords and each argument's tokens.
/// A `[` that opens no send (a subscript, an array literal) reads as nil.
struct MessageSend {
    /// The index of the `[`.
    let open: Int
    /// The receiver's token indices.
    let receiver: Range<Int>
    /// The selector's keywords, without colons.
    let keywords: [String]
    /// Each argument's token indices, one per keyword.
    let arguments: [Range<Int>]

    /// The selector, `logEvent:withParameters:`.
    var selector: String { keywords.map { $0 + ":" }.joined() }

    init?(tokens: [ObjectiveCToken], at open: Int) {
        self.open = open
        // The tokens inside, with their nesting level.
        var level = 0
        var close: Int?
        var keywordAt: [Int] = []
        var index = open + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("(") || token.isPunctuation("{") {
                level += 1
            } else if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") {
                if level == 0 {
                    guard token.isPunctuation("]") else { return nil }
                    close = index
                    break
                }
                level -= 1
            } else if level == 0, token.isPunctuation(";") {
                return nil
            } else if level == 0, token.identifier != nil, index > open + 1, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":"),
                !tokens[index - 1].isPunctuation("?")
            {
                keywordAt.append(index)
            }
            index += 1
        }
        guard let close, let first = keywordAt.first, first > open + 1 else { return nil }
        receiver = (open + 1)..<first
        keywords = keywordAt.compactMap { tokens[$0].identifier }
        arguments = keywordAt.indices.map { position in
            let start = keywordAt[position] + 2
            let end = position + 1 < keywordAt.count ? keywordAt[position + 1] : close
            return start..<max(start, end)
        }
    }
}

/// Tracks the `#if`/`#elif`/`#else`/`#endif` groups around a token.
struct ConditionStack {
    private var groups: [(conditions: [String?], texts: [String])] = []

    /// The conditions of every open group, outermost first.
    var current: [CompileCondition] {
        groups.map { CompileCondition.branch($0.conditions.count - 1, of: $0.conditions, texts: $0.texts) }
    }

    /// Moves past a token; `text` is a directive's line.
    mutating func step(_ token: ObjectiveCToken, text: @autoclosure () -> String) {
        switch token.kind {
        case .conditionalStart, .conditionalBranch: break
        case .conditionalEnd: _ = groups.popLast()
        default: return
        }
        let line = String(text().drop(while: { $0 == "#" || $0 == " " || $0 == "\t" }))
        let name = String(line.prefix(while: { $0.isLetter }))
        let rest = String(line.dropFirst(name.count)).trimmingBlanks()
        switch token.kind {
        case .conditionalStart:
            let condition = name == "ifdef" ? "defined(\(rest))" : name == "ifndef" ? "!defined(\(rest))" : rest
            groups.append((conditions: [condition], texts: ["#" + name + " " + rest]))
        case .conditionalBranch:
            guard !groups.isEmpty else { return }
            groups[groups.count - 1].conditions.append(name == "else" ? nil : rest)
            groups[groups.count - 1].texts.append(name == "else" ? "#else" : "#" + name + " " + rest)
        default:
            break
        }
    }
}

extension String {
    /// The string without blanks and a trailing `//` comment at its ends.
    func trimmingBlanks() -> String {
        var text = Substring(self)
        if let comment = text.range(of: "//") { text = text[..<comment.lowerBound] }
        if let comment = text.range(of: "/*") { text = text[..<comment.lowerBound] }
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// The text of an Objective-C string literal, `@"…"` or `"…"`, with its escapes read.
enum ObjectiveCStringLiteral {
    /// The literal's text; nil when it holds an escape other than the simple ones.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
        var body = bytes
        if body.first == UInt8(ascii: "@") { body = body.dropFirst() }
        guard body.count >= 2 else { return nil }
        body = body.dropFirst().dropLast()
        var out: [UInt8] = []
        var escaped = false
        for byte in body {
            if escaped {
                switch byte {
                case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): out.append(byte)
                default: return nil
                }
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        return String(validating: out, as: UTF8.self)
    }
}
