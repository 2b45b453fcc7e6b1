/// One golden edit: a config under `Tests/Fixtures/Edit`, the `mapper` arguments that edit it,
/// and the committed file the whole result must equal byte for byte.
struct EditCase {
    /// The fixture edited (a copy of it).
    let before: String
    /// The arguments after `set` or `unset`, without `--config`.
    let arguments: [String]
    /// The expected file, under `Tests/Fixtures/Edit/expected`.
    let after: String

    static let all: [EditCase] = [
        EditCase(before: "sample.plist", arguments: ["set", "HomeViewController", "onShareBtnPressed:", "CTRL_EVENT_HOME_SHARE_V2"], after: "plist-replace.plist"),
        EditCase(before: "sample.plist", arguments: ["set", "MyApp.HomeViewController", "onComment(_:)", "CTRL_EVENT_HOME_COMMENT"], after: "plist-insert-sorted.plist"),
        EditCase(before: "sample.plist", arguments: ["set", "DetailViewController", "--leave", "PAGE_EVENT_DETAIL_LEAVE_V2"], after: "plist-replace-page-event.plist"),
        EditCase(before: "sample.plist", arguments: ["set", "ProfileViewController", "--enter", "PAGE_EVENT_PROFILE_ENTER"], after: "plist-new-class.plist"),
        EditCase(before: "sample.plist", arguments: ["unset", "HomeViewController", "onShareBtnPressed:"], after: "plist-remove.plist"),
        EditCase(before: "sample.plist", arguments: ["unset", "DetailViewController", "onShareBtnPressed:"], after: "plist-remove-last-action.plist"),
        EditCase(before: "sample.plist", arguments: ["unset", "DetailViewController", "--page"], after: "plist-remove-page.plist"),
        EditCase(before: "unsorted-crlf.plist", arguments: ["set", "HomeViewController", "onCommentBtnPressed:", "CTRL_EVENT_HOME_COMMENT"], after: "crlf-insert-unsorted.plist"),
        EditCase(before: "unsorted-crlf.plist", arguments: ["set", "HomeViewController", "--enter", "PAGE_EVENT_HOME_ENTER"], after: "crlf-insert-page-event.plist"),
        EditCase(before: "unsorted-crlf.plist", arguments: ["set", "DetailViewController", "onClose:", "CTRL_EVENT_DETAIL_CLOSE"], after: "crlf-new-section-one-line.plist"),
        EditCase(before: "unsorted-crlf.plist", arguments: ["set", "AboutViewController", "onClose:", "CTRL_EVENT_ABOUT_CLOSE"], after: "crlf-new-class-unsorted.plist"),
        EditCase(before: "unsorted-crlf.plist", arguments: ["unset", "DetailViewController", "--enter"], after: "crlf-remove-one-line.plist"),
        EditCase(before: "sample.xml", arguments: ["set", "SettingsViewController", "onLogoutBtnPressed_UA:", "CTRL_EVENT_SETTINGS_LOGOUT_V2"], after: "xml-replace.xml"),
        EditCase(before: "sample.xml", arguments: ["set", "SettingsViewController", "onAbout(_:)", "CTRL_EVENT_SETTINGS_ABOUT"], after: "xml-insert-sorted.xml"),
        EditCase(before: "sample.xml", arguments: ["set", "AccountViewController", "onSave:", "CTRL_EVENT_ACCOUNT_SAVE"], after: "xml-new-page.xml"),
        EditCase(before: "sample.xml", arguments: ["unset", "SettingsViewController", "onNotificationsSwitchChanged:"], after: "xml-remove.xml"),
        EditCase(before: "sample.xml", arguments: ["unset", "NotificationSettingsViewController", "--leave"], after: "xml-remove-attribute.xml"),
        EditCase(before: "unsorted-crlf.xml", arguments: ["set", "ProfileViewController", "onEdit:", "CTRL_EVENT_PROFILE_EDIT"], after: "xml-crlf-expand-empty-page.xml"),
        EditCase(before: "unsorted-crlf.xml", arguments: ["set", "AboutViewController", "--enter", "PAGE_EVENT_ABOUT_ENTER"], after: "xml-crlf-add-attribute.xml"),
        EditCase(before: "unsorted-crlf.xml", arguments: ["set", "AboutViewController", "--leave", "PAGE_EVENT_ABOUT_LEAVE_V2"], after: "xml-crlf-replace-single-quoted.xml"),
        EditCase(before: "unsorted-crlf.xml", arguments: ["unset", "AboutViewController", "--page"], after: "xml-crlf-remove-page.xml"),
    ]
}
