extension Rule {
    /// The runtime looks classes up by `NSStringFromClass` and actions by
    /// `NSStringFromSelector`. A key that cannot be either — blanks, a Swift spelling such as
    /// `onFav(_:)` — never matches.
    ///
    /// Checked by each loader with `classNameProblem` and `selectorProblem` below.
    public static let malformedName = Rule(
        id: "malformed-name", defaultSeverity: .error,
        summary: "A class name or action selector key cannot match what the runtime looks up.",
        examples: RuleExamples(
            triggering: RuleExample.validation(RuleExample.page("HomeViewController", actions: [("onFav(_:)", "CTRL_EVENT_HOME_FAV")])),
            passing: RuleExample.validation(RuleExample.page("HomeViewController", actions: [("onFav:", "CTRL_EVENT_HOME_FAV")]))
        )
    )

    /// Why `text` cannot be a class name, or nil when it can: identifier characters, with `.`
    /// between a module and a class.
    package static func classNameProblem(_ text: String) -> String? {
        if text.isEmpty { return "the class name is empty" }
        guard NameSyntax.isClassName(text) else {
            return "'\(text.debugDescriptionBody)' is not a class name"
        }
        return nil
    }

    /// Why `text` cannot be an Objective-C selector, or nil when it can; a Swift spelling gets
    /// its Objective-C form as the suggestion.
    package static func selectorProblem(_ text: String) -> (message: String, suggestion: String?)? {
        if text.isEmpty { return ("the action selector is empty", nil) }
        if NameSyntax.isSelector(text) { return nil }
        // Only a spelling that converts to a selector is Swift's (`onFav(_:)`); `onFav(x` is neither.
        if text.utf8.contains(UInt8(ascii: "(")), case let objectiveC = ActionSelector(text).text, NameSyntax.isSelector(objectiveC) {
            return ("'\(text)' is a Swift spelling; the runtime looks up '\(objectiveC)'", "write '\(objectiveC)'")
        }
        return ("'\(text.debugDescriptionBody)' is not an Objective-C selector", nil)
    }
}
