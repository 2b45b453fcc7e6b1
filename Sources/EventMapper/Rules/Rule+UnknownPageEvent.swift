extension Rule {
    /// `PageEventIDs` holds `Enter` and `Leave` only; `enter` or `Appear` are never looked up.
    public static let unknownPageEvent = Rule(
        id: "unknown-page-event", defaultSeverity: .error,
        summary: "PageEventIDs has a key other than Enter and Leave."
    )
}
