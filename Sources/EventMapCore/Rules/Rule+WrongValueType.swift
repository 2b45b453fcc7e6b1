extension Rule {
    /// The hooks read the config by fixed paths (`class → PageEventIDs → Enter`); a value of the
    /// wrong type on that path makes the lookup find nothing, silently.
    ///
    /// Checked where each loader walks the schema: `PlistConfigLoader`,
    /// `EventMapDialectConfigLoader`, `EventMap.fromPropertyList`, `JSONConfigReader`.
    public static let wrongValueType = Rule(
        id: "wrong-value-type", defaultSeverity: .error,
        summary: "A value has the wrong type for its place in the schema.",
        examples: RuleExamples(
            triggering: RuleExample.validation("<key>HomeViewController</key><string>PAGE_EVENT_HOME_ENTER</string>"),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )
}
