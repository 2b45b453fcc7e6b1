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

/// The naming pattern event IDs must match whole. The default, upper snake case, is decided on
/// bytes: a `Regex` match costs microseconds, and a 10,000-page config has 220,000 IDs.
struct EventIDPattern {
    private let regex: Regex<AnyRegexOutput>?

    /// - Throws: When `pattern` is not a valid regular expression.
    init(_ pattern: String) throws {
        regex = pattern == Rule.defaultEventIDPattern ? nil : try Regex(pattern)
    }

    func matches(_ id: String) -> Bool {
        if let regex { return (try? regex.wholeMatch(in: id)) != nil }
        return Self.isUpperSnakeCase(id)
    }

    /// `[A-Z][A-Z0-9]*(_[A-Z0-9]+)*`
    static func isUpperSnakeCase(_ id: String) -> Bool {
        var previous: UInt8 = 0
        for (index, byte) in id.utf8.enumerated() {
            let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let underscore = byte == UInt8(ascii: "_")
            if index == 0 ? !upper : !(upper || digit || (underscore && previous != UInt8(ascii: "_"))) { return false }
            previous = byte
        }
        return previous != 0 && previous != UInt8(ascii: "_")
    }
}
