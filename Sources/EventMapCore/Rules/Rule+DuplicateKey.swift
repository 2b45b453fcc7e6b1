extension Rule {
    /// Apple's parser keeps the last of two equal keys and says nothing, so an edit that adds a
    /// key a second time silently replaces (or is replaced by) the first.
    ///
    /// Checked by `PlistDictionary.duplicateKeys` (EventMapXML), reported by the loaders and
    /// `ConfigConverter` with the message below.
    public static let duplicateKey = Rule(
        id: "duplicate-key", defaultSeverity: .error,
        summary: "A key appears twice in one dictionary; Apple's parser silently keeps the last.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                RuleExample.page("HomeViewController") + RuleExample.page("HomeViewController", enter: "PAGE_EVENT_HOME_SHOW")),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )

    package static func duplicateKeyMessage(_ key: String, first: SourceLocationText) -> String {
        "duplicate key '\(key)' (first at \(first)); Apple's parser silently keeps only the last"
    }
}
