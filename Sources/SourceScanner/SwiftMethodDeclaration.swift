import EventMapXML
import EventMapper
import SwiftSyntax

/// What a method declared in a class or an extension says about its exposure to the
/// Objective-C runtime, and the selector it has there.
///
/// Whether it is exposed is decided once the whole file is read (``isExposed(implicitly:)``):
/// `@objcMembers` may come from a superclass declared further down.
struct SwiftMethodDeclaration {
    /// The Swift name, `share(sender:)`, for resolving `#selector(share(sender:))`.
    let swiftName: String
    /// The base name, for resolving `#selector(share)`.
    let baseName: String
    /// The Objective-C selector: the `@objc(name:)` one, or the one Swift's naming rules give.
    let selector: ActionSelector
    /// Where the method's name is written.
    let location: EventMapXML.SourceLocation
    /// `@objc`, `@objc(name:)`, `@IBAction` or `@IBSegueAction`: exposed whatever its access.
    let isExplicitlyExposed: Bool
    /// `@nonobjc`, `static` or `class`: never an instance action.
    let isNeverAnAction: Bool
    /// `private` or `fileprivate`: not exposed by inference (`@objcMembers`, `@objc extension`).
    let isFilePrivate: Bool

    /// Reads a method declaration.
    init(_ function: FunctionDeclSyntax, at location: EventMapXML.SourceLocation) {
        let attributes = function.attributes
        let baseName = function.name.identifier?.name ?? function.name.text
        let labels = function.signature.parameterClause.parameters.map { parameter -> String? in
            parameter.firstName.tokenKind == .wildcard ? nil : (parameter.firstName.identifier?.name ?? parameter.firstName.text)
        }
        self.baseName = baseName
        swiftName = baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        if let explicit = attributes.explicitObjectiveCName {
            selector = ActionSelector(explicit)
        } else {
            let effects = function.signature.effectSpecifiers
            selector = ActionSelector(
                swiftMethod: baseName, labels: labels, isAsync: effects?.asyncSpecifier != nil,
                isThrowing: effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.throws)
            )
        }
        self.location = location
        isExplicitlyExposed = attributes.contains("objc") || attributes.contains("IBAction") || attributes.contains("IBSegueAction")
        var isNeverAnAction = attributes.contains("nonobjc")
        var isFilePrivate = false
        for modifier in function.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class): isNeverAnAction = true
            case .keyword(.private), .keyword(.fileprivate): isFilePrivate = true
            default: break
            }
        }
        self.isNeverAnAction = isNeverAnAction
        self.isFilePrivate = isFilePrivate
    }

    /// Whether the runtime sees the method as an instance method.
    /// - Parameter implicitly: Whether the enclosing declaration exposes its members
    ///   (`@objcMembers` class, `@objc extension`).
    func isExposed(implicitly: Bool) -> Bool {
        if isNeverAnAction { return false }
        return isExplicitlyExposed || (implicitly && !isFilePrivate)
    }
}
