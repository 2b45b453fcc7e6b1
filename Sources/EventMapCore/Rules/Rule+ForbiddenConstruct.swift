extension Rule {
    /// Entity declarations, inline DTDs and absurd nesting are refused rather than expanded:
    /// they are how XML files read local files or exhaust memory, and no config needs them.
    ///
    /// Checked by `SAXSafetyCallbacks` and `PlistByteSource` (EventMapXML).
    public static let forbiddenConstruct = Rule(
        id: "forbidden-construct", defaultSeverity: .error,
        summary: "The file uses an XML construct refused for safety (entities, inline DTD, deep nesting).",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                configText: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist [<!ENTITY home "HomeViewController">]>
                    <plist version="1.0"><dict><key>&home;</key><dict/></dict></plist>

                    """),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )
}
