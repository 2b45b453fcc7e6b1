import EventMapCore

extension Rule {
    /// A validation without a registry or sources checks the configs alone: the original check
    /// (configured actions exist in the code) and the tagged-action check did not run.
    public static let codeNotChecked = Rule(
        id: "code-not-checked", defaultSeverity: .note,
        summary: "No registry or sources were given, so the configs were not compared with the code.",
        examples: RuleExamples(
            triggering: RuleExample.validation(RuleExample.page("HomeViewController")),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"), registry: [RuleExample.declared("HomeViewController")])
        )
    )
}

extension Finding {
    /// The note that the configs were not compared with the code.
    static func codeNotChecked(at location: SourceLocation) -> Finding {
        Finding(
            .codeNotChecked,
            "no registry or sources were given (--registry or --sources, or 'registries' or 'sources' in .mapper.json): only the configs themselves were checked, not the code",
            at: location)
    }
}
