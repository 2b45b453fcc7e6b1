extension Rule {
    /// The XML dialect is defined by the XSD that ships with EventMapper; a file it rejects
    /// would be read differently (or not at all) by other tools.
    ///
    /// Checked by `EventMapSchema` (EventMapXML) against the shipped XSD; reported by
    /// `EventMapDialectConfigLoader`.
    public static let schemaViolation = Rule(
        id: "xml-schema", defaultSeverity: .error,
        summary: "An XML-dialect config does not follow the event-map XSD.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                configText: RuleExample.dialect(#"<page class="HomeViewController" entre="PAGE_EVENT_HOME_ENTER"/>"#), at: "Configs/Events.xml"),
            passing: RuleExample.validation(
                configText: RuleExample.dialect(#"<page class="HomeViewController" enter="PAGE_EVENT_HOME_ENTER"/>"#), at: "Configs/Events.xml")
        )
    )
}
