/// Where and why ``ObjectiveCLexer`` stopped: text it cannot split into tokens, such as a
/// comment or literal that never ends. Everything before it is still tokenised.
struct ObjectiveCLexProblem: Sendable, Equatable {
    /// What is wrong, for a person.
    let message: String
    /// The 1-based line where the construct starts.
    let line: Int
    /// The 1-based column where the construct starts, in Unicode scalars.
    let column: Int

    static func unterminatedComment(line: Int, column: Int) -> Self {
        Self(message: "unterminated comment: '/*' has no closing '*/'; the rest of the file is not scanned", line: line, column: column)
    }

    static func unterminatedString(line: Int, column: Int) -> Self {
        Self(message: "unterminated string literal: '\"' has no closing '\"' on its line; the rest of the file is not scanned", line: line, column: column)
    }

    static func unterminatedCharacter(line: Int, column: Int) -> Self {
        Self(message: "unterminated character literal: ' has no closing ' on its line; the rest of the file is not scanned", line: line, column: column)
    }
}
