extension Rule {
    /// `PageEventIDs` holds `Enter` and `Leave` only; `enter` or `Appear` are never looked up.
    ///
    /// Checked by each loader as it walks `PageEventIDs`; every loader words it with the factory
    /// below.
    public static let unknownPageEvent = Rule(
        id: "unknown-page-event", defaultSeverity: .error,
        summary: "PageEventIDs has a key other than Enter and Leave.",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                "<key>HomeViewController</key><dict><key>PageEventIDs</key><dict><key>enter</key><string>PAGE_EVENT_HOME_ENTER</string></dict></dict>"
            ),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )

    /// What every loader says of the key `key` in the `PageEventIDs` of `className`.
    package static func unknownPageEventWording(_ key: String, inPage className: String) -> FindingWording {
        FindingWording(
            "'\(key)' in PageEventIDs of '\(className)' is not a page event (Enter, Leave)",
            suggestion: NearestName.suggestion(for: key, among: PageEvent.allCases.map(\.rawValue)).map { "did you mean '\($0)'?" })
    }
}
