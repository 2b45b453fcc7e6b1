import EventMapCore
import EventMapXML

/// A JSON document for scripts: a summary and every finding, keys sorted so that the output is
/// stable and diffs cleanly.
///
/// ```json
/// {
///   "findings" : [
///     {
///       "column" : 5, "file" : "Configs/Home.plist", "line" : 12,
///       "message" : "duplicate key 'Enter' (first at 8:5); …",
///       "related" : [ { "column" : 5, "file" : "Configs/Home.plist", "line" : 8 } ],
///       "rule" : "duplicate-key", "severity" : "error"
///     }
///   ],
///   "summary" : { "errors" : 1, "files" : [ "Configs/Home.plist" ], "notes" : 0, "warnings" : 0 },
///   "version" : 1
/// }
/// ```
/// `suggestion` is present only when the finding has one; `related` is always present. `files`
/// lists the config files, then the registry files, that were checked. `version` changes only
/// when a consumer would have to change.
package struct JSONReporter: FindingReporter {
    /// Creates the reporter.
    package init() {}

    package func render(_ report: ValidationReport) -> String {
        let document = Document(
            version: 1,
            completed: true,
            summary: Summary(
                errors: report.count(.error),
                warnings: report.count(.warning),
                notes: report.count(.note),
                files: report.configFiles + report.registryFiles
            ),
            findings: report.findings.map { finding in
                Entry(
                    rule: finding.rule.id,
                    severity: finding.severity,
                    message: finding.message,
                    file: finding.location.file,
                    line: finding.location.line,
                    column: finding.location.column,
                    suggestion: finding.suggestion,
                    related: finding.related.map(Place.init)
                )
            }
        )
        return ReportJSONText.encode(document)
    }

    /// `{"version": 1, "completed": false, "errors": [{"place": …, "message": …}], "findings": []}`.
    package func renderFailure(_ error: ConfigInputError) -> String {
        ReportJSONText.encode(
            FailureDocument(
                version: 1, completed: false, errors: error.problems.map { FailureEntry(place: $0.place, message: $0.message) }, findings: []
            ))
    }

    private struct Document: Encodable {
        var version: Int
        var completed = true
        var summary: Summary
        var findings: [Entry]
    }

    private struct FailureDocument: Encodable {
        var version: Int
        var completed: Bool
        var errors: [FailureEntry]
        var findings: [Entry]
    }

    private struct FailureEntry: Encodable {
        var place: String
        var message: String
    }

    private struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var files: [String]
    }

    // The synthesized encoding leaves a nil `suggestion` out, which is the documented shape.
    private struct Entry: Encodable {
        var rule: String
        var severity: Severity
        var message: String
        var file: String
        var line: Int
        var column: Int
        var suggestion: String?
        var related: [Place]
    }

    private struct Place: Encodable {
        var file: String
        var line: Int
        var column: Int

        init(_ location: SourceLocation) {
            file = location.file
            line = location.line
            column = location.column
        }
    }
}
