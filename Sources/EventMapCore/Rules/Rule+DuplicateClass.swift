extension Rule {
    /// In a config set (one file per module or team) the same class configured in two files
    /// means two teams edit one page's events in different places; only one of them is used.
    ///
    /// Checked when a set's files are merged: `EventMap.merging` (EventMapCore).
    public static let duplicateClass = Rule(
        id: "duplicate-class", defaultSeverity: .error,
        summary: "The same class is configured in two files of a config set.",
        examples: RuleExamples(
            triggering: RuleExample.validation(configs: [
                "Configs/Home.plist": RuleExample.page("HomeViewController"),
                "Configs/More.plist": RuleExample.page("HomeViewController", enter: "PAGE_EVENT_HOME_SHOW"),
            ]),
            passing: RuleExample.validation(configs: [
                "Configs/Home.plist": RuleExample.page("HomeViewController"),
                "Configs/More.plist": RuleExample.page("DetailViewController", enter: "PAGE_EVENT_DETAIL_ENTER"),
            ])
        )
    )
}
