import EventMapCore

/// What a validation checks and how strictly: the tracking tag, the ID pattern, and each rule's
/// severity or `off`. Read from `.mapper.json`, or defaults.
public struct ValidationSettings: Sendable {
    /// The tag in an action's name that says it must be tracked.
    public var tag: String
    /// The pattern every event ID must match whole.
    public var eventIDPattern: String
    /// Severities by rule ID; a rule not named keeps its default.
    public var rules: [String: RuleSetting]

    /// Creates settings.
    public init(tag: String = "_UA", eventIDPattern: String = Rule.defaultEventIDPattern, rules: [String: RuleSetting] = [:]) {
        self.tag = tag
        self.eventIDPattern = eventIDPattern
        self.rules = rules
    }

    /// The settings a project file gives.
    public init(project: ProjectConfiguration) {
        self.init(tag: project.tag, eventIDPattern: project.eventIDPattern ?? Rule.defaultEventIDPattern, rules: project.rules)
    }

    /// Applies the rule settings: drops findings of rules that are off, sets the others'
    /// severities.
    public func apply(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            switch rules[finding.rule.id] {
            case .off: return nil
            case .severity(let severity):
                var changed = finding
                changed.severity = severity
                return changed
            case nil: return finding
            }
        }
    }
}
