import EventMapCore
import EventMapXML
import EventMapper

/// One Swift file's classes and extensions put together: runtime names, superclasses, the
/// exposed methods and the candidates; and `#selector` expressions
/// resolved against the file's methods.
struct SwiftFileDeclarations {
    private let types: [SwiftTypeDeclaration]
    private let protocolNames: Set<String>
    private let otherTypeNames: Set<String>
    /// Position in `types` of each class, by Swift name.
    private let classPositions: [String: Int]

    init(types: [SwiftTypeDeclaration], protocolNames: Set<String>, otherTypeNames: Set<String>) {
        self.types = types
        self.protocolNames = protocolNames
        self.otherTypeNames = otherTypeNames
        var classPositions: [String: Int] = [:]
        for (position, type) in types.enumerated() where type.kind == .class && classPositions[type.swiftName] == nil {
            classPositions[type.swiftName] = position
        }
        self.classPositions = classPositions
    }

    /// A fragment per class, and one per extension that adds actions or candidates, in source
    /// order. What depends on other files — `@objcMembers` on the class or a superclass,
    /// overrides of the app's own `@objc` methods — is left to the merge as candidates.
    func fragments() -> [ClassFragment] {
        var fragments: [ClassFragment] = []
        for type in types {
            switch type.kind {
            case .class:
                let superclass = superclassName(of: type)
                let (actions, candidates) = exposures(of: type)
                fragments.append(
                    ClassFragment(
                        name: ClassName(runtimeName(of: type)), superclass: superclass.map(ClassName.init),
                        actions: actions, location: type.location, role: .primary, candidates: candidates,
                        hasObjCMembers: type.hasObjCMembers,
                        swiftName: type.objectiveCName.flatMap { $0 == type.swiftName ? nil : ClassName(type.swiftName) }
                    ))
            case .extension:
                if otherTypeNames.contains(type.swiftName) || protocolNames.contains(type.swiftName) { continue }
                let extended = classPositions[type.swiftName].map { types[$0] }
                let (actions, candidates) = exposures(of: type)
                guard !actions.isEmpty || !candidates.isEmpty else { continue }
                fragments.append(
                    ClassFragment(
                        name: ClassName(extended.map(runtimeName) ?? type.swiftName), actions: actions,
                        location: type.location, role: .addition, candidates: candidates
                    ))
            }
        }
        return fragments
    }

    private func exposures(of type: SwiftTypeDeclaration) -> (actions: [DeclaredAction], candidates: [ActionCandidate]) {
        var actions: [DeclaredAction] = []
        var candidates: [ActionCandidate] = []
        for method in type.methods {
            let action = DeclaredAction(method.selector, at: method.location)
            switch method.exposure(in: type.members) {
            case .exposed?: actions.append(action)
            case .candidate(let condition)?: candidates.append(ActionCandidate(action, condition))
            case nil: break
            }
        }
        return (actions, candidates)
    }

    private func runtimeName(of type: SwiftTypeDeclaration) -> String {
        type.objectiveCName ?? type.swiftName
    }

    /// The same-file class a class inherits from, when there is one: a class the file declares
    /// is a superclass even when it is named like a protocol (`TrackingDelegate`).
    private func superclassDeclaration(of type: SwiftTypeDeclaration) -> SwiftTypeDeclaration? {
        guard let first = type.firstInheritedType, let position = classPositions[first] else { return nil }
        return types[position]
    }

    private func superclassName(of type: SwiftTypeDeclaration) -> String? {
        if let declared = superclassDeclaration(of: type) { return runtimeName(of: declared) }
        return SwiftSuperclassGuess.superclass(firstInheritedType: type.firstInheritedType, protocolsInFile: protocolNames)
    }

    /// The selector a `#selector` expression stands for: the selector of the method the file
    /// declares under that Swift name (so `@objc(name:)`, `throws` and `async` count), otherwise
    /// the one Swift's naming rules give. A bare name (`#selector(onFav)`) takes the one method
    /// of the file with that base name; with none or several, it is taken as taking no argument.
    func reference(for expression: SwiftSelectorExpression) -> SelectorReference {
        let selector: ActionSelector
        switch expression.target {
        case .getter:
            selector = ActionSelector(expression.baseName)
        case .setter:
            selector = ActionSelector(swiftSetterOf: expression.baseName)
        case .method(let labels?):
            let swiftName = expression.baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            selector = declaredSelector { $0.swiftName == swiftName } ?? ActionSelector(swiftMethod: expression.baseName, labels: labels)
        case .method(nil):
            selector = declaredSelector { $0.baseName == expression.baseName } ?? ActionSelector(expression.baseName)
        }
        return SelectorReference(selector, at: expression.location)
    }

