import EventMapCore

/// `path:line:col: severity: message [rule-id]`, one finding a line, then the related places as
/// notes and a summary line — what Xcode, editors and CI logs understand.
public struct XcodeReporter: FindingReporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: ValidationReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            // One finding, one line: Xcode reads nothing after a line break.
            lines.append(finding.description.replacingLineBreaks())
            for related in finding.related {
                lines.append("\(related): note: related location [\(finding.rule.id)]")
            }
        }
        lines.append(report.summary)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The text with line breaks written as `\n`, so that it stays on one line.
    func replacingLineBreaks() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
