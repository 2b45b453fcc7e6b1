/// A check with a stable ID. Every finding names the rule that produced it, and projects can
/// change a rule's severity or switch it off by ID in `.mapper.json`.
///
/// Rules are declared in `Rules/RuleCatalogue.swift`, as static members of this type.
public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// The stable ID, kebab-case: `duplicate-key`.
    public let id: String
    /// The severity unless the project says otherwise.
    public let defaultSeverity: Severity
    /// One sentence on what the rule checks, for `--help`, SARIF and documentation.
    public let summary: String

    /// Declares a rule.
    public init(id: String, defaultSeverity: Severity, summary: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
    }

    public var description: String { id }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
