import Foundation

/// Colour for people at a terminal: severities in `path:line:col: error: …` lines and the ✔/✘ of
/// `mapper status`. Never in a pipe or a file unless asked (`--color always`), never in machine
/// output, and never when `NO_COLOR` is set (https://no-color.org) unless asked.
package struct TerminalStyle: Sendable {
    /// What `--color` says.
    package enum Choice: String, CaseIterable, Sendable {
        /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
        case auto
        /// Always, even in a pipe.
        case always
        /// Never.
        case never
    }

    /// Whether escape sequences are written at all.
    package let isEnabled: Bool

    /// Decides for an output.
    /// - Parameters:
    ///   - choice: `--color`.
    ///   - isTerminal: Whether the output is a terminal (`isatty`).
    ///   - environment: The process's environment, for `NO_COLOR` and `TERM`.
    package init(_ choice: Choice, isTerminal: Bool, environment: [String: String]) {
        switch choice {
        case .never: isEnabled = false
        case .always: isEnabled = true
        case .auto:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            isEnabled = isTerminal && !noColor && environment["TERM"] != "dumb"
        }
    }

    /// A style that writes no escape sequence.
    package static let plain = TerminalStyle(.never, isTerminal: false, environment: [:])

    /// The line with its first `error:`, `warning:` or `note:` label coloured (bold red, bold
    /// yellow, cyan).
    package func severities(_ line: String) -> String {
        guard isEnabled else { return line }
        for (label, code) in [(": error: ", "1;31"), (": warning: ", "1;33"), (": note: ", "36")] {
            if let range = line.range(of: label) {
                let word = label.dropFirst(2).dropLast(2)
                return line.replacingCharacters(in: range, with: ": \u{1B}[\(code)m\(word)\u{1B}[0m: ")
            }
        }
        return line
    }

    /// `✔` in green.
    package var tick: String { isEnabled ? "\u{1B}[32m✔\u{1B}[0m" : "✔" }

    /// `✘` in red.
    package var cross: String { isEnabled ? "\u{1B}[31m✘\u{1B}[0m" : "✘" }
}
