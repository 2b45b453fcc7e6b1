import EventMapCore

extension Rule {
    /// The original check: a configured action the class does not respond to is never sent, so
    /// its event never fires — usually a handler that was renamed in code but not in the config.
    public static let undeclaredAction = Rule(
        id: "undeclared-action", defaultSeverity: .error,
        summary: "A configured action is not declared by its class or any superclass.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("HomeViewController", actions: [("onFavBtnPressed:", "CTRL_EVENT_HOME_FAV")]),
                registry: [RuleExample.declared("HomeViewController", actions: ["onShareBtnPressed:"])]),
            passing: RuleExample.validation(
                RuleExample.page("HomeViewController", actions: [("onFavBtnPressed:", "CTRL_EVENT_HOME_FAV")]),
                registry: [RuleExample.declared("HomeViewController", actions: ["onFavBtnPressed:"])])
        )
    )

    package static func undeclaredActionMessage(_ className: ClassName, _ selector: ActionSelector) -> String {
        "-[\(className) \(selector)] is configured but \(className) declares no such action"
    }
}

extension RegistryCheck {
    /// Each action configured for `page` is declared by its class or a superclass (`lineage`,
    /// the registry's positions of the class and its superclasses).
    mutating func checkDeclared(_ page: PageMapping, lineage: [Int]) {
        let className = page.className.value
        // By index, so that no mapping is copied.
        for index in page.controls.indices where registry.declaringPosition(of: page.controls[index].selector.value, inLineage: lineage) == nil {
            let control = page.controls[index]
            let suggestion = registry.suggestedAction(
                for: control.selector.value, ofClass: className.text, mapped: page.controls.map(\.selector.value), tag: tag)
            findings.append(
                Finding(
                    .undeclaredAction, Rule.undeclaredActionMessage(className, control.selector.value),
                    at: control.selector.location, suggestion: suggestion.map { "did you mean \($0)?" }))
        }
    }
}
