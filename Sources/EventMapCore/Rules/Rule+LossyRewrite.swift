extension Rule {
    /// `mapper fmt` and `mapper convert` never drop anything silently: a comment the canonical
    /// layout has no place for, an attribute no value carries, an entry the target format cannot
    /// hold. Only those commands report it; `validate` never does.
    ///
    /// Checked by `CanonicalRewriter` and `ConfigConverter` (EventMapperTools).
    public static let lossyRewrite = Rule(
        id: "lossy-rewrite", defaultSeverity: .error,
        summary: "Rewriting the file would lose something it holds, so it is left as it is.",
        scope: .rewriting,
        examples: RuleExamples(
            triggering: RuleExample(
                files: [RuleExample.configPath: .text(RuleExample.plist("<!-- moved in 2.3 -->\n" + RuleExample.page("HomeViewController")))],
                arguments: ["fmt", RuleExample.configPath]),
            passing: RuleExample(
                files: [RuleExample.configPath: .text(RuleExample.plist(RuleExample.page("HomeViewController")))],
                arguments: ["fmt", RuleExample.configPath])
        )
    )
}
