import EventMapCore
import EventMapXML
import Foundation

/// Turns a validation report into the text a consumer reads: Xcode and compilers, scripts,
/// GitHub Actions, test dashboards, code-scanning tools.
public protocol FindingReporter: Sendable {
    /// The whole output for a report, ending with a newline.
    func render(_ report: ValidationReport) -> String

    /// The whole output when the validation could not run (an input could not be read): still
    /// a valid document of the reporter's format, which says so, so that the step that uploads
    /// or parses it fails on the real reason rather than on an empty file.
    /// - Parameter error: What could not be read, one or more located problems.
    func renderFailure(_ error: ConfigInputError) -> String
}

extension ConfigInputError {
    /// Every problem, this one first, as (where, what).
    var problems: [(place: String, message: String)] {
        ([self] + also).map { ($0.path, $0.message) }
    }
}

/// The reporters `mapper validate --reporter` offers.
public enum ReporterKind: String, Sendable, CaseIterable {
    /// `path:line:col: error: message [rule-id]` lines, as Xcode and editors read them (default).
    case xcode
    /// A JSON document with every finding and a summary.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::…`).
    case github
    /// JUnit XML: one test case per rule and file.
    case junit
    /// SARIF 2.1.0, with the rules validation checks.
    case sarif

    /// The reporter of this kind.
    public var reporter: any FindingReporter {
        switch self {
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .github: GitHubReporter.forThisProcess()
        case .junit: JUnitReporter()
        case .sarif: SARIFReporter()
        }
    }
}

extension ValidationReport {
    /// The files a reporter lists: the config files and registry files that were checked, then,
    /// sorted, any other file a finding points at (a source file, say).
    ///
    /// Reporters that group by file (JUnit suites, SARIF artifacts) use this list so that a
    /// finding is never dropped for pointing outside the checked files.
    /// - Parameter includingRelated: Whether a file that only a related place points at counts.
    func reportedFiles(includingRelated: Bool) -> [String] {
        var files: [String] = []
        var seen: Set<String> = []
        for file in configFiles + registryFiles where seen.insert(file).inserted {
            files.append(file)
        }
        var others: Set<String> = []
        for finding in findings {
            for location in [finding.location] + (includingRelated ? finding.related : []) where !seen.contains(location.file) {
                others.insert(location.file)
            }
        }
        return files + others.sorted()
    }

    /// The rules a reporter lists: every rule validation checks (``Rule/validationRules``),
    /// then any other rule a finding names, in the order first found, so that every finding
    /// has its rule listed.
    var reportedRules: [Rule] {
        var rules = Rule.validationRules
        var seen = Set(rules)
        for finding in findings where seen.insert(finding.rule).inserted {
            rules.append(finding.rule)
        }
        return rules
    }
}

/// `path:line:col: severity: message [rule-id]`, one finding a line, then the related places as
/// notes and a summary line — what Xcode, editors and CI logs understand.
package struct XcodeReporter: FindingReporter {
    /// Creates the reporter.
    package init() {}

    package func render(_ report: ValidationReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            // One finding, one line: Xcode reads nothing after a line break.
            lines.append(finding.description.replacingLineBreaks().escapingTerminalControls)
            for related in finding.related {
                lines.append("\(related): note: related location [\(finding.rule.id)]".escapingTerminalControls)
            }
        }
        lines.append(report.summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Nothing: the problems are the lines the command prints on standard error, which is
    /// where Xcode and editors read them.
    package func renderFailure(_ error: ConfigInputError) -> String {
        ""
    }
}

extension String {
    /// The text with line breaks written as `\n`, so that it stays on one line.
    package func replacingLineBreaks() -> String {
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

/// The JSON text of a report document, shared by the JSON and SARIF reporters and the tools'
/// JSON outputs (rules, status, the logs report) so that all print the same stable way: keys sorted, two-space indentation, `/` left unescaped (paths stay
/// readable), and a final newline.
package enum ReportJSONText {
    /// Encodes `document`.
    ///
    /// The reporters' documents hold only strings, integers, arrays and keyed containers, which
    /// `JSONEncoder` cannot fail to encode (it throws only for non-finite floats and for custom
    /// `encode(to:)` methods that throw), so a failure here is a programming error.
    package static func encode(_ document: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
        } catch {
            preconditionFailure("a report document failed to encode: \(error)")
        }
    }
}
