import EventMapCore
import EventMapperTools

/// One golden edit: a config under `Tests/Fixtures/Edit`, the edit `mapper set` or `unset`
/// would make, what it reports, and the committed file the whole result must equal byte for
/// byte.
struct ConfigEditCase {
    /// The fixture edited (a copy of it), below `Tests/Fixtures/Edit`.
    let before: String
    /// The change.
    let edit: ConfigEdit
    /// The message after `<path>: `.
    let message: String
    /// The expected file, below `Tests/Fixtures/Edit/expected`.
    let after: String

    static func set(_ className: String, _ action: String, _ id: String) -> ConfigEdit {
        ConfigEdit(className: className, target: .control(ActionSelector(action)), eventID: EventID(id))
    }

    static func set(_ className: String, _ event: PageEvent, _ id: String) -> ConfigEdit {
        ConfigEdit(className: className, target: .pageEvent(event), eventID: EventID(id))
    }

    static func unset(_ className: String, _ action: String) -> ConfigEdit {
        ConfigEdit(className: className, target: .control(ActionSelector(action)), eventID: nil)
    }

    static func unset(_ className: String, _ event: PageEvent) -> ConfigEdit {
        ConfigEdit(className: className, target: .pageEvent(event), eventID: nil)
    }

    static func unsetPage(_ className: String) -> ConfigEdit {
        ConfigEdit(className: className, target: .page, eventID: nil)
    }

