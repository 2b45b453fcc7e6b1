import EventMapCore

extension Rule {
    /// Two events sharing one ID cannot be told apart in the analytics backend; it is almost
    /// always a copy-paste slip.
    public static let duplicateEventID = Rule(
        id: "duplicate-event-id", defaultSeverity: .error,
        summary: "The same event ID is used for two events.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("HomeViewController", actions: [("onFav:", "CTRL_EVENT_HOME"), ("onShare:", "CTRL_EVENT_HOME")])),
            passing: RuleExample.validation(
                RuleExample.page("HomeViewController", actions: [("onFav:", "CTRL_EVENT_HOME_FAV"), ("onShare:", "CTRL_EVENT_HOME_SHARE")]))
        )
    )
}

extension Finding {
    /// `emitter` uses the ID `first` used before it. The check is ``EventIDCheck``'s pass over
    /// every ID.
    static func duplicateEventID(_ emitter: EventEmitter, first: EventEmitter) -> Finding {
        Finding(
            .duplicateEventID,
            "event ID '\(emitter.eventID.text)' of \(emitter) is also used by \(first) at \(SourceLocationText(first.location, from: emitter.location.file))",
            at: emitter.location, related: [first.location])
    }
}
