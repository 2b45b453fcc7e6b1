extension Rule {
    /// A configured class the code does not have — renamed, removed or misspelt — records
    /// nothing at all, and nobody notices.
    public static let unknownClass = Rule(
        id: "unknown-class", defaultSeverity: .error,
        summary: "A configured class is not in the action registry."
    )
}
