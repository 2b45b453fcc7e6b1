import EventMapCore

extension Rule {
    /// A project's IDs follow one convention (upper snake case unless `.mapper.json` sets
    /// `eventIDPattern`); an ID outside it is often a typo or a value pasted into the wrong place.
    public static let eventIDNaming = Rule(
        id: "event-id-naming", defaultSeverity: .warning,
        summary: "An event ID does not match the project's naming pattern.",
        examples: RuleExamples(
            triggering: RuleExample.validation(RuleExample.page("HomeViewController", enter: "pageEventHomeEnter")),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )

    /// Upper snake case: `CTRL_EVENT_HOME_FAV`.
    public static let defaultEventIDPattern = "[A-Z][A-Z0-9]*(_[A-Z0-9]+)*"
}

extension Finding {
    /// An ID outside the naming pattern: what validation reports, and what an edit that writes
    /// such an ID warns about. The check is ``EventIDCheck``'s pass over every ID.
    static func eventIDNaming(_ emitter: EventEmitter, patternText: String) -> Finding {
        Finding(
            .eventIDNaming, "event ID '\(emitter.eventID.text)' of \(emitter) does not match the naming pattern \(patternText)",
            at: emitter.location)
    }
}
