extension Rule {
    /// The hooks read the config by fixed paths (`class → PageEventIDs → Enter`); a value of the
    /// wrong type on that path makes the lookup find nothing, silently.
    public static let wrongValueType = Rule(
        id: "wrong-value-type", defaultSeverity: .error,
        summary: "A value has the wrong type for its place in the schema."
    )
}
