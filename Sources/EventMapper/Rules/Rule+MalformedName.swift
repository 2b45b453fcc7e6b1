extension Rule {
    /// The runtime looks classes up by `NSStringFromClass` and actions by
    /// `NSStringFromSelector`. A key that cannot be either — blanks, a Swift spelling such as
    /// `onFav(_:)` — never matches.
    public static let malformedName = Rule(
        id: "malformed-name", defaultSeverity: .error,
        summary: "A class name or action selector key cannot match what the runtime looks up."
    )

    /// Why `text` cannot be a class name, or nil when it can: identifier characters, with `.`
    /// between a module and a class.
    static func classNameProblem(_ text: String) -> String? {
        if text.isEmpty { return "the class name is empty" }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ isIdentifier($0) }) else {
            return "'\(text.debugDescriptionBody)' is not a class name"
        }
        return nil
    }

    /// Why `text` cannot be an Objective-C selector, or nil when it can; a Swift spelling gets
    /// its Objective-C form as the suggestion.
    static func selectorProblem(_ text: String) -> (message: String, suggestion: String?)? {
        if text.isEmpty { return ("the action selector is empty", nil) }
        if text.contains("(") {
            let objectiveC = ActionSelector(text).text
            return ("'\(text)' is a Swift spelling; the runtime looks up '\(objectiveC)'", "write '\(objectiveC)'")
        }
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        let labels = text.hasSuffix(":") ? pieces.dropLast() : pieces[...]
        let valid = isIdentifier(labels.first ?? "")
            && labels.dropFirst().allSatisfy { $0.isEmpty || isIdentifier($0) }
            && (labels.count == 1 || text.hasSuffix(":"))
        return valid ? nil : ("'\(text.debugDescriptionBody)' is not an Objective-C selector", nil)
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
