import EventMapCore
import EventMapXML

/// Checks a config set against the code's declared actions and against itself, returning every
/// finding — it never stops at the first.
///
/// ## Usage
/// ```swift
/// let configs = try ConfigSet.load(["Configs"])
/// let registry = ActionRegistry(declaring: [HomeViewController.self, DetailViewController.self])
/// let report = try Validator().validate(configs, registry: registry)
/// ```
public struct Validator: Sendable {
    /// The tag, the ID pattern and the rule severities.
    public let settings: ValidationSettings

    /// Creates a validator.
    /// - Throws: ``ConfigInputError`` when the event-ID pattern is not a valid regular expression.
    public init(settings: ValidationSettings = ValidationSettings()) throws(ConfigInputError) {
        do {
            _ = try EventIDPattern(settings.eventIDPattern)
        } catch {
            throw ConfigInputError(
                path: ProjectConfiguration.fileName, message: "eventIDPattern '\(settings.eventIDPattern)' is not a valid regular expression")
        }
        self.settings = settings
    }

    /// Validates.
    /// - Parameters:
    ///   - configs: The loaded config set (its loading findings are included in the report).
    ///   - registry: The declared actions; without one only the configs themselves are checked.
    ///   - registryFindings: Findings from building the registry, to report with the rest.
    ///   - registryFiles: The registry files read, for the report.
    ///   - connectedActions: Actions storyboards and xibs connect, which their classes must implement.
    ///   - sourceFileCount: How many source files were scanned for the registry, for the report.
    public func validate(
        _ configs: ConfigSet, registry: ActionRegistry?, registryFindings: [Finding] = [], registryFiles: [String] = [],
        connectedActions: [ConnectedAction] = [], sourceFileCount: Int = 0
    ) -> ValidationReport {
        validate(
            configs, registry: registry, registryFindings: registryFindings, registryFiles: registryFiles, connectedActions: connectedActions,
            sourceFileCount: sourceFileCount, classScope: nil)
    }

    /// Validates, checking the registry's classes for untracked and superclass-only actions
    /// only when their unqualified name is in `classScope` (all of them when it is nil): the
    /// part of a set that ``DraftRevalidation`` re-checks.
    package func validate(
        _ configs: ConfigSet, registry: ActionRegistry?, registryFindings: [Finding] = [], registryFiles: [String] = [],
        connectedActions: [ConnectedAction] = [], sourceFileCount: Int = 0, classScope: Set<Substring>?
    ) -> ValidationReport {
        let idCheck = EventIDCheck(map: configs.map, pattern: try? EventIDPattern(settings.eventIDPattern), patternText: settings.eventIDPattern)
        var findings = configs.findings + registryFindings + idCheck.run()
        if let registry {
            var check = RegistryCheck(
                map: configs.map, registry: registry, tag: settings.tag, fallback: fallbackLocation(configs),
                connectedActions: connectedActions, checksWholeSet: configs.isComplete, classLookup: settings.classLookup,
                classScope: classScope
            )
            findings += check.run()
            if let unparsed = configs.unparsedFiles.first {
                // What the unparsed file configures is unknown: every tagged action it tracks
                // would be reported as untracked, burying the one error that matters.
                findings.append(.incompleteConfigSet(unparsedFiles: configs.unparsedFiles, at: SourceLocation(file: unparsed, line: 1, column: 1)))
            }
        } else {
            // A green run that compared nothing with the code must say so where CI reads it.
            findings.append(.codeNotChecked(at: fallbackLocation(configs)))
        }
        return ValidationReport(
            findings: settings.apply(to: findings), configFiles: configs.paths, registryFiles: registryFiles, sourceFileCount: sourceFileCount)
    }

    /// Where a finding that has no place of its own points: the first config file.
    private func fallbackLocation(_ configs: ConfigSet) -> SourceLocation {
        SourceLocation(file: configs.paths.first ?? ProjectConfiguration.fileName, line: 1, column: 1)
    }
}

/// The outcome of a validation: every finding, in file order, and what was checked.
public struct ValidationReport: Sendable {
    /// Every finding, ordered by file, line and column.
    public let findings: [Finding]
    /// The config files that were read.
    public let configFiles: [String]
    /// The registry files that were read.
    public let registryFiles: [String]
    /// How many source files were scanned for the registry.
    public let sourceFileCount: Int

    /// Creates a report; findings are put in file order, and those at one place in the order
    /// the checks make them.
    public init(findings: [Finding], configFiles: [String], registryFiles: [String] = [], sourceFileCount: Int = 0) {
        self.findings = findings.enumerated()
            .map { (finding: $0.element, stage: Self.stage(of: $0.element.rule), offset: $0.offset) }
            .sorted { first, second in
                guard first.finding.location == second.finding.location else { return first.finding.location < second.finding.location }
                guard first.stage == second.stage else { return first.stage < second.stage }
                // The checks of the registry's classes: by class and action, whichever classes were checked.
                if first.stage - Self.classStages < 2, first.stage >= Self.classStages, first.finding.message != second.finding.message {
                    return first.finding.message < second.finding.message
                }
                return first.offset < second.offset
            }
            .map(\.finding)
        self.configFiles = configFiles
        self.registryFiles = registryFiles
        self.sourceFileCount = sourceFileCount
    }

    /// A report whose findings are in order already: one read back as a report wrote them.
    package init(orderedFindings: [Finding], configFiles: [String], registryFiles: [String], sourceFileCount: Int) {
        findings = orderedFindings
        self.configFiles = configFiles
        self.registryFiles = registryFiles
        self.sourceFileCount = sourceFileCount
    }

    /// Where a rule's findings come among those at one place: the loaders' and the
    /// registry's first, then the validator's checks in the order it runs them. Findings at
    /// one place are ordered so whether the rules ran on the whole set or, for a draft, on
    /// the part it changed (``DraftRevalidation``).
    /// The stages of the checks made class by class of the registry.
    private static let classStages = 5

    private static func stage(of rule: Rule) -> Int {
        switch rule {
        case .eventIDNaming: 1
        case .duplicateEventID, .similarEventID: 2
        case .unknownClass, .unreachableClassName: 3
        case .undeclaredAction: 4
        case .untrackedAction: classStages
        case .superclassOnlyAction: classStages + 1
        case .unimplementedConnectedAction: 7
        case .incompleteConfigSet, .codeNotChecked: 8
        default: 0
        }
    }

    /// How many findings have this severity.
    public func count(_ severity: Severity) -> Int {
        findings.count { $0.severity == severity }
    }

    /// 0 when clean; 1 with an error, or with a warning when `strict`.
    public func exitStatus(strict: Bool) -> Int32 {
        let failing = findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        return failing ? 1 : 0
    }

    /// One line for people: `2 errors, 1 warning in 3 config files`, or with the code's side
    /// `… in 2 config files, 1 registry file and 8 source files`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let notes = count(.note) > 0 ? ", \(plural(count(.note), "note"))" : ""
        var inputs = [plural(configFiles.count, "config file")]
        if !registryFiles.isEmpty { inputs.append(plural(registryFiles.count, "registry file")) }
        if sourceFileCount > 0 { inputs.append(plural(sourceFileCount, "source file")) }
        let listed = inputs.count == 1 ? inputs[0] : inputs.dropLast().joined(separator: ", ") + " and " + inputs.last!
        return "\(plural(count(.error), "error")), \(plural(count(.warning), "warning"))\(notes) in \(listed)"
    }
}
