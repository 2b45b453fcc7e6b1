import EventMapCore
import EventMapXML
import EventMapper
@_spi(RawSyntax) import SwiftSyntax

/// What a method declared in a class or an extension says about its exposure to the
/// Objective-C runtime, and the selector it has there.
///
/// Whether it is exposed is decided once the whole file is read (``isExposed(implicitly:)``):
/// `@objcMembers` may come from a superclass declared further down.
struct SwiftMethodDeclaration {
    /// The declaration in its file's tree, which must outlive this value: the Swift name is read
    /// from it when asked for (``swiftName``, ``hasSwiftName(_:)``, ``hasBaseName(_:)``).
    let declaration: RawFunctionDeclSyntax
    /// The Objective-C selector: the `@objc(name:)` one, or the one Swift's naming rules give.
    let selector: ActionSelector
    /// Where the method's name is written.
    let location: EventMapCore.SourceLocation
    /// `@objc`, `@objc(name:)`, `@IBAction`, `@IBSegueAction` or `@NSManaged`: exposed whatever
    /// its access (each is an explicit reason in the compiler's `ObjCReason`).
    let isExplicitlyExposed: Bool
    /// `@nonobjc`, `static` or `class`: never an instance action.
    let isNeverAnAction: Bool
    /// The access level the method writes, if it writes one. Without one it takes the access
    /// level its extension writes, if any.
    let writtenAccess: WrittenAccess?
    /// `override`: `@objc` when the method it overrides is.
    let isOverride: Bool
    /// The type names the parameters and the result write (`PaymentMethod` in `[PaymentMethod]?`),
    /// for telling whether Objective-C can represent them.
    let signatureTypeNames: [String]
    /// `mutating`: only a value type's or a protocol's method can be.
    let isMutating: Bool

    /// How the runtime sees the method: `true` when it surely has it, a candidate when that
    /// depends on other files, nil when it never has it.
    /// - Parameter context: What the enclosing class or extension says about its members.
    func exposure(in context: MemberContext) -> Exposure? {
        if isNeverAnAction || context.isNonObjC { return nil }
        if isExplicitlyExposed || context.isObjCExtension { return .exposed }
        // The compiler checks `@objcMembers` before overrides, but an override of a framework
        // method is left out either way (its selector is the framework's, not the app's).
        if isOverride { return .candidate(.overridesDeclaredAction) }
        // `@objcMembers` infers `@objc` only for members whose formal access is above
        // `fileprivate` (`canInferImplicitObjC(allowAnyAccess: false)` in the compiler's
        // TypeCheckDeclObjC.cpp). A member that writes no access level has its context's default.
        let access = writtenAccess ?? (context.membersDefaultToFilePrivate ? .filePrivate : .wider)
        // A witness of an `@objc` protocol requirement is `@objc` whatever its access.
        if access == .filePrivate { return .candidate(.witnessesObjCRequirement) }
        return .candidate(.inferredByObjCMembers(typeNames: signatureTypeNames))
    }

    /// What a class or an extension says about the members declared directly inside it.
    struct MemberContext {
        /// `@objc extension`: every member is `@objc`, whatever its access.
        var isObjCExtension = false
        /// `@nonobjc extension`: no member is `@objc` unless it says so itself.
        var isNonObjC = false
        /// A member without an access modifier is `fileprivate`: the members of a `private
        /// extension` or `fileprivate extension`. A `private` type's members are not: their
        /// formal access, which the compiler checks, is still `internal` (its effective access
        /// is limited, not its formal one), so `@objcMembers` exposes them; so does an extension
        /// of a `private` class that writes no access level.
        var membersDefaultToFilePrivate = false
    }

    /// How the runtime sees a method.
    enum Exposure: Equatable {
        /// In the runtime.
        case exposed
        /// In the runtime when the condition holds across the scan.
        case candidate(ActionCandidate.Condition)
    }
}

/// An access level a declaration writes, as far as exposure to Objective-C cares.
enum WrittenAccess {
    /// `private` or `fileprivate`.
    case filePrivate
    /// `internal`, `package`, `public` or `open`.
    case wider
}
