extension Rule {
    /// A storyboard or xib connects a control to an action its class does not implement: tapping
    /// it raises "unrecognized selector sent to instance" at run time.
    public static let unimplementedConnectedAction = Rule(
        id: "unimplemented-connected-action", defaultSeverity: .error,
        summary: "A storyboard or xib connects an action that its class does not implement."
    )
}