    static let all: [ConfigEditCase] = [
        // Property lists laid out by Xcode.
        ConfigEditCase(
            before: "sample.plist", edit: set("HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_HOME_SHARE_V2"),
            message: "-[HomeViewController onShareBtnPressed:] now records CTRL_EVENT_HOME_SHARE_V2 (was CTRL_EVENT_HOME_SHARE)",
            after: "plist-replace.plist"),
        ConfigEditCase(
            before: "sample.plist", edit: set("MyApp.HomeViewController", "onComment(_:)", "CTRL_EVENT_HOME_COMMENT"),
            message: "-[HomeViewController onComment:] now records CTRL_EVENT_HOME_COMMENT (new)",
            after: "plist-insert-sorted.plist"),
        ConfigEditCase(
            before: "sample.plist", edit: set("DetailViewController", .leave, "PAGE_EVENT_DETAIL_LEAVE_V2"),
            message: "DetailViewController Leave now records PAGE_EVENT_DETAIL_LEAVE_V2 (was PAGE_EVENT_DETAIL_LEAVE)",
            after: "plist-replace-page-event.plist"),
        ConfigEditCase(
            before: "sample.plist", edit: set("ProfileViewController", .enter, "PAGE_EVENT_PROFILE_ENTER"),
            message: "ProfileViewController Enter now records PAGE_EVENT_PROFILE_ENTER (new class)",
            after: "plist-new-class.plist"),
        ConfigEditCase(
            before: "sample.plist", edit: unset("HomeViewController", "onShareBtnPressed:"),
            message: "removed -[HomeViewController onShareBtnPressed:] (was CTRL_EVENT_HOME_SHARE)",
            after: "plist-remove.plist"),
        ConfigEditCase(
            before: "sample.plist", edit: unset("DetailViewController", "onShareBtnPressed:"),
            message: "removed -[DetailViewController onShareBtnPressed:] (was CTRL_EVENT_DETAIL_SHARE)",
            after: "plist-remove-last-action.plist"),
        ConfigEditCase(
            before: "sample.plist", edit: unsetPage("DetailViewController"),
            message: "removed page 'DetailViewController'",
            after: "plist-remove-page.plist"),
        // CRLF line ends, unsorted keys, one-line entries: kept as they are.
        ConfigEditCase(
            before: "unsorted-crlf.plist", edit: set("HomeViewController", "onCommentBtnPressed:", "CTRL_EVENT_HOME_COMMENT"),
            message: "-[HomeViewController onCommentBtnPressed:] now records CTRL_EVENT_HOME_COMMENT (new)",
            after: "crlf-insert-unsorted.plist"),
        ConfigEditCase(
            before: "unsorted-crlf.plist", edit: set("HomeViewController", .enter, "PAGE_EVENT_HOME_ENTER"),
            message: "HomeViewController Enter now records PAGE_EVENT_HOME_ENTER (new)",
            after: "crlf-insert-page-event.plist"),
        ConfigEditCase(
            before: "unsorted-crlf.plist", edit: set("DetailViewController", "onClose:", "CTRL_EVENT_DETAIL_CLOSE"),
            message: "-[DetailViewController onClose:] now records CTRL_EVENT_DETAIL_CLOSE (new)",
            after: "crlf-new-section-one-line.plist"),
        ConfigEditCase(
            before: "unsorted-crlf.plist", edit: set("AboutViewController", "onClose:", "CTRL_EVENT_ABOUT_CLOSE"),
            message: "-[AboutViewController onClose:] now records CTRL_EVENT_ABOUT_CLOSE (new class)",
            after: "crlf-new-class-unsorted.plist"),
        ConfigEditCase(
            before: "unsorted-crlf.plist", edit: unset("DetailViewController", .enter),
            message: "removed DetailViewController Enter (was PAGE_EVENT_DETAIL_ENTER)",
            after: "crlf-remove-one-line.plist"),
        // The XML dialect.
        ConfigEditCase(
            before: "sample.xml", edit: set("SettingsViewController", "onLogoutBtnPressed_UA:", "CTRL_EVENT_SETTINGS_LOGOUT_V2"),
            message: "-[SettingsViewController onLogoutBtnPressed_UA:] now records CTRL_EVENT_SETTINGS_LOGOUT_V2 (was CTRL_EVENT_SETTINGS_LOGOUT)",
            after: "xml-replace.xml"),
        ConfigEditCase(
            before: "sample.xml", edit: set("SettingsViewController", "onAbout(_:)", "CTRL_EVENT_SETTINGS_ABOUT"),
            message: "-[SettingsViewController onAbout:] now records CTRL_EVENT_SETTINGS_ABOUT (new)",
            after: "xml-insert-sorted.xml"),
        ConfigEditCase(
            before: "sample.xml", edit: set("AccountViewController", "onSave:", "CTRL_EVENT_ACCOUNT_SAVE"),
            message: "-[AccountViewController onSave:] now records CTRL_EVENT_ACCOUNT_SAVE (new class)",
            after: "xml-new-page.xml"),
        ConfigEditCase(
            before: "sample.xml", edit: unset("SettingsViewController", "onNotificationsSwitchChanged:"),
            message: "removed -[SettingsViewController onNotificationsSwitchChanged:] (was CTRL_EVENT_SETTINGS_NOTIFICATIONS)",
            after: "xml-remove.xml"),
        ConfigEditCase(
            before: "sample.xml", edit: unset("NotificationSettingsViewController", .leave),
            message: "removed NotificationSettingsViewController Leave (was PAGE_EVENT_NOTIFICATION_SETTINGS_LEAVE)",
            after: "xml-remove-attribute.xml"),
        ConfigEditCase(
            before: "unsorted-crlf.xml", edit: set("ProfileViewController", "onEdit:", "CTRL_EVENT_PROFILE_EDIT"),
            message: "-[ProfileViewController onEdit:] now records CTRL_EVENT_PROFILE_EDIT (new)",
            after: "xml-crlf-expand-empty-page.xml"),
        ConfigEditCase(
            before: "unsorted-crlf.xml", edit: set("AboutViewController", .enter, "PAGE_EVENT_ABOUT_ENTER"),
            message: "AboutViewController Enter now records PAGE_EVENT_ABOUT_ENTER (new)",
            after: "xml-crlf-add-attribute.xml"),
        ConfigEditCase(
            before: "unsorted-crlf.xml", edit: set("AboutViewController", .leave, "PAGE_EVENT_ABOUT_LEAVE_V2"),
            message: "AboutViewController Leave now records PAGE_EVENT_ABOUT_LEAVE_V2 (was PAGE_EVENT_ABOUT_LEAVE)",
            after: "xml-crlf-replace-single-quoted.xml"),
        ConfigEditCase(
            before: "unsorted-crlf.xml", edit: unsetPage("AboutViewController"),
            message: "removed page 'AboutViewController'",
            after: "xml-crlf-remove-page.xml"),
    ]
}
