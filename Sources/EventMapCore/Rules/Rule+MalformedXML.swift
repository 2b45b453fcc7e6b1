extension Rule {
    /// A config that is not well-formed XML cannot be read at all; nothing in it is checked
    /// until it is fixed. The message is libxml2's, located.
    ///
    /// Checked by libxml2 through `PlistSAXParser`, `EventMapDialectParser` and
    /// `InterfaceBuilderSAXParser` (EventMapXML); the loaders (`PlistConfigLoader`,
    /// `EventMapDialectConfigLoader`) make the finding.
    public static let malformedXML = Rule(
        id: "malformed-xml", defaultSeverity: .error,
        summary: "The file is not well-formed XML.",
        examples: RuleExamples(
            triggering: RuleExample.validation(configText: "<plist><dict>\n"),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )
}
