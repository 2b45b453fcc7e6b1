import EventMapCore

/// What a validation checks and how strictly: the tracking tag, the ID pattern, how the hooks
/// look classes up, and each rule's severity or `off`. Read from `.mapper.json`, or defaults.
public struct ValidationSettings: Sendable {
    /// The tag in an action's name that says it must be tracked.
    public var tag: String
    /// The pattern every event ID must match whole.
    public var eventIDPattern: String
    /// Severities by rule ID; a rule not named keeps its default.
    public var rules: [String: RuleSetting]
    /// How the app's hooks turn a class into a config key: the key a configured class must have.
    public var classLookup: ClassLookup

    /// Creates settings.
    public init(
        tag: String = "_UA", eventIDPattern: String = Rule.defaultEventIDPattern, rules: [String: RuleSetting] = [:],
        classLookup: ClassLookup = .exact
    ) {
        self.tag = tag
        self.eventIDPattern = eventIDPattern
        self.rules = rules
        self.classLookup = classLookup
    }

    /// The settings a project file gives.
    public init(project: ProjectConfiguration) {
        self.init(
            tag: project.tag, eventIDPattern: project.eventIDPattern ?? Rule.defaultEventIDPattern, rules: project.rules,
            classLookup: project.classLookup)
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

extension ValidationSettings {
    /// The `event-id-naming` finding for `emitter`, as validation reports it, or nil when its ID
    /// matches the pattern, the rule is off, or the pattern does not compile (validation
    /// refuses such settings).
    package func namingFinding(for emitter: EventEmitter) -> Finding? {
        guard let pattern = try? EventIDPattern(eventIDPattern), !pattern.matches(emitter.eventID.text) else { return nil }
        return apply(to: [.eventIDNaming(emitter, patternText: eventIDPattern)]).first
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

    /// ``matches(_:)`` for an ID's UTF-8 bytes, which the default pattern decides without a
    /// `String`.
    func matches(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if let regex { return (try? regex.wholeMatch(in: String(decoding: utf8, as: UTF8.self))) != nil }
        return Self.isUpperSnakeCase(utf8)
    }

    /// Whether this is the default pattern, decided on bytes without a regular expression.
    var isUpperSnakeCase: Bool { regex == nil }

    /// `[A-Z][A-Z0-9]*(_[A-Z0-9]+)*`
    static func isUpperSnakeCase(_ id: String) -> Bool {
        withUTF8(of: id) { isUpperSnakeCase($0) }
    }

    /// `[A-Z][A-Z0-9]*(_[A-Z0-9]+)*` on UTF-8 bytes.
    static func isUpperSnakeCase(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var scanner = UpperSnakeCaseScanner()
        for byte in bytes { scanner.read(byte) }
        return scanner.matched
    }
}

/// Decides `[A-Z][A-Z0-9]*(_[A-Z0-9]+)*` one byte at a time, so that the event-ID check can
/// decide it in the pass that folds the same bytes.
struct UpperSnakeCaseScanner {
    /// The last byte read; 0 before the first (a NUL byte fails the first test anyway).
    private var previous: UInt8 = 0
    private var failed = false

    /// Reads the next byte.
    @inline(__always)
    mutating func read(_ byte: UInt8) {
        if byte &- UInt8(ascii: "A") >= 26 {
            let allowed = previous != 0 && (byte &- UInt8(ascii: "0") < 10 || (byte == UInt8(ascii: "_") && previous != UInt8(ascii: "_")))
            failed = failed || !allowed
        }
        previous = byte
    }

    /// Whether the bytes read so far match: at least one, none out of place, no `_` last.
    var matched: Bool {
        !failed && previous != 0 && previous != UInt8(ascii: "_")
    }
}
