/// Turns a validation report into the text a consumer reads: Xcode and compilers, scripts,
/// GitHub Actions, test dashboards, code-scanning tools.
public protocol FindingReporter: Sendable {
    /// The whole output for a report, ending with a newline.
    func render(_ report: ValidationReport) -> String
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
    /// SARIF 2.1.0, with the rule catalogue.
    case sarif

    /// The reporter of this kind.
    public var reporter: any FindingReporter {
        switch self {
        case .xcode: XcodeReporter()
        case .json: JSONReporter()
        case .github: GitHubReporter()
        case .junit: JUnitReporter()
        case .sarif: SARIFReporter()
        }
    }
}
