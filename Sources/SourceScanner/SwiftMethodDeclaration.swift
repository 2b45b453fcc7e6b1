import EventMapCore
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
    let location: EventMapCore.SourceLocation
    /// `@objc`, `@objc(name:)`, `@IBAction` or `@IBSegueAction`: exposed whatever its access.
    let isExplicitlyExposed: Bool
    /// `@nonobjc`, `static` or `class`: never an instance action.
    let isNeverAnAction: Bool
    /// `private` or `fileprivate`: not exposed by `@objcMembers`.
    let isFilePrivate: Bool
    /// `override`: `@objc` when the method it overrides is.
    let isOverride: Bool
    /// The type names the parameters and the result write (`PaymentMethod` in `[PaymentMethod]?`),
    /// for telling whether Objective-C can represent them.
    let signatureTypeNames: [String]

    /// Reads a method declaration.
    init(_ function: FunctionDeclSyntax, at location: EventMapCore.SourceLocation) {
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
        var isOverride = false
        for modifier in function.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class): isNeverAnAction = true
            case .keyword(.private), .keyword(.fileprivate): isFilePrivate = true
            case .keyword(.override): isOverride = true
            default: break
            }
        }
        self.isNeverAnAction = isNeverAnAction
        self.isFilePrivate = isFilePrivate
        self.isOverride = isOverride
        var typeNames: [String] = []
        let types =
            function.signature.parameterClause.parameters.map { Syntax($0.type) }
            + [function.signature.returnClause.map { Syntax($0.type) }].compactMap { $0 }
        for type in types {
            for token in type.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { typeNames.append(text) }
            }
        }
        signatureTypeNames = typeNames
    }

    /// How the runtime sees the method: `true` when it surely has it, a candidate when that
    /// depends on other files, nil when it never has it.
    /// - Parameter inObjCExtension: Whether the method is a member of an `@objc extension`,
    ///   where every member is `@objc`, whatever its access.
    func exposure(inObjCExtension: Bool) -> Exposure? {
        if isNeverAnAction { return nil }
        if isExplicitlyExposed || inObjCExtension { return .exposed }
        // The compiler checks `@objcMembers` before overrides, but an override of a framework
        // method is left out either way (its selector is the framework's, not the app's).
        if isOverride { return .candidate(.overridesDeclaredAction) }
        if isFilePrivate { return nil }
        return .candidate(.inferredByObjCMembers(typeNames: signatureTypeNames))
    }

    /// How the runtime sees a method.
    enum Exposure: Equatable {
        /// In the runtime.
        case exposed
        /// In the runtime when the condition holds across the scan.
        case candidate(ActionCandidate.Condition)
    }
}

extension AttributeListSyntax {
    /// The attribute spelled `@name`, if the list has it (attributes inside `#if` are not looked at).
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            guard case .attribute(let attribute) = element,
                attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
            else { continue }
            return attribute
        }
        return nil
    }

    /// Whether the list has `@name`.
    func contains(_ name: String) -> Bool {
        attribute(named: name) != nil
    }

    /// The name given in `@objc(name)`: `custom:with:` for `@objc(custom:with:)`, `Name` for
    /// `@objc(Name)`; nil for a bare `@objc` or none.
    var explicitObjectiveCName: String? {
        guard let attribute = attribute(named: "objc"), case .objCName(let pieces)? = attribute.arguments else { return nil }
        var name = ""
        for piece in pieces {
            if let token = piece.name { name += token.identifier?.name ?? token.text }
            if piece.colon != nil { name += ":" }
        }
        return name.isEmpty ? nil : name
    }
}
