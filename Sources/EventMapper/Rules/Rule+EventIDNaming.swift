extension Rule {
    /// A project's IDs follow one convention (upper snake case unless `.mapper.json` sets
    /// `eventIDPattern`); an ID outside it is often a typo or a value pasted into the wrong place.
    public static let eventIDNaming = Rule(
        id: "event-id-naming", defaultSeverity: .warning,
        summary: "An event ID does not match the project's naming pattern."
    )

    /// Upper snake case: `CTRL_EVENT_HOME_FAV`.
    public static let defaultEventIDPattern = "[A-Z][A-Z0-9]*(_[A-Z0-9]+)*"
}
