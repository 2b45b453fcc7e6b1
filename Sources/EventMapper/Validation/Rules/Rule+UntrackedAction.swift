import EventMapCore

extension Rule {
    /// The check the original approach described and never shipped: an action whose name carries
    /// the tracking tag (`_UA` by default) promises an event; without a config entry it records
    /// nothing.
    public static let untrackedAction = Rule(
        id: "untracked-action", defaultSeverity: .error,
        summary: "An action tagged for tracking has no event configured.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("HomeViewController"), registry: [RuleExample.declared("HomeViewController", actions: ["onFav_UA:"])]),
            passing: RuleExample.validation(
                RuleExample.page("HomeViewController", actions: [("onFav_UA:", "CTRL_EVENT_HOME_FAV")]),
                registry: [RuleExample.declared("HomeViewController", actions: ["onFav_UA:"])])
        )
    )
}

extension RegistryCheck {
    /// Every tagged action a class declares itself is configured for that class.
    mutating func checkTagged(_ declared: DeclaredClass) {
        for action in declared.actions where action.selector.text.utf8.containsSequence(tag.utf8) {
            guard resolver.eventID(forAction: action.selector.text, ofClass: declared.name.text) == nil else { continue }
            let place = action.location ?? declared.location ?? resolver.page(declared.name.text)?.className.location ?? fallback
            findings.append(
                Finding(
                    .untrackedAction,
                    "-[\(declared.name) \(action.selector)] is tagged \(tag) but no event is configured for it",
                    at: place,
                    suggestion: reachability.configKey(for: declared).map { "add it under \($0) → ControlEventIDs" }
                        ?? reachability.unreachableSuggestion(for: declared)
                ))
        }
    }
}
