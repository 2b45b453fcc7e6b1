extension Rule {
    /// An event ID that is empty or has blanks or control characters in it is almost always a
    /// slip of the keyboard, and the analytics backend drops or mis-files it.
    ///
    /// Checked by each loader with `eventIDProblem` below.
    public static let malformedEventID = Rule(
        id: "malformed-event-id", defaultSeverity: .error,
        summary: "An event ID is empty or contains blanks or control characters.",
        examples: RuleExamples(
            triggering: RuleExample.validation(RuleExample.page("HomeViewController", enter: "PAGE EVENT HOME")),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )

    /// Why `text` cannot be an event ID, or nil when it can.
    package static func eventIDProblem(_ text: String) -> String? {
        if text.isEmpty { return "the event ID is empty" }
        if NameSyntax.containsBlankOrControl(text) {
            return "the event ID '\(text.debugDescriptionBody)' contains blanks or control characters"
        }
        return nil
    }
}
