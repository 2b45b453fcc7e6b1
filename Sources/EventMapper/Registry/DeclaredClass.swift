import EventMapCore
public import EventMapXML

/// A class as the registry knows it: its own actions and its superclass. The stand-in for what
/// the Objective-C runtime would answer (`class_copyMethodList`, `class_getSuperclass`).
public struct DeclaredClass: Sendable, Equatable {
    /// The class name, as `NSStringFromClass` gives it.
    public let name: ClassName
    /// The superclass, when it is known and is not a framework root the registry ignores.
    public let superclass: ClassName?
    /// The actions the class itself declares, without inherited ones.
    public let actions: [DeclaredAction]
    /// Where the class is declared, when known.
    public let location: SourceLocation?

    /// Creates a declared class.
    public init(name: ClassName, superclass: ClassName? = nil, actions: [DeclaredAction], location: SourceLocation? = nil) {
        self.name = name
        self.superclass = superclass
        self.actions = actions
        self.location = location
    }
}
