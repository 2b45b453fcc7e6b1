import EventMapCore

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

    /// Creates a report; findings are put in file order.
    public init(findings: [Finding], configFiles: [String], registryFiles: [String] = [], sourceFileCount: Int = 0) {
        self.findings = findings.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        self.configFiles = configFiles
        self.registryFiles = registryFiles
        self.sourceFileCount = sourceFileCount
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

    /// One line for people: `2 errors, 1 warning in 3 files`, or with sources scanned
    /// `… in 2 files and 8 source files`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let files = configFiles.count + registryFiles.count
        let notes = count(.note) > 0 ? ", \(plural(count(.note), "note"))" : ""
        let sources = sourceFileCount > 0 ? " and \(plural(sourceFileCount, "source file"))" : ""
        return "\(plural(count(.error), "error")), \(plural(count(.warning), "warning"))\(notes) in \(plural(files, "file"))\(sources)"
    }
}
