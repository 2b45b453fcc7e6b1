import EventMapCore

extension Rule {
    /// The hooks look the config up by the exact class of the target. An action configured only
    /// under a superclass's entry is found for instances of that superclass, but never for a
    /// subclass that inherits the action — `respondsToSelector:` says yes, the config says nothing.
    public static let superclassOnlyAction = Rule(
        id: "superclass-only-action", defaultSeverity: .warning,
        summary: "An inherited action is configured only under a superclass, which the exact-class lookup never reaches.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("BaseViewController", enter: "PAGE_EVENT_BASE_ENTER", actions: [("onFav_UA:", "CTRL_EVENT_BASE_FAV")])
                    + RuleExample.page("HomeViewController"), registry: superclassOnlyRegistry),
            passing: RuleExample.validation(
                RuleExample.page("BaseViewController", enter: "PAGE_EVENT_BASE_ENTER", actions: [("onFav_UA:", "CTRL_EVENT_BASE_FAV")])
                    + RuleExample.page("HomeViewController", actions: [("onFav_UA:", "CTRL_EVENT_HOME_FAV")]), registry: superclassOnlyRegistry)
        )
    )

    /// `HomeViewController` inherits `onFav_UA:` from `BaseViewController`.
    private static let superclassOnlyRegistry = [
        RuleExample.declared("BaseViewController", actions: ["onFav_UA:"]),
        RuleExample.declared("HomeViewController", superclass: "BaseViewController"),
    ]
}

extension RegistryCheck {
    /// An inherited action configured only under the superclass that declares it is never found
    /// for this class by the exact-class lookup.
    mutating func checkInherited(_ declared: DeclaredClass, at position: Int) {
        let lineage = registry.lineagePositions(of: declared.name.text)
        guard lineage.count > 1 else { return }
        for ancestor in lineage.dropFirst().map({ registry.classes[$0] }) {
            for action in ancestor.actions where !registry.declares(action.selector, classAt: position) {
                guard resolver.eventID(forAction: action.selector.text, ofClass: ancestor.name.text) != nil,
                    resolver.eventID(forAction: action.selector.text, ofClass: declared.name.text) == nil,
                    let configured = resolver.controlEvent(forAction: action.selector.text, ofClass: ancestor.name.text)
                else { continue }
                let keyLocation = resolver.page(ancestor.name.text)?.controls.first { $0.selector.value == action.selector }?.selector.location
                findings.append(
                    Finding(
                        .superclassOnlyAction,
                        "-[\(ancestor.name) \(action.selector)] is configured only for \(ancestor.name); \(declared.name) inherits it, and the exact-class lookup finds nothing for \(declared.name)",
                        at: keyLocation ?? configured.location,
                        suggestion: reachability.configKey(for: declared).map { "configure it under \($0) too" }
                            ?? reachability.unreachableSuggestion(for: declared)
                    ))
            }
        }
    }
}
