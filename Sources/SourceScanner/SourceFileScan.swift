import EventMapCore
public import EventMapper

/// What scanning one file found.
public struct SourceFileScan: Sendable, Equatable {
    /// Class declarations and additions, in source order.
    public var classes: [ClassFragment]
    /// Selector references, in source order.
    public var selectorReferences: [SelectorReference]
    /// Actions an Interface Builder file connects, in source order.
    public var connectedActions: [ConnectedAction]
    /// Problems: syntax the scanner could not read (`unparsable-source`), and the like.
    public var findings: [Finding]
    /// The Swift types the file declares that Objective-C cannot represent: structs, actors,
    /// enums and protocols without `@objc` (simple names). `@objcMembers` skips a method whose
    /// signature names one (``ActionCandidate/Condition/inferredByObjCMembers(typeNames:)``).
    public var swiftOnlyTypeNames: [String]

    /// Creates a result.
    public init(classes: [ClassFragment] = [], selectorReferences: [SelectorReference] = [], connectedActions: [ConnectedAction] = [], findings: [Finding] = [], swiftOnlyTypeNames: [String] = []) {
        self.swiftOnlyTypeNames = swiftOnlyTypeNames
        self.classes = classes
        self.selectorReferences = selectorReferences
        self.connectedActions = connectedActions
        self.findings = findings
    }
}
