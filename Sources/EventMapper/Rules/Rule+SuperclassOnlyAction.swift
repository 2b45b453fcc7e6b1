extension Rule {
    /// The hooks look the config up by the exact class of the target. An action configured only
    /// under a superclass's entry is found for instances of that superclass, but never for a
    /// subclass that inherits the action — `respondsToSelector:` says yes, the config says nothing.
    public static let superclassOnlyAction = Rule(
        id: "superclass-only-action", defaultSeverity: .warning,
        summary: "An inherited action is configured only under a superclass, which the exact-class lookup never reaches."
    )
}
