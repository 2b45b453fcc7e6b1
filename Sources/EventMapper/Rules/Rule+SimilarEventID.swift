extension Rule {
    /// IDs that differ only in case or underscores (`CTRL_EVENT_HOME_FAV`, `CTRL_EVENT_HOMEFAV`)
    /// are merged or confused by people and by some backends.
    public static let similarEventID = Rule(
        id: "similar-event-id", defaultSeverity: .warning,
        summary: "Two event IDs differ only in case or underscores."
    )

    /// The form two IDs are compared in: lower case, without underscores.
    static func folded(_ id: String) -> String {
        String(id.lowercased().unicodeScalars.filter { $0 != "_" })
    }
}
