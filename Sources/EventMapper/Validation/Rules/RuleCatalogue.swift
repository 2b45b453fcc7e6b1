import EventMapCore

extension Rule {
    /// Every rule, in the order the README's table, `mapper rules`, SARIF's rule list and
    /// JUnit's test cases give them: those a config's loading checks, those the validator
    /// checks, then the two only `fmt` and `convert` report.
    public static let catalogue: [Rule] = [
        .malformedXML, .mergeConflict, .invalidPlist, .forbiddenConstruct, .duplicateKey, .wrongValueType,
        .unknownSection, .unknownPageEvent, .malformedEventID, .malformedName, .duplicateClass,
        .schemaViolation, .conflictingDeclaration, .unknownClass, .unreachableClassName, .undeclaredAction, .untrackedAction,
        .superclassOnlyAction, .duplicateEventID, .similarEventID, .eventIDNaming,
        .unreadableSource, .unparsableSource, .unimplementedConnectedAction, .incompleteConfigSet, .codeNotChecked,
        .lossyRewrite, .malformedInput,
    ]

    /// The rules `validate` checks.
    public static var validationRules: [Rule] { catalogue.filter { $0.scope == .validation } }

    /// The rule with this ID, if there is one.
    public static func withID(_ id: String) -> Rule? {
        catalogue.first { $0.id == id }
    }
}
