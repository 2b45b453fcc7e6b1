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
        /// A string literal, `"…"` or `@"…"`; its text is not needed.
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
