import EventMapCore
import EventMapper

/// The work behind `XCTAssertEventMapValid` and `expectEventMapValid`: load, validate, and hand
/// each failing finding to the test framework as one failure.
struct EventMapAssertion {
    let settings: ValidationSettings
    let strict: Bool
    /// Records one failure: its message, and the finding when there is one (an input that cannot
    /// be read has none).
    let record: (_ message: String, _ finding: Finding?) -> Void

    /// Loads the configs and the registry, validates, records the failures.
    /// - Parameters:
    ///   - paths: Config files and folders.
    ///   - loadRegistry: Builds the registry, with the findings and files that came with it.
    /// - Returns: The report, or nil when an input could not be read (already recorded).
    func check(
        config paths: [String],
        loadRegistry: () throws(ConfigInputError) -> (registry: ActionRegistry, findings: [Finding], files: [String])
    ) -> ValidationReport? {
        let report: ValidationReport
        do {
            // The validator first: a bad event-ID pattern is a set-up error, whatever the configs say.
            let validator = try Validator(settings: settings)
            let configs = try ConfigSet.load(paths)
            let (registry, registryFindings, registryFiles) = try loadRegistry()
            report = validator.validate(configs, registry: registry, registryFindings: registryFindings, registryFiles: registryFiles)
        } catch {
            record(error.description, nil)
            return nil
        }
        for finding in report.findings where fails(finding) {
            record(finding.testFailureMessage, finding)
        }
        return report
    }

    /// Whether a finding fails the test, by the rule `mapper validate` uses for its exit status.
    private func fails(_ finding: Finding) -> Bool {
        finding.severity == .error || (strict && finding.severity == .warning)
    }

    /// The registry the files at `paths` declare, with what merging them found.
    static func registry(fromFiles paths: [String]) throws(ConfigInputError) -> (registry: ActionRegistry, findings: [Finding], files: [String]) {
        var sources: [[DeclaredClass]] = []
        for path in paths { sources.append(try RegistryFile.load(path: path)) }
        let (registry, findings) = ActionRegistry.merging(sources)
        return (registry, findings, paths)
    }
}
