/// `path:line:col: severity: message [rule-id]`, one finding a line, then the related places as
/// notes and a summary line — what Xcode, editors and CI logs understand.
public struct XcodeReporter: FindingReporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: ValidationReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            lines.append(finding.description)
            for related in finding.related {
                lines.append("\(related): note: related location [\(finding.rule.id)]")
            }
        }
        lines.append(report.summary)
        return lines.joined(separator: "\n") + "\n"
    }
}
