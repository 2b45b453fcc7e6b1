extension Rule {
    /// The XML dialect is defined by the XSD that ships with EventMapper; a file it rejects
    /// would be read differently (or not at all) by other tools.
    public static let schemaViolation = Rule(
        id: "xml-schema", defaultSeverity: .error,
        summary: "An XML-dialect config does not follow the event-map XSD."
    )
}
