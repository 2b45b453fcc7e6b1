import EventMapCore
import EventMapper

/// Why a config was not converted or formatted; nothing was written.
package struct ConfigConversionFailure: Error, Sendable, CustomStringConvertible {
    /// The lines to print: located errors, with source line and caret where there is one.
    package let messages: [String]
    /// Whether the tool could not run at all (a missing or unreadable file), as opposed to an
    /// input that was read and found wrong or that would lose something.
    package let isEnvironmental: Bool

    /// Creates a failure.
    /// - Parameters:
    ///   - messages: The lines to print.
    ///   - isEnvironmental: Whether the input could not be read at all.
    package init(messages: [String], isEnvironmental: Bool = false) {
        self.messages = messages
        self.isEnvironmental = isEnvironmental
    }

    /// A failure listing findings, in file order.
    init(findings: [Finding]) {
        self.init(messages: findings.sorted { $0.location < $1.location }.map(\.description))
    }

    /// The messages, one a line.
    package var rendered: String { messages.joined(separator: "\n") }

    package var description: String { rendered }
}
