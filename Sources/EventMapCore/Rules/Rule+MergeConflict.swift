extension Rule {
    /// A `<<<<<<<` line git left where a merge stopped. The file is not given to the XML parser,
    /// whose "invalid element name" would hide that a merge is unfinished; the message names the
    /// line and the branch on the `>>>>>>>` line.
    ///
    /// Checked by `MergeConflictMarkers` (EventMapXML) before a config is parsed.
    public static let mergeConflict = Rule(
        id: "merge-conflict", defaultSeverity: .error,
        summary: "The file holds an unresolved merge conflict (<<<<<<<, =======, >>>>>>> lines).",
        examples: RuleExamples(
            triggering: RuleExample.validation(
                configText: RuleExample.plist(
                    "<<<<<<< HEAD\n" + RuleExample.page("HomeViewController") + "\n=======\n"
                        + RuleExample.page("HomeViewController", enter: "PAGE_EVENT_HOME_SHOW") + "\n>>>>>>> feature/home")),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )
}
