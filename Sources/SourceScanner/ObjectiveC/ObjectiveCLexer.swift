import EventMapCore

/// Splits an Objective-C (or Objective-C++) file into the tokens the scanner looks at.
///
/// - Comments (`//`, `/* … */`) and blanks are dropped; a `//` comment may continue on the next
///   line with a trailing `\`, as in C.
/// - String and character literals (`"…"`, `@"…"`, `'x'`, with `\` escapes) become one token,
///   so nothing inside them — `@interface`, `- (void)x`, braces — is ever seen as code.
/// - Preprocessor lines (a `#` first on its line, continued by a trailing `\`) are dropped,
///   except `#if`/`#ifdef`/`#ifndef`, `#elif`/`#else` and `#endif`, which become tokens so that
///   the parser can read every branch of a conditional group (see ``ObjectiveCParser``).
///   `#pragma mark - Actions` and `#define X -1` are therefore never mistaken for methods.
/// - `#if 0` is the one condition known without the build's macros: its branch is dead code and
///   yields no tokens; an `#else` after it is read as plain code, an `#elif` as an `#if`.
///
/// Columns count Unicode scalars from 1, as every ``SourceLocation`` does; the bytes are UTF-8.
/// A comment or literal that never ends stops the lexer with an ``ObjectiveCLexProblem``.
struct ObjectiveCLexer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var column = 1
    /// Whether only blanks have been read since the last line break: where a `#` starts a directive.
    private var atLineStart = true
    private(set) var tokens: [ObjectiveCToken] = []
    private(set) var problem: ObjectiveCLexProblem?
    /// The byte offset and line of each `#define` line's `#`, for readers of the constants it
    /// defines.
    private(set) var defineOffsets: [(offset: Int, line: Int)] = []

    /// An open conditional group, as the lexer passes it on to the parser.
    private enum ConditionalGroup {
        /// Every branch is passed on as tokens.
        case read
        /// In the dead branch of `#if 0`: the tokens from `tokensBefore` on are dropped at its end.
        case alwaysFalse(tokensBefore: Int)
        /// After the dead branch of `#if 0`; `emittedStart` when an `#elif` opened a group.
        case afterAlwaysFalse(emittedStart: Bool)
    }

    private var groups: [ConditionalGroup] = []

    /// Tokenises `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        // About one token every eight bytes in typical code: the array seldom grows.
        tokens.reserveCapacity(bytes.count / 8)
        run()
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Moves past one byte, counting lines and Unicode scalars.
    private mutating func advance() {
        let byte = bytes[position]
        position += 1
        if byte == ASCII.newline {
            line += 1
            column = 1
            atLineStart = true
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func run() {
        while let byte = current, problem == nil {
            switch byte {
            case ASCII.newline, ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.formFeed, ASCII.verticalTab:
                let wasAtLineStart = atLineStart
                advance()
                if byte != ASCII.newline { atLineStart = wasAtLineStart }
            case 0x00...0x1F, 0x7F:
                // Outside comments and literals no compiler accepts a control character; read as
                // a separator it would cut a selector in two (`onFav<ESC>_UA:` became `onFav`).
                problem = .controlCharacter(byte, line: line, column: column)
                // The declaration it interrupts is not read either, rather than read cut short.
                while let last = tokens.last, !Self.endsADeclaration(last.kind) { tokens.removeLast() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "#") where atLineStart:
                readDirective()
            default:
                atLineStart = false
                readToken(byte)
            }
        }
    }

    /// Whether a token closes a declaration or opens or closes a block.
    private static func endsADeclaration(_ kind: ObjectiveCToken.Kind) -> Bool {
        switch kind {
        case .punctuation(UInt8(ascii: ";")), .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "}")), .atKeyword("end"): true
        default: false
        }
    }

    private mutating func readToken(_ byte: UInt8) {
        let (startLine, startColumn, start) = (line, column, position)
        func emit(_ kind: ObjectiveCToken.Kind) {
            tokens.append(ObjectiveCToken(kind: kind, line: startLine, column: startColumn, start: start, end: position))
        }
        if ASCII.isIdentifierStart(byte) {
            emit(.identifier(readIdentifier()))
        } else if ASCII.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(ASCII.isDigit) == true) {
            skipNumber()
            emit(.number)
        } else if byte == UInt8(ascii: "\"") {
            if skipQuoted(ASCII.doubleQuote) { emit(.string) } else { problem = .unterminatedString(line: startLine, column: startColumn) }
        } else if byte == UInt8(ascii: "'") {
            if skipQuoted(ASCII.singleQuote) { emit(.character) } else { problem = .unterminatedCharacter(line: startLine, column: startColumn) }
        } else if byte == UInt8(ascii: "@"), let next = peek(1), ASCII.isIdentifierStart(next) {
            advance()
            emit(.atKeyword(readIdentifier()))
        } else if byte == UInt8(ascii: "@"), peek(1) == ASCII.doubleQuote {
            advance()
            if skipQuoted(ASCII.doubleQuote) { emit(.string) } else { problem = .unterminatedString(line: startLine, column: startColumn) }
        } else {
            advance()
            emit(.punctuation(byte))
        }
    }

    private mutating func readIdentifier() -> String {
        let start = position
        // No line break is part of a name: only the column moves, by a scalar for every byte
        // that is not a UTF-8 continuation byte (what `advance()` counts).
        let count = bytes.count
        var end = position
        var scalars = 0
        while end < count {
            let byte = bytes[end]
            guard ASCII.isIdentifierPart(byte) else { break }
            if byte & 0xC0 != 0x80 { scalars += 1 }
            end += 1
        }
        position = end
        column += scalars
        // From a buffer, not a slice: a slice is decoded a byte at a time.
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// A number in any C form; `e+`, `e-`, `p+`, `p-` continue it (`1e-5`, `0x1p-3`).
    private mutating func skipNumber() {
        var previous: UInt8 = 0
        while let byte = current {
            let isSign =
                (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
                && [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(previous)
            guard ASCII.isIdentifierPart(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "'") || isSign else { return }
            previous = byte
            advance()
        }
    }

    /// Skips a literal from its opening quote to its closing one; a `\` escapes the next byte
    /// (a line break too: C's line continuation). False when the line or the file ends first.
    private mutating func skipQuoted(_ quote: UInt8) -> Bool {
        advance()
        while let byte = current {
            switch byte {
            case quote:
                advance()
                return true
            case ASCII.newline:
                return false
            case ASCII.backslash:
                advance()
                if current != nil { advance() }
            default:
                advance()
            }
        }
        return false
    }

    /// `// …` to the end of the line, a trailing `\` continuing it.
    private mutating func skipLineComment() {
        while let byte = current, byte != ASCII.newline {
            advance()
            if byte == ASCII.backslash, current == ASCII.newline { advance() }
        }
    }

    private mutating func skipBlockComment() {
        let (startLine, startColumn) = (line, column)
        let wasAtLineStart = atLineStart
        advance()
        advance()
        while let byte = current {
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                advance()
                advance()
                // A comment before a `#` on the same line does not stop it being a directive.
                if line == startLine { atLineStart = wasAtLineStart }
                return
            }
            advance()
        }
        problem = .unterminatedComment(line: startLine, column: startColumn)
    }

    /// A preprocessor line, `\` continuations included. Comments inside it are skipped as
    /// comments (a `/* … */` may run past the line); quotes are not literals there, since
    /// `#error don't` and `#include <a'b.h>` are valid.
    private mutating func readDirective() {
        let (startLine, startColumn, offset) = (line, column, position)
        advance()
        while let byte = current, byte == ASCII.space || byte == ASCII.tab { advance() }
        let name = readIdentifier()
        let start = ObjectiveCToken(kind: .conditionalStart, line: startLine, column: startColumn, start: offset, end: position)
        let branch = ObjectiveCToken(kind: .conditionalBranch, line: startLine, column: startColumn, start: offset, end: position)
        let end = ObjectiveCToken(kind: .conditionalEnd, line: startLine, column: startColumn, start: offset, end: position)
        switch name {
        case "define":
            defineOffsets.append((offset, startLine))
        case "if" where conditionIsZero():
            groups.append(.alwaysFalse(tokensBefore: tokens.count))
        case "if", "ifdef", "ifndef":
            groups.append(.read)
            tokens.append(start)
        case "elif", "elifdef", "elifndef", "else":
            switch groups.last {
            case .alwaysFalse(let tokensBefore)?:
                tokens.removeSubrange(tokensBefore...)
                groups[groups.count - 1] = .afterAlwaysFalse(emittedStart: name != "else")
                if name != "else" { tokens.append(start) }
            case .afterAlwaysFalse(false)?:
                break
            case .read?, .afterAlwaysFalse(true)?, nil:
                tokens.append(branch)
            }
        case "endif":
            switch groups.popLast() {
            case .alwaysFalse(let tokensBefore)?:
                tokens.removeSubrange(tokensBefore...)
            case .afterAlwaysFalse(false)?:
                break
            case .read?, .afterAlwaysFalse(true)?, nil:
                tokens.append(end)
            }
        default:
            break
        }
        while let byte = current, byte != ASCII.newline, problem == nil {
            if byte == ASCII.backslash, peek(1) == ASCII.newline || (peek(1) == ASCII.carriageReturn && peek(2) == ASCII.newline) {
                advance()
                while current != ASCII.newline { advance() }
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                skipLineComment()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                advance()
            }
        }
    }
}

extension ObjectiveCLexer {
    /// Whether the condition of the `#if` just read is `0` alone (a comment may follow).
    fileprivate mutating func conditionIsZero() -> Bool {
        while let byte = current, byte == ASCII.space || byte == ASCII.tab { advance() }
        guard current == UInt8(ascii: "0") else { return false }
        switch peek(1) {
        case nil, ASCII.space?, ASCII.tab?, ASCII.newline?, ASCII.carriageReturn?, UInt8(ascii: "/")?: return true
        default: return false
        }
    }
}

/// The bytes the lexer tells apart.
private enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let formFeed: UInt8 = 0x0C
    static let verticalTab: UInt8 = 0x0B
    static let backslash = UInt8(ascii: "\\")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Letters, `_`, `$` (clang accepts it), and any non-ASCII byte (Unicode identifiers).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }
}

