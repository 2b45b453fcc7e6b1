import EventMapCore
import EventMapXML

/// GitHub Actions workflow commands, one a finding, which the runner turns into annotations on
/// the pull request's diff:
///
/// ```
/// ::error file=Configs/Home.plist,line=12,col=5,title=duplicate-key::duplicate key 'Enter' …
/// ```
///
/// Errors become `::error`, warnings `::warning` and notes `::notice`. The suggestion follows
/// the message as in `Finding.description`, and each related place is a further line of the
/// message, because an annotation has only one location. A last plain line gives the summary for
/// the job's log.
public struct GitHubReporter: FindingReporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ report: ValidationReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            let properties = [
                ("file", finding.location.file),
                ("line", String(finding.location.line)),
                ("col", String(finding.location.column)),
                ("title", finding.rule.id),
            ]
            .map { "\($0.0)=\(Self.escapeProperty($0.1))" }
            .joined(separator: ",")
            lines.append("::\(Self.command(for: finding.severity)) \(properties)::\(Self.escapeData(Self.text(of: finding)))")
        }
        lines.append(report.summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The workflow command for a severity.
    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The annotation's text: the message, the suggestion, and the related places.
    private static func text(of finding: Finding) -> String {
        var text = finding.messageWithSuggestion
        for related in finding.related {
            text += "\nrelated location: \(SourceLocationText(related, from: finding.location.file))"
        }
        return text
    }

    /// Escapes a command's message. The runner reads one command a line and decodes these three
    /// sequences, so a newline in a message would otherwise end the command early and a literal
    /// `%0A` would turn into a newline.
    static func escapeData(_ text: String) -> String {
        escape(text, colonAndComma: false)
    }

    /// Escapes a property value. Properties are also delimited by `,` (between properties) and
    /// `::` (before the message), so a path with a comma or colon would otherwise be cut short.
    static func escapeProperty(_ text: String) -> String {
        escape(text, colonAndComma: true)
    }

    // One pass over the characters, so that the `%` of an escape just written is never escaped
    // again. Unicode scalars, not Characters: "\r\n" is one Character but two escapes.
    private static func escape(_ text: String, colonAndComma: Bool) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case ":" where colonAndComma: escaped += "%3A"
            case "," where colonAndComma: escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
