import EventMapCore
import EventMapXML
public import EventMapper

/// What one declaration in one file says about a class: a Swift `class` or `extension`, an
/// Objective-C `@interface`, category, class extension or `@implementation`. Fragments of the
/// same class from every file are merged into one ``DeclaredClass``.
public struct ClassFragment: Sendable, Equatable {
    /// Whether the fragment is where the class itself is declared, or an addition to it.
    public enum Role: Sendable, Equatable {
        /// `class X: Y { … }`, `@interface X : Y`: names the superclass.
        case primary
        /// `extension X`, `@interface X (Category)`, `@interface X ()`, `@implementation X`.
        case addition
    }

    /// The class name as `NSStringFromClass` would give it, unqualified (the scanner cannot
    /// know the module), or the `@objc(Name)` name when one is given.
    public let name: ClassName
    /// The superclass a primary declaration names, if any.
    public let superclass: ClassName?
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
    /// The Swift name of a class that `@objc(Name)` renames, when it differs from ``name``:
    /// an extension in another file names the class by it.
    public let swiftName: ClassName?

    /// Creates a fragment.
    public init(
        name: ClassName, superclass: ClassName? = nil, actions: [DeclaredAction], location: SourceLocation, role: Role,
        candidates: [ActionCandidate] = [], hasObjCMembers: Bool = false, swiftName: ClassName? = nil
    ) {
        self.name = name
        self.superclass = superclass
        self.actions = actions
        self.location = location
        self.role = role
        self.candidates = candidates
        self.hasObjCMembers = hasObjCMembers
        self.swiftName = swiftName
    }
}
