extension Rule {
    /// A source file that was found but could not be read: it is reported, never skipped, since
    /// its actions would otherwise be missing from the registry without a word.
    ///
    /// Checked by `SourceTreeScan` (SourceScanner) as it reads each file.
    public static let unreadableSource = Rule(
        id: "unreadable-source", defaultSeverity: .error,
        summary: "A source file could not be read, so its declarations are missing from the registry.",
        examples: RuleExamples(
            triggering: RuleExample.validation(RuleExample.page("HomeViewController"), sources: ["Sources/Gone.swift": .link("Missing.swift")]),
            passing: RuleExample.validation(
                RuleExample.page("HomeViewController"), sources: ["Sources/Home.swift": .text(RuleExample.swiftClass("HomeViewController"))])
        )
    )
}
