extension Rule {
    /// The original check: a configured action the class does not respond to is never sent, so
    /// its event never fires — usually a handler that was renamed in code but not in the config.
    public static let undeclaredAction = Rule(
        id: "undeclared-action", defaultSeverity: .error,
        summary: "A configured action is not declared by its class or any superclass."
    )

    static func undeclaredActionMessage(_ className: ClassName, _ selector: ActionSelector) -> String {
        "-[\(className) \(selector)] is configured but \(className) declares no such action"
    }
}