    /// The selector of the methods that match, when they all have the same one.
    private func declaredSelector(where matches: (SwiftMethodDeclaration) -> Bool) -> ActionSelector? {
        var found: ActionSelector?
        for type in types {
            for method in type.methods where matches(method) {
                if let found, found != method.selector { return nil }
                found = method.selector
            }
        }
        return found
    }
}

/// A class or an extension read from one Swift file, before the file's declarations are put
/// together into ``ClassFragment``s.
struct SwiftTypeDeclaration {
    /// A class declaration or an extension.
    enum Kind {
        /// `class Name: Superclass { … }`
        case `class`
        /// `extension Name { … }`
        case `extension`
    }

    /// Class or extension.
    let kind: Kind
    /// The Swift name: `Outer.Inner` for a nested class; the extended type as written, without
    /// generic arguments, for an extension.
    let swiftName: String
    /// The name `@objc(Name)` gives a class.
    let objectiveCName: String?
    /// The first inherited type of a class, when it is a plain or dotted type name.
    let firstInheritedType: String?
    /// `@objcMembers` on the class.
    let hasObjCMembers: Bool
    /// What the declaration says about its members: `@objc` or `@nonobjc extension`, and
    /// their default access.
    let members: SwiftMethodDeclaration.MemberContext
    /// Where the class's name, or the extended type, is written.
    let location: SourceLocation
    /// The methods declared directly inside, in source order (every `#if` branch).
    var methods: [SwiftMethodDeclaration] = []
}

/// Tells a superclass from a protocol in a class's inheritance clause, without the type checker.
///
/// Swift lists the superclass first, but a class without one starts with a protocol
/// (`class AppDelegate: UIResponder, UIApplicationDelegate` vs `class Model: Codable`). The first
/// inherited type is taken as the superclass unless it is:
/// - a protocol declared in the same file;
/// - named like a protocol: it ends in `Delegate`, `DataSource` or `Protocol`;
/// - a well-known Swift, Foundation or UIKit protocol (``knownProtocols``).
///
/// A protocol from another file or module with another kind of name (`Themeable`) is taken for a
/// superclass; the registry then names a superclass it does not know, which costs nothing but an
/// unresolved link in the inheritance chain.
enum SwiftSuperclassGuess {
    /// Protocols a class often lists first.
    static let knownProtocols: Set<String> = [
        "AnyObject", "CaseIterable", "Codable", "Comparable", "CustomDebugStringConvertible",
        "CustomStringConvertible", "Decodable", "Encodable", "Equatable", "Error", "Hashable",
        "Identifiable", "LocalizedError", "NSCoding", "NSCopying", "NSMutableCopying", "NSSecureCoding",
        "ObservableObject", "RawRepresentable", "Sendable",
        "CAAnimationDelegate", "UIAppearance", "UIContentContainer", "UICollectionViewDelegateFlowLayout",
        "UICoordinateSpace", "UIDynamicItem", "UIFocusEnvironment", "UIKeyInput", "UISearchResultsUpdating",
        "UITextInput", "UITextInputTraits", "UITraitEnvironment", "UIViewControllerAnimatedTransitioning",
        "UIViewControllerContextTransitioning", "UIViewControllerInteractiveTransitioning",
        "UIViewControllerPreviewing", "UIViewControllerRestoration", "UIStateRestoring",
        "WKScriptMessageHandler", "WKScriptMessageHandlerWithReply",
    ]

    /// The superclass, or nil when the first inherited type looks like a protocol.
    /// - Parameters:
    ///   - firstInheritedType: The first type of the inheritance clause, as written.
    ///   - protocolsInFile: The protocols the same file declares.
    static func superclass(firstInheritedType: String?, protocolsInFile: Set<String>) -> String? {
        guard let type = firstInheritedType else { return nil }
        let name = type.split(separator: ".").last.map(String.init) ?? type
        if protocolsInFile.contains(type) || protocolsInFile.contains(name) || knownProtocols.contains(name) { return nil }
        if name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("Protocol") { return nil }
        return type
    }
}
