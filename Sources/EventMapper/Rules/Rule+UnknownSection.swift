extension Rule {
    /// A page dictionary holds `PageEventIDs` and `ControlEventIDs` only; any other key (often a
    /// typo such as `PageEventID`) is never read, so its events never fire.
    public static let unknownSection = Rule(
        id: "unknown-section", defaultSeverity: .error,
        summary: "A page entry has a key other than PageEventIDs and ControlEventIDs."
    )

    /// The sections a page dictionary may hold.
    static let knownSections = ["ControlEventIDs", "PageEventIDs"]
}
