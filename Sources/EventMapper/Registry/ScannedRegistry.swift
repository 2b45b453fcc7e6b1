import EventMapCore

/// What scanning an app's sources found: the classes and their actions (a registry's input),
/// the actions Interface Builder files connect, and the files that could not be read or parsed.
public struct ScannedRegistry: Sendable, Equatable {
    /// Every class the sources declare, with the actions of all its extensions and categories,
    /// in the order of the files that declare them.
    public var classes: [DeclaredClass]
    /// Every action a storyboard or xib connects, in file order.
    public var connectedActions: [ConnectedAction]
    /// Every `#selector(…)` and `@selector(…)` in the code, in file order.
    public var selectorReferences: [SelectorReference]
    /// Files that could not be read or parsed, and declarations that contradict each other.
    public var findings: [Finding]
    /// How many files were scanned.
    public var fileCount: Int
    /// How many bytes they hold.
    public var byteCount: Int

    /// Creates a scan result.
    public init(classes: [DeclaredClass] = [], connectedActions: [ConnectedAction] = [], selectorReferences: [SelectorReference] = [], findings: [Finding] = [], fileCount: Int = 0, byteCount: Int = 0) {
        self.classes = classes
        self.connectedActions = connectedActions
        self.selectorReferences = selectorReferences
        self.findings = findings
        self.fileCount = fileCount
        self.byteCount = byteCount
    }
}
