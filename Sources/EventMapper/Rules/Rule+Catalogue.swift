extension Rule {
    /// Every rule, for checking rule IDs in `.mapper.json` and for SARIF's rule list.
    public static let catalogue: [Rule] = [
        .malformedXML, .invalidPlist, .forbiddenConstruct, .duplicateKey, .wrongValueType,
        .unknownSection, .unknownPageEvent, .malformedEventID, .malformedName, .duplicateClass,
        .schemaViolation, .conflictingDeclaration, .unknownClass, .undeclaredAction, .untrackedAction,
        .superclassOnlyAction, .duplicateEventID, .similarEventID, .eventIDNaming,
        .unreadableSource, .unparsableSource, .unimplementedConnectedAction,
    ]

    /// The rule with this ID, if there is one.
    public static func withID(_ id: String) -> Rule? {
        catalogue.first { $0.id == id }
    }
}
