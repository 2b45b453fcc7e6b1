import EventMapCore

/// What reading one config file gave: its model, unless it could not be parsed, and every
/// finding about it.
public struct ConfigFileLoad: Sendable {
    /// The model, or nil when the file could not be parsed at all.
    public var file: ConfigFile?
    /// Everything found wrong, in file order.
    public var findings: [Finding]
    /// When only one class was asked for: the classes the file configures that were not
    /// loaded, for suggestions.
    public var skippedClassNames: [String] = []

    /// Creates a load result.
    public init(file: ConfigFile?, findings: [Finding]) {
        self.file = file
        self.findings = findings
    }
}
