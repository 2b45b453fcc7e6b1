import EventMapCore
import EventMapXML
public import EventMapper

/// What one declaration in one file says about a class: a Swift `class` or `extension`, an
/// Objective-C `@interface`, category, class extension or `@implementation`. Fragments of the
/// same class from every file are merged into one `DeclaredClass`.
public struct ClassFragment: Sendable, Equatable {
    /// Whether the fragment is where the class itself is declared, or an addition to it.
    public enum Role: Sendable, Equatable {
        /// `class X: Y { … }`, `@interface X : Y`: names the superclass.
        case primary
        /// `extension X`, `@interface X (Category)`, `@interface X ()`, `@implementation X`.
        case addition
    }

    /// The class's name in the registry: the `@objc(Name)` name when one is given, else the
    /// Swift name (`Outer.Inner` for a nested class), qualified with the module once the scan
    /// knows it (``runtimeName`` says what the runtime reports).
    public let name: ClassName
    /// The superclass a primary declaration names, when its file tells it: an Objective-C
    /// `@interface X : Y`, or a Swift class whose first inherited type is a class of the same
    /// file. Otherwise the merge decides from ``inheritedTypes``.
    public let superclass: ClassName?
    /// The first type a Swift class lists after its name when its file cannot tell a superclass
    /// from a protocol: the merge decides, knowing every class and protocol of the scan.
    public let undecidedSuperclass: String?
    /// The types a Swift class or extension lists after its name, as written, or the protocols
    /// an Objective-C class adopts (`<UITableViewDelegate>`): the protocols it conforms to are
    /// among them.
    public let inheritedTypes: [String]
    /// The actions visible to the Objective-C runtime that this fragment declares, in source order.
    public let actions: [DeclaredAction]
    /// Where the fragment's name is written.
    public let location: SourceLocation
    /// Primary declaration or addition.
    public let role: Role
    /// Methods the runtime has only under a condition decided when every file is merged, in
    /// source order.
    public let candidates: [ActionCandidate]
    /// `@objcMembers` on a primary Swift declaration: it applies to the class's extensions and
    /// subclasses in every file.
    public let hasObjCMembers: Bool
    /// The Swift name of a class that `@objc(Name)` names: an extension in another file names
    /// the class by it.
    public let swiftName: ClassName?
    /// What `NSStringFromClass` returns for the class, when the fragment tells: an Objective-C
    /// declaration, or a Swift class's own (`RuntimeClassName.inUnknownModule` until the
    /// scan names the module of its folder). nil for a Swift extension.
    public let runtimeName: RuntimeClassName?

    /// Creates a fragment.
    /// - Parameters:
    ///   - name: The class's runtime name.
    ///   - superclass: The superclass a primary declaration names, if any.
    ///   - actions: The actions it declares, in source order.
    ///   - location: Where its name is written.
    ///   - role: Primary declaration or addition.
    ///   - candidates: Methods the runtime has only under a condition, in source order.
    ///   - hasObjCMembers: Whether a primary Swift declaration is `@objcMembers`.
    ///   - swiftName: The Swift name when `@objc(Name)` gives another.
    ///   - undecidedSuperclass: A Swift class's first inherited type, when its file cannot tell.
    ///   - inheritedTypes: The inheritance clause, or the protocols an Objective-C class adopts.
    ///   - runtimeName: What `NSStringFromClass` returns for the class, when the fragment tells.
    public init(
        name: ClassName, superclass: ClassName? = nil, actions: [DeclaredAction], location: SourceLocation, role: Role,
        candidates: [ActionCandidate] = [], hasObjCMembers: Bool = false, swiftName: ClassName? = nil,
        undecidedSuperclass: String? = nil, inheritedTypes: [String] = [], runtimeName: RuntimeClassName? = nil
    ) {
        self.runtimeName = runtimeName
        self.name = name
        self.superclass = superclass
        self.undecidedSuperclass = undecidedSuperclass
        self.inheritedTypes = inheritedTypes
        self.actions = actions
        self.location = location
        self.role = role
        self.candidates = candidates
        self.hasObjCMembers = hasObjCMembers
        self.swiftName = swiftName
    }
}

extension ClassFragment {
    /// The same fragment under another name, which the runtime reports.
    func renamed(_ newName: ClassName) -> ClassFragment {
        ClassFragment(
            name: newName, superclass: superclass, actions: actions, location: location, role: role, candidates: candidates,
            hasObjCMembers: hasObjCMembers, swiftName: swiftName, undecidedSuperclass: undecidedSuperclass, inheritedTypes: inheritedTypes,
            runtimeName: .named(newName)
        )
    }
}

/// A Swift method that is in the Objective-C runtime only under a condition one file cannot
/// decide; ``SourceTreeScan`` decides it once every file is read (see `SwiftSourceScanner`).
public struct ActionCandidate: Sendable, Equatable {
    /// What must hold for the method to be in the runtime.
    public enum Condition: Sendable, Equatable {
        /// `override` without `@objc`: an override of an `@objc` method is `@objc` too, so it is
        /// kept when a superclass in the scan declares the selector. An override of a framework
        /// method (`viewDidLoad`) is not, the framework's classes not being in the scan.
        case overridesDeclaredAction
        /// A method `@objcMembers` would expose: kept when the class, or a superclass in the scan,
        /// is `@objcMembers`, and none of `typeNames` (the type names its signature writes) is a
        /// type the scan declares that Objective-C cannot represent (a Swift struct, enum, actor
        /// or protocol without `@objc`), which `@objcMembers` silently skips.
        case inferredByObjCMembers(typeNames: [String])
        /// A method nothing else could make `@objc` (a `private` one): kept only when it
        /// satisfies a requirement of an Objective-C protocol the class conforms to.
        case witnessesObjCRequirement
    }

    /// The method's selector and place.
    public let action: DeclaredAction
    /// What must hold.
    public let condition: Condition
    /// The method's Swift name, `tableView(_:didSelectRowAt:)`. Whatever the condition, a method
    /// that satisfies a requirement of an Objective-C protocol its class (or a superclass in the
    /// scan) conforms to is `@objc`, with the requirement's selector.
    public let swiftName: String?

    /// Creates a candidate.
    /// - Parameters:
    ///   - action: The method's selector and place.
    ///   - condition: What must hold for it to be in the runtime.
    ///   - swiftName: The method's Swift name, for matching protocol requirements.
    public init(_ action: DeclaredAction, _ condition: Condition, swiftName: String? = nil) {
        self.action = action
        self.condition = condition
        self.swiftName = swiftName
    }
}
