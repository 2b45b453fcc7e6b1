extension Rule {
    /// Two registries (or a registry and the sources) that disagree about a class mean one of
    /// them is stale; which actions the class really has is then unknown.
    ///
    /// Checked when declarations merge: `ActionRegistry.merging` (EventMapper) and `ClassAssembly`
    /// (SourceScanner).
    public static let conflictingDeclaration = Rule(
        id: "conflicting-declaration", defaultSeverity: .error,
        summary: "A class is declared twice in the registry with different actions or superclass.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("HomeViewController"),
                registry: [
                    RuleExample.declared("HomeViewController", actions: ["onFav:"]),
                    RuleExample.declared("HomeViewController", actions: ["onShare:"]),
                ]),
            passing: RuleExample.validation(
                RuleExample.page("HomeViewController"), registry: [RuleExample.declared("HomeViewController", actions: ["onFav:"])])
        )
    )
}
