import EventMapCore
import EventMapper
import XCTest

/// The work behind `XCTAssertEventMapValid`: load, validate, and turn each failing finding into
/// one test failure at the caller's line.
struct EventMapAssertion {
    let settings: ValidationSettings
    let strict: Bool
    let file: StaticString
    let line: UInt

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
            XCTFail(error.description, file: file, line: line)
            return nil
        }
        for finding in report.findings where fails(finding) {
            XCTFail(finding.testFailureMessage, file: file, line: line)
        }
        return report
    }

    /// Whether a finding fails the test, by the rule `mapper validate` uses for its exit status.
    private func fails(_ finding: Finding) -> Bool {
        finding.severity == .error || (strict && finding.severity == .warning)
    }
}
