import EventMapCore
import EventMapXML

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
    /// What `NSStringFromClass` returns for it, when its declaration tells (a scan records it);
    /// nil when unknown, as for a registry file written by hand.
    public let runtimeName: RuntimeClassName?
    /// Where a registry file lists the class (its name), when it was read from one: the same as
    /// ``location`` for a file written by hand, the registry's entry for one that `mapper scan`
    /// wrote with the places of the sources.
    public let listedAt: SourceLocation?

    /// Creates a declared class.
    public init(
        name: ClassName, superclass: ClassName? = nil, actions: [DeclaredAction], location: SourceLocation? = nil,
        runtimeName: RuntimeClassName? = nil, listedAt: SourceLocation? = nil
    ) {
        self.name = name
        self.superclass = superclass
        self.actions = actions
        self.location = location
        self.runtimeName = runtimeName
        self.listedAt = listedAt
    }

    /// The same class with the runtime name another declaration of it records.
    func adopting(runtimeName: RuntimeClassName?) -> DeclaredClass {
        DeclaredClass(name: name, superclass: superclass, actions: actions, location: location, runtimeName: runtimeName, listedAt: listedAt)
    }
}

/// An action a class declares: its selector and, when known, where it is declared.
public struct DeclaredAction: Sendable, Equatable, Hashable {
    /// The selector, in Objective-C form.
    public let selector: ActionSelector
    /// Where the action is declared (a registry file or a source file), when known.
    public let location: SourceLocation?

    /// Creates a declared action.
    public init(_ selector: ActionSelector, at location: SourceLocation? = nil) {
        self.selector = selector
        self.location = location
    }
}

/// An action an Interface Builder file (storyboard or xib) connects to an object of a class: at
/// run time the control sends it, so the class must implement it.
public struct ConnectedAction: Sendable, Equatable, Hashable {
    /// The class the action is sent to: the scene's or the file's owner's `customClass`.
    public let className: ClassName
    /// The selector, in Objective-C form, as the `<action selector="…">` element names it.
    public let selector: ActionSelector
    /// The `<action>` element.
    public let location: SourceLocation

    /// Creates a connected action.
    public init(className: ClassName, selector: ActionSelector, at location: SourceLocation) {
        self.className = className
        self.selector = selector
        self.location = location
    }
}

/// A selector the code refers to, such as `#selector(onFav(_:))` or `@selector(onFav:)`: a hint
/// that an action is wired up in code rather than in Interface Builder.
public struct SelectorReference: Sendable, Equatable {
    /// The selector in Objective-C form.
    public let selector: ActionSelector
    /// Where the reference is written.
    public let location: SourceLocation

    /// Creates a reference.
    public init(_ selector: ActionSelector, at location: SourceLocation) {
        self.selector = selector
        self.location = location
    }
}
