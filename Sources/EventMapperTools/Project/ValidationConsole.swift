import EventMapCore
import EventMapper

/// What `mapper validate` shows people, whatever the machine-readable report: the findings as
/// `path:line:col: severity: message [rule-id]` lines with their related places, the summary,
/// and why the run fails.
package enum ValidationConsole {
    /// The findings for a terminal, coloured by `style`; with `quiet`, the findings alone.
    package static func humanReport(_ report: ValidationReport, quiet: Bool, style: TerminalStyle) -> String {
        var lines = XcodeReporter().render(report).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if quiet, !lines.isEmpty { lines.removeLast() }
        return lines.map(style.severities).map { $0 + "\n" }.joined()
    }

    /// Why the run fails, for standard error — `failed: 2 errors`, or
    /// `failed: 1 warning treated as an error (--strict)` — or nil when it passes.
    package static func failureReason(_ report: ValidationReport, strict: Bool) -> String? {
        guard report.exitStatus(strict: strict) != 0 else { return nil }
        let errors = report.count(.error)
        let warnings = strict ? report.count(.warning) : 0
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        if warnings > 0 {
            parts.append("\(warnings) warning\(warnings == 1 ? "" : "s") treated as \(warnings == 1 ? "an error" : "errors") (--strict)")
        }
        return "failed: " + parts.joined(separator: ", ")
    }
}
