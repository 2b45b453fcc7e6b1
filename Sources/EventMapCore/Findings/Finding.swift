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
