import EventMapCore
import EventMapXML
import EventMapper

/// The one validation report every reporter's golden file is rendered from: two config files
/// with findings and a registry file without, every severity, findings with and without a
/// suggestion and related places (in the same file and in another), and a message holding every
/// character some format must escape: `%` `,` `:` `&` `<` `>` `"` `'` and a newline.
enum ReporterFixture {
    static let home = "Configs/Home.plist"
    static let settings = "Configs/Settings.plist"
    static let registry = "Registry/actions.json"

    static func at(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// A message that needs escaping in every format.
    static let awkwardMessage =
        "'Ctrl<Events> & \"Tabs\", 100%: done' in 'HomeViewController' is not a section the hooks read\nrenamed from 'ControlEventIDs'?"

    static let report: ValidationReport = {
        var demoted = Finding(
            .superclassOnlyAction,
            "-[BaseViewController onBack:] is configured only for BaseViewController; SettingsViewController inherits it, and the exact-class lookup finds nothing for SettingsViewController",
            at: at(settings, 4, 3),
            suggestion: "configure it under SettingsViewController too"
        )
        demoted.severity = .note
        // Given out of order: the report sorts them by file, line and column, and those at one
        // place in the order the checks make them (the naming pattern before a similar ID).
        return ValidationReport(
            findings: [
                Finding(
                    .similarEventID,
                    "event ID 'page_event_settings_enter' of SettingsViewController Enter differs only in case or underscores from 'PAGE_EVENT_SETTINGS_ENTER' of HomeViewController Leave at Configs/Home.plist:6:25",
                    at: at(settings, 7, 25),
                    related: [at(home, 6, 25)]
                ),
                Finding(
                    .eventIDNaming,
                    "event ID 'page_event_settings_enter' of SettingsViewController Enter does not match the naming pattern [A-Z][A-Z0-9]*(_[A-Z0-9]+)*",
                    at: at(settings, 7, 25)
                ),
                demoted,
                Finding(
                    .duplicateKey,
                    "duplicate key 'Enter' (first at 5:9); Apple's parser silently keeps only the last",
                    at: at(home, 9, 9),
                    related: [at(home, 5, 9)]
                ),
                Finding(.unknownSection, awkwardMessage, at: at(home, 12, 5), suggestion: "did you mean 'ControlEventIDs'?"),
                Finding(
                    .undeclaredAction,
                    "-[HomeViewController onFavBtnPresed:] is configured but HomeViewController declares no such action",
                    at: at(home, 14, 9),
                    suggestion: "did you mean 'onFavBtnPressed:'?"
                ),
                Finding(
                    .undeclaredAction,
                    "-[HomeViewController onShare:] is configured but HomeViewController declares no such action",
                    at: at(home, 16, 9)
                ),
            ],
            configFiles: [home, settings],
            registryFiles: [registry]
        )
    }()

    /// Nothing found in one file.
    static let clean = ValidationReport(findings: [], configFiles: [home])
}
