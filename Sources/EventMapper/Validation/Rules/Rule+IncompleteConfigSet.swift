import EventMapCore

extension Rule {
    /// A config that does not parse hides what it configures; the checks that ask whether an
    /// action is configured anywhere in the set would report everything it tracks as missing.
    public static let incompleteConfigSet = Rule(
        id: "incomplete-config-set", defaultSeverity: .note,
        summary: "A config does not parse, so the checks that need the whole set were not run.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                configs: ["Configs/Events.plist": RuleExample.page("HomeViewController")], registry: [RuleExample.declared("HomeViewController")],
                configTexts: ["Configs/Broken.plist": "<plist><dict>\n"]),
            passing: RuleExample.validation(
                configs: ["Configs/Events.plist": RuleExample.page("HomeViewController")], registry: [RuleExample.declared("HomeViewController")],
                configTexts: ["Configs/Broken.plist": RuleExample.plist("")])
        )
    )
}

extension Finding {
    /// The note that the checks of the whole set were not run, at the first of `unparsedFiles`.
    static func incompleteConfigSet(unparsedFiles: [String], at location: SourceLocation) -> Finding {
        Finding(
            .incompleteConfigSet,
            "the checks that need the whole config set (untracked-action, superclass-only-action) were not run: \(unparsedFiles.joined(separator: ", ")) does not parse",
            at: location)
    }
}
