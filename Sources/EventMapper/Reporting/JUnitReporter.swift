import EventMapCore
import EventMapXML

/// JUnit XML, which test dashboards (Jenkins, GitLab, Buildkite, …) read: one test suite per
/// file, one test case per rule in that file.
///
/// ```xml
/// <testsuites name="mapper validate" tests="38" failures="1">
///   <testsuite name="Configs/Home.plist" tests="19" failures="1">
///     <testcase classname="Configs/Home.plist" name="duplicate-key">
///       <failure message="duplicate key 'Enter' …" type="duplicate-key">12:5: duplicate key …</failure>
///     </testcase>
///     <testcase classname="Configs/Home.plist" name="event-id-naming"/>
/// ```
///
/// A case fails when the rule found an error in the file; the failure's text lists every such
/// error as `line:column: message`. Warnings and notes do not fail a case (a dashboard has no
/// third state): they are listed in its `<system-out>`. Every rule of `Rule.validationRules` has a
/// case in every file, so a dashboard sees a rule pass, not merely fall silent.
///
/// The suites are the config files and the registry files that were checked, then any other
/// file a finding points at, so that no finding is left out.
package struct JUnitReporter: FindingReporter {
    /// Creates the reporter.
    package init() {}

    package func render(_ report: ValidationReport) -> String {
        let files = report.reportedFiles(includingRelated: false)
        let rules = report.reportedRules
        var findingsByCase: [CaseKey: [Finding]] = [:]
        for finding in report.findings {
            findingsByCase[CaseKey(file: finding.location.file, rule: finding.rule.id), default: []].append(finding)
        }

        var suites: [String] = []
        var totalFailures = 0
        for file in files {
            var cases: [String] = []
            var failures = 0
            for rule in rules {
                let findings = findingsByCase[CaseKey(file: file, rule: rule.id)] ?? []
                let errors = findings.filter { $0.severity == .error }
                let others = findings.filter { $0.severity != .error }
                if !errors.isEmpty { failures += 1 }
                cases.append(Self.testCase(file: file, rule: rule, errors: errors, others: others))
            }
            totalFailures += failures
            suites.append(
                "  <testsuite name=\"\(Self.escape(attribute: file))\" tests=\"\(rules.count)\" failures=\"\(failures)\">\n"
                    + cases.joined()
                    + "  </testsuite>\n"
            )
        }
        let total = files.count * rules.count
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"mapper validate\" tests=\"\(total)\" failures=\"\(totalFailures)\">\n"
            + suites.joined()
            + "</testsuites>\n"
    }

    /// One suite with one errored case (an error, not a failure: the checks did not run).
    package func renderFailure(_ error: ConfigInputError) -> String {
        let text = error.problems.map { "\($0.place): \($0.message)" }.joined(separator: "\n")
        let lines: [String] = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"mapper validate\" tests=\"1\" failures=\"0\" errors=\"1\">",
            "  <testsuite name=\"mapper validate\" tests=\"1\" failures=\"0\" errors=\"1\">",
            "    <testcase classname=\"mapper validate\" name=\"inputs\">",
            "      <error message=\"" + Self.escape(attribute: error.message) + "\" type=\"input\">" + Self.escape(content: text) + "</error>",
            "    </testcase>",
            "  </testsuite>",
            "</testsuites>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private struct CaseKey: Hashable {
        var file: String
        var rule: String
    }

    private static func testCase(file: String, rule: Rule, errors: [Finding], others: [Finding]) -> String {
        let open = "    <testcase classname=\"\(escape(attribute: file))\" name=\"\(escape(attribute: rule.id))\""
        if errors.isEmpty && others.isEmpty { return open + "/>\n" }
        var text = open + ">\n"
        if let first = errors.first {
            // Dashboards show the message attribute as the headline: the first error, and how
            // many more the text holds.
            let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
            let lines = errors.map { line(for: $0, showingSeverity: false) }.joined(separator: "\n")
            text +=
                "      <failure message=\"\(escape(attribute: first.message + more))\" type=\"\(escape(attribute: rule.id))\">"
                + escape(content: lines) + "</failure>\n"
        }
        if !others.isEmpty {
            let lines = others.map { line(for: $0, showingSeverity: true) }.joined(separator: "\n")
            text += "      <system-out>" + escape(content: lines) + "</system-out>\n"
        }
        return text + "    </testcase>\n"
    }

    /// `line:column: message; suggestion`, then the related places. The file is the suite's, so
    /// it is left out; a warning or note says which it is, since a passing case lists them.
    private static func line(for finding: Finding, showingSeverity: Bool) -> String {
        let file = finding.location.file
        var text = "\(finding.location.line):\(finding.location.column): "
        if showingSeverity { text += "\(finding.severity): " }
        text += finding.messageWithSuggestion
        for related in finding.related {
            text += "\n\(SourceLocationText(related, from: file)): note: related location"
        }
        return text
    }

    /// Escapes an attribute value: all five markup characters, and tab, newline and carriage
    /// return as character references because a parser turns them into spaces in an attribute.
    static func escape(attribute text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// Escapes element content: `&`, `<` and `>` (quotes need no escaping there, and the text
    /// stays readable in the raw file). Newlines and tabs stay as they are, so that a list of
    /// findings reads as lines; a carriage return becomes a reference because a parser turns it
    /// into LF.
    static func escape(content text: String) -> String {
        escape(text, inAttribute: false)
    }

    // Control characters other than tab, newline and carriage return cannot appear in XML 1.0 at
    // all, not even as references, so they are written out as `\u{1B}` rather than making the
    // document unreadable.
    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where inAttribute: escaped += "&quot;"
            case "'" where inAttribute: escaped += "&apos;"
            case "\n" where !inAttribute, "\t" where !inAttribute: escaped.unicodeScalars.append(scalar)
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
