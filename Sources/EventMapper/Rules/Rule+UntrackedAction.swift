extension Rule {
    /// The check the original approach described and never shipped: an action whose name carries
    /// the tracking tag (`_UA` by default) promises an event; without a config entry it records
    /// nothing.
    public static let untrackedAction = Rule(
        id: "untracked-action", defaultSeverity: .error,
        summary: "An action tagged for tracking has no event configured."
    )
}
