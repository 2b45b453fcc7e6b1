extension Rule {
    /// Well-formed XML that Apple's parser would refuse ("Found non-key inside <dict>"): the app
    /// would load no config at all at run time. Worded as Apple's parser words it.
    ///
    /// Checked by `PlistTreeBuilder` (EventMapXML), in Apple's words.
    public static let invalidPlist = Rule(
        id: "invalid-plist", defaultSeverity: .error,
        summary: "The file is not a property list Apple's parser accepts.",
        examples: RuleExamples(
            triggering: RuleExample.validation("<string>HomeViewController</string>"),
            passing: RuleExample.validation(RuleExample.page("HomeViewController"))
        )
    )
}
