extension Rule {
    /// A JSON or CSV config that is not well-formed, or not in the shape `mapper convert` reads.
    /// Only `mapper convert` reads these formats, so `validate` never reports it.
    ///
    /// Checked by `JSONConfigReader` and `CSVConfigReader` (EventMapperTools).
    public static let malformedInput = Rule(
        id: "malformed-input", defaultSeverity: .error,
        summary: "A JSON or CSV config is not well-formed or not in the config's shape.",
        scope: .rewriting,
        examples: RuleExamples(
            triggering: RuleExample(
                files: ["Input/events.json": .text(#"{ "HomeViewController": "#)], arguments: ["convert", "Input/events.json", "--to", "plist"]),
            passing: RuleExample(
                files: ["Input/events.json": .text(#"{ "HomeViewController": { "PageEventIDs": { "Enter": "PAGE_EVENT_HOME_ENTER" } } }"#)],
                arguments: ["convert", "Input/events.json", "--to", "plist"])
        )
    )
}
