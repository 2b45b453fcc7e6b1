import EventMapCore

extension Rule {
    /// A configured class the code does not have — renamed, removed or misspelt — records
    /// nothing at all, and nobody notices.
    public static let unknownClass = Rule(
        id: "unknown-class", defaultSeverity: .error,
        summary: "A configured class is not in the action registry.",
        examples: RuleExamples(
            triggering: RuleExample.validation(RuleExample.page("HomeViewController"), registry: [RuleExample.declared("DetailViewController")]),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"), registry: [RuleExample.declared("HomeViewController")])
        )
    )
}

extension Finding {
    /// The finding for a configured class `registry` does not have, with its nearest class:
    /// what validation and every edit report.
    package static func unknownClass(_ className: Located<ClassName>, in registry: ActionRegistry) -> Finding {
        let name = className.value
        // Swift-declared classes are module-qualified; an unqualified config name is compared
        // with their unqualified part, or no module-qualified name would ever be close enough.
        let candidates = registry.classes.map { name.isQualified ? $0.name.text : String($0.name.unqualified) }
        let suggestion = NearestName.suggestion(for: name.text, among: candidates)
        return Finding(
            .unknownClass, "'\(name)' is configured but the registry has no such class", at: className.location,
            suggestion: suggestion.map { "did you mean \($0)?" })
    }
}

extension RegistryCheck {
    /// The finding for a class storyboards or xibs connect actions to that the registry does
    /// not have, with the nearest class.
    func unknownConnectedClassFinding(_ action: ConnectedAction) -> Finding {
        let suggestion = NearestName.suggestion(
            for: String(action.className.unqualified), among: registry.classes.map { String($0.name.unqualified) })
        return Finding(
            .unknownClass, "'\(action.className)' has actions connected in Interface Builder but the registry has no such class",
            at: action.location, suggestion: suggestion.map { "did you mean \($0)?" })
    }
}
