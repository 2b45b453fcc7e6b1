public import EventMapper

/// A Swift method that is in the Objective-C runtime only under a condition one file cannot
/// decide; ``SourceTreeScan`` decides it once every file is read (see ``SwiftSourceScanner``).
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
    }

    /// The method's selector and place.
    public let action: DeclaredAction
    /// What must hold.
    public let condition: Condition

    /// Creates a candidate.
    public init(_ action: DeclaredAction, _ condition: Condition) {
        self.action = action
        self.condition = condition
    }
}
