extension Rule {
    /// A page dictionary holds `PageEventIDs` and `ControlEventIDs` only; any other key (often a
    /// typo such as `PageEventID`) is never read, so its events never fire.
    ///
    /// Checked by each loader as it walks a page entry; every loader words it with the factory
    /// below.
    public static let unknownSection = Rule(
        id: "unknown-section", defaultSeverity: .error,
        summary: "A page entry has a key other than PageEventIDs and ControlEventIDs.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                "<key>HomeViewController</key><dict><key>PageEventID</key><dict><key>Enter</key><string>PAGE_EVENT_HOME_ENTER</string></dict></dict>"),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )

    /// The sections a page dictionary may hold.
    package static let knownSections = ["ControlEventIDs", "PageEventIDs"]

    /// What every loader says of the key `key` in the page entry of `className`.
    package static func unknownSectionWording(_ key: String, inPage className: String) -> FindingWording {
        FindingWording(
            "'\(key)' in '\(className)' is not a section the hooks read (PageEventIDs, ControlEventIDs)",
            suggestion: NearestName.suggestion(for: key, among: knownSections).map { "did you mean '\($0)'?" })
    }
}
