import EventMapCore
import EventMapXML

/// SARIF 2.1.0, the format code-scanning tools read (GitHub code scanning, IDE SARIF viewers):
/// one run of the tool `mapper`, with every rule validation checks, the files checked, and one
/// result per finding.
///
/// - `tool.driver.rules` is `Rule.validationRules` (then any other rule a finding names): ID,
///   summary as `shortDescription`, default severity as `defaultConfiguration.level`.
/// - Each result has `ruleId`, `ruleIndex`, `level`, `message.text` (the message, then the
///   suggestion, as in `Finding.description`), one location, and the related places as
///   `relatedLocations`.
/// - `artifacts` lists the config files and registry files checked, with the role
///   `analysisTarget`, then any other file a finding points at; every artifact location carries
///   its `index` into that list.
/// - A relative path is written as given (percent-encoded where a URI needs it), so a consumer
///   resolves it against the checkout; an absolute path becomes a `file://` URI.
/// - `columnKind` is `unicodeCodePoints`, how `SourceLocation` counts columns.
package struct SARIFReporter: FindingReporter {
    /// Creates the reporter.
    package init() {}

    package func render(_ report: ValidationReport) -> String {
        let rules = report.reportedRules
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
        let files = report.reportedFiles(includingRelated: true)
        let fileIndex = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($0.element, $0.offset) })
        let checked = Set(report.configFiles + report.registryFiles)

        func location(_ place: SourceLocation, id: Int? = nil) -> SARIFLog.Location {
            SARIFLog.Location(
                id: id,
                physicalLocation: SARIFLog.PhysicalLocation(
                    artifactLocation: SARIFLog.ArtifactLocation(uri: Self.uri(forPath: place.file), index: fileIndex[place.file]),
                    region: SARIFLog.Region(startLine: place.line, startColumn: place.column)
                )
            )
        }

        let run = SARIFLog.Run(
            tool: Self.tool(rules: rules),
            invocations: [SARIFLog.Invocation(executionSuccessful: true, toolExecutionNotifications: nil)],
            artifacts: files.map { file in
                SARIFLog.Artifact(
                    location: SARIFLog.ArtifactLocation(uri: Self.uri(forPath: file)),
                    roles: checked.contains(file) ? ["analysisTarget"] : nil
                )
            },
            results: report.findings.map { finding in
                let text = finding.messageWithSuggestion
                return SARIFLog.Result(
                    ruleId: finding.rule.id,
                    ruleIndex: ruleIndex[finding.rule.id]!,
                    level: Self.level(finding.severity),
                    message: SARIFLog.Message(text: text),
                    locations: [location(finding.location)],
                    relatedLocations: finding.related.isEmpty
                        ? nil
                        : finding.related.enumerated().map { location($0.element, id: $0.offset + 1) }
                )
            }
        )
        return ReportJSONText.encode(SARIFLog(runs: [run]))
    }

    /// A run with no results whose invocation failed, each problem a tool-execution
    /// notification: what code scanning shows as "the analysis did not complete".
    package func renderFailure(_ error: ConfigInputError) -> String {
        let notifications = error.problems.map { problem in
            SARIFLog.Notification(level: "error", message: SARIFLog.Message(text: "\(problem.place): \(problem.message)"))
        }
        let run = SARIFLog.Run(
            tool: Self.tool(rules: Rule.validationRules),
            invocations: [SARIFLog.Invocation(executionSuccessful: false, toolExecutionNotifications: notifications)],
            artifacts: [],
            results: []
        )
        return ReportJSONText.encode(SARIFLog(runs: [run]))
    }

    private static func tool(rules: [Rule]) -> SARIFLog.Tool {
        SARIFLog.Tool(
            driver: SARIFLog.Driver(
                name: "mapper",
                rules: rules.map { rule in
                    SARIFLog.ReportingDescriptor(
                        id: rule.id,
                        shortDescription: SARIFLog.Message(text: rule.summary),
                        defaultConfiguration: SARIFLog.Configuration(level: Self.level(rule.defaultSeverity))
                    )
                }
            ))
    }

    /// SARIF's level for a severity (the names happen to be the same; SARIF also has `none`).
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A URI reference for a path: relative paths stay relative, absolute ones become `file://`
    /// URIs.
    ///
    /// Bytes a URI path may not hold (a space, `%`, `#`, `?`, non-ASCII) are percent-encoded,
    /// since SARIF requires a valid URI. A relative path whose first segment has a colon gets a
    /// leading `./`, or `Team:Home.plist` would read as a URI with the scheme `Team`.
    static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if isAllowedInURIPath(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        if path.hasPrefix("/") { return "file://" + encoded }
        let firstSegment = encoded.prefix { $0 != "/" }
        return firstSegment.contains(":") ? "./" + encoded : encoded
    }

    /// RFC 3986 `pchar` and `/`: unreserved, sub-delims, `:` and `@`.
    private static func isAllowedInURIPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }
}
