import EventMapCore
import EventMapper

extension Finding {
    /// The finding as a test failure message: where, what, the suggestion and the rule —
    /// `Configs/WGlobalUserStatisticsConfig.plist:24:4: -[HomeViewController onFavBtnPressed:] is
    /// configured but HomeViewController declares no such action; did you mean
    /// onFavBtnPressed_UA:? [undeclared-action]`.
    ///
    /// A failed test already says "error", so only other severities (a warning that fails a
    /// strict check) are named.
    public var testFailureMessage: String {
        var text = "\(location): "
        if severity != .error { text += "\(severity): " }
        return text + "\(messageWithSuggestion) [\(rule.id)]"
    }
}
