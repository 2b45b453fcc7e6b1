extension Rule {
    /// An event ID that is empty or has blanks or control characters in it is almost always a
    /// slip of the keyboard, and the analytics backend drops or mis-files it.
    public static let malformedEventID = Rule(
        id: "malformed-event-id", defaultSeverity: .error,
        summary: "An event ID is empty or contains blanks or control characters."
    )

    /// Why `text` cannot be an event ID, or nil when it can.
    static func eventIDProblem(_ text: String) -> String? {
        if text.isEmpty { return "the event ID is empty" }
        if NameSyntax.containsBlankOrControl(text) {
            return "the event ID '\(text.debugDescriptionBody)' contains blanks or control characters"
        }
        return nil
    }
}

extension String {
    /// The text with escapes for invisible characters, without surrounding quotes.
    var debugDescriptionBody: String { String(debugDescription.dropFirst().dropLast()) }
}
