/// A check with a stable ID. Every finding names the rule that produced it, and projects can
/// change a rule's severity or switch it off by ID in `.mapper.json`.
///
/// Each rule is declared in a file of its own, named after it, with its messages and its
/// examples: the rules checked while configs are loaded, sources scanned, registries merged or
/// files rewritten in `EventMapCore/Rules/`, the rules the validator checks (the configs against
/// each other and against the code) in `EventMapper/Validation/Rules/`.
public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// The commands that report a rule's findings.
    public enum Scope: String, Sendable {
        /// `validate`, and every command that checks a config before it answers or edits.
        case validation
        /// Only `fmt` and `convert`, which rewrite a config in another layout or format.
        case rewriting
    }

    /// The stable ID, kebab-case: `duplicate-key`.
    public let id: String
    /// The severity unless the project says otherwise.
    public let defaultSeverity: Severity
    /// One sentence on what the rule checks, for `--help`, SARIF and documentation.
    public let summary: String
    /// The commands that report it.
    public let scope: Scope
    /// A config the rule reports and one it does not, which a test runs.
    package let examples: RuleExamples?

    /// Declares a rule that validation reports.
    public init(id: String, defaultSeverity: Severity, summary: String) {
        self.init(id: id, defaultSeverity: defaultSeverity, summary: summary, scope: .validation, examples: nil)
    }

    /// Declares one of EventMapper's own rules, with its examples.
    package init(id: String, defaultSeverity: Severity, summary: String, scope: Scope = .validation, examples: RuleExamples?) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.scope = scope
        self.examples = examples
    }

    public var description: String { id }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a finding says: its message and, when there is one, its suggestion. Rules whose
/// findings several loaders make give their words as one of these, written once.
package struct FindingWording: Sendable, Equatable {
    package let message: String
    package let suggestion: String?

    package init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }
}