/// One token of an Objective-C file, as ``ObjectiveCLexer`` reads it: what the scanner needs
/// to find classes, methods and `@selector(…)`, with the line and column where it starts.
struct ObjectiveCToken: Sendable, Equatable {
    /// What the token is.
    enum Kind: Sendable, Equatable {
        /// A name or keyword: `DetailViewController`, `IBAction`, `void`, `NS_SWIFT_NAME`.
        case identifier(String)
        /// `@` and a word: `@interface`, `@end`, `@selector`, `@property` (the word without `@`).
        case atKeyword(String)
        /// Any other single character: `{`, `}`, `(`, `)`, `:`, `;`, `-`, `+`, `<`, `>`, `,`, …
        case punctuation(UInt8)
        /// A string literal, `"…"` or `@"…"`; its text is at ``start``..<``end``.
        case string
        /// A character literal, `'x'`.
        case character
        /// A number, `42`, `1.5e-3f`, `0x1F`.
        case number
        /// `#if`, `#ifdef`, `#ifndef`: a conditional group starts.
        case conditionalStart
        /// `#elif`, `#else`: the next branch of the innermost conditional group starts.
        case conditionalBranch
        /// `#endif`.
        case conditionalEnd
    }

    /// What the token is.
    let kind: Kind
    /// The 1-based line of its first character.
    let line: Int
    /// The 1-based column of its first character, in Unicode scalars.
    let column: Int
    /// The byte offset of its first character (a directive's `#`).
    let start: Int
    /// The byte offset just past it (a directive's name).
    let end: Int

