extension Rule {
    /// A config that is not well-formed XML cannot be read at all; nothing in it is checked
    /// until it is fixed. The message is libxml2's, located.
    public static let malformedXML = Rule(
        id: "malformed-xml", defaultSeverity: .error,
        summary: "The file is not well-formed XML.",
        examples: RuleExamples(
            triggering: RuleExample.validation(configText: "<plist><dict>\n"),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )
}
