extension Rule {
    /// Two events sharing one ID cannot be told apart in the analytics backend; it is almost
    /// always a copy-paste slip.
    public static let duplicateEventID = Rule(
        id: "duplicate-event-id", defaultSeverity: .error,
        summary: "The same event ID is used for two events."
    )
}
