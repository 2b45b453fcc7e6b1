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
            throw ConfigInputError(path: ProjectConfiguration.fileName, message: "eventIDPattern '\(settings.eventIDPattern)' is not a valid regular expression")
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
        var findings = configs.findings + registryFindings + eventIDFindings(configs.map)
        if let registry {
            var check = RegistryCheck(map: configs.map, registry: registry, tag: settings.tag, fallback: fallbackLocation(configs), connectedActions: connectedActions)
            findings += check.run()
        }
        return ValidationReport(findings: settings.apply(to: findings), configFiles: configs.paths, registryFiles: registryFiles, sourceFileCount: sourceFileCount)
    }

    /// Where a finding that has no place of its own points: the first config file.
    private func fallbackLocation(_ configs: ConfigSet) -> SourceLocation {
        SourceLocation(file: configs.paths.first ?? ProjectConfiguration.fileName, line: 1, column: 1)
    }

    private func eventIDFindings(_ map: EventMap) -> [Finding] {
        let pattern = try? EventIDPattern(settings.eventIDPattern)
        var findings: [Finding] = []
        var firstUse: [String: EventEmitter] = [:]
        var firstFolded: [String: EventEmitter] = [:]
        // Every loaded file's pages, so that the losing copy of a duplicated class is checked too.
        for emitter in map.files.flatMap(\.emitters) {
            let id = emitter.eventID.text
            if let pattern, !pattern.matches(id) {
                findings.append(Finding(.eventIDNaming, "event ID '\(id)' of \(emitter) does not match the naming pattern \(settings.eventIDPattern)", at: emitter.location))
            }
            if let first = firstUse[id] {
                findings.append(Finding(.duplicateEventID, "event ID '\(id)' of \(emitter) is also used by \(first) at \(SourceLocationText(first.location, from: emitter.location.file))",
                                        at: emitter.location, related: [first.location]))
                continue
            }
            firstUse[id] = emitter
            let folded = Rule.folded(id)
            if let similar = firstFolded[folded] {
                findings.append(Finding(.similarEventID, "event ID '\(id)' of \(emitter) differs only in case or underscores from '\(similar.eventID)' of \(similar) at \(SourceLocationText(similar.location, from: emitter.location.file))",
                                        at: emitter.location, related: [similar.location]))
            } else {
                firstFolded[folded] = emitter
            }
        }
        return findings
    }
}