    /// Whether the token is the punctuation character `character`.
    func isPunctuation(_ character: Unicode.Scalar) -> Bool {
        kind == .punctuation(UInt8(character.value))
    }

    /// The identifier's text, or nil for any other token.
    var identifier: String? {
        if case .identifier(let text) = kind { return text }
        return nil
    }

    /// The `@` keyword's word, or nil for any other token.
    var atKeyword: String? {
        if case .atKeyword(let word) = kind { return word }
        return nil
    }
}

/// Where and why ``ObjectiveCLexer`` stopped: text it cannot split into tokens, such as a
/// comment or literal that never ends. Everything before it is still tokenised.
struct ObjectiveCLexProblem: Sendable, Equatable {
    /// What is wrong, for a person.
    let message: String
    /// The 1-based line where the construct starts.
    let line: Int
    /// The 1-based column where the construct starts, in Unicode scalars.
    let column: Int

    static func controlCharacter(_ byte: UInt8, line: Int, column: Int) -> Self {
        let code = String(byte, radix: 16, uppercase: true)
        return Self(
            message:
                "control character U+\(code.count == 1 ? "000" : "00")\(code) outside a comment or literal, which no compiler accepts; the rest of the file is not scanned",
            line: line, column: column)
    }

    static func unterminatedComment(line: Int, column: Int) -> Self {
        Self(message: "unterminated comment: '/*' has no closing '*/'; the rest of the file is not scanned", line: line, column: column)
    }

    static func unterminatedString(line: Int, column: Int) -> Self {
        Self(
            message: "unterminated string literal: '\"' has no closing '\"' on its line; the rest of the file is not scanned", line: line,
            column: column)
    }

    static func unterminatedCharacter(line: Int, column: Int) -> Self {
        Self(
            message: "unterminated character literal: ' has no closing ' on its line; the rest of the file is not scanned", line: line, column: column
        )
    }
}
