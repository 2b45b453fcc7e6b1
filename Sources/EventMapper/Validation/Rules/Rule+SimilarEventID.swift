import EventMapCore

extension Rule {
    /// IDs that differ only in case or underscores (`CTRL_EVENT_HOME_FAV`, `CTRL_EVENT_HOMEFAV`)
    /// are merged or confused by people and by some backends.
    public static let similarEventID = Rule(
        id: "similar-event-id", defaultSeverity: .warning,
        summary: "Two event IDs differ only in case or underscores.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("HomeViewController", actions: [("onFav:", "CTRL_EVENT_HOME_FAV"), ("onShare:", "CTRL_EVENT_HOMEFAV")])),
            passing: RuleExample.validation(
                RuleExample.page("HomeViewController", actions: [("onFav:", "CTRL_EVENT_HOME_FAV"), ("onShare:", "CTRL_EVENT_HOME_SHARE")]))
        )
    )

    /// The form two IDs are compared in: Unicode's lower case, without underscores.
    /// ``FoldedIDForms`` folds ASCII IDs the same way on their bytes.
    package static func folded(_ id: String) -> String {
        String(String.UnicodeScalarView(id.lowercased().unicodeScalars.filter { $0 != "_" }))
    }
}

extension Finding {
    /// `emitter`'s ID differs from the earlier `similar`'s only in case or underscores. The
    /// check is ``EventIDCheck``'s pass over every ID.
    static func similarEventID(_ emitter: EventEmitter, to similar: EventEmitter) -> Finding {
        Finding(
            .similarEventID,
            "event ID '\(emitter.eventID.text)' of \(emitter) differs only in case or underscores from '\(similar.eventID)' of \(similar) at \(SourceLocationText(similar.location, from: emitter.location.file))",
            at: emitter.location, related: [similar.location])
    }
}
