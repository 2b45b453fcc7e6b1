extension Rule {
    /// A source file with syntax the scanner could not make sense of: what it could read is still
    /// used, and the place where it gave up is reported.
    ///
    /// Checked by each scanner: `SwiftSourceScanner`, `ObjectiveCSourceScanner`,
    /// `InterfaceBuilderScanner` (SourceScanner).
    public static let unparsableSource = Rule(
        id: "unparsable-source", defaultSeverity: .warning,
        summary: "A source file has syntax errors; declarations after the error may be missing from the registry.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("HomeViewController"),
                sources: ["Sources/Home.swift": .text("class HomeViewController: UIViewController {\n    func onFav(_ sender: Any {}\n}\n")]),
            passing: RuleExample.validation(
                RuleExample.page("HomeViewController"),
                sources: ["Sources/Home.swift": .text("class HomeViewController: UIViewController {\n    func onFav(_ sender: Any) {}\n}\n")])
        )
    )
}
