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
        for (position, type) in types.enumerated() where type.kind == .class && !type.isLocal && classPositions[type.swiftName] == nil {
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
                let undecided = superclass == nil ? type.inheritedTypes.first.flatMap { protocolNames.contains($0) ? nil : $0 } : nil
                fragments.append(
                    ClassFragment(
                        name: ClassName(runtimeName(of: type)), superclass: superclass.map(ClassName.init),
                        actions: actions, location: type.location, role: .primary, candidates: candidates,
                        hasObjCMembers: type.hasObjCMembers,
                        swiftName: type.objectiveCName.map { _ in ClassName(type.swiftName) },
                        undecidedSuperclass: undecided, inheritedTypes: type.inheritedTypes, runtimeName: type.runtimeName
                    ))
            case .extension:
                if otherTypeNames.contains(type.swiftName) || protocolNames.contains(type.swiftName) || type.cannotHaveObjCMembers {
                    continue
                }
                let extended = classPositions[type.swiftName].map { types[$0] }
                let (actions, candidates) = exposures(of: type)
                guard !actions.isEmpty || !candidates.isEmpty || !type.inheritedTypes.isEmpty else { continue }
                fragments.append(
                    ClassFragment(
                        name: ClassName(extended.map(runtimeName) ?? type.swiftName), actions: actions,
                        location: type.location, role: .addition, candidates: candidates, inheritedTypes: type.inheritedTypes
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
            case .candidate(let condition)?: candidates.append(ActionCandidate(action, condition, swiftName: method.swiftName))
            case nil: break
            }
        }
        return (actions, candidates)
    }

    private func runtimeName(of type: SwiftTypeDeclaration) -> String {
        type.objectiveCName ?? type.swiftName
    }

    /// The runtime name of the same-file class a class inherits from, when there is one: a
    /// class the file declares is a superclass even when it is named like a protocol
    /// (`TrackingDelegate`). Otherwise the merge decides, knowing every file's declarations.
    private func superclassName(of type: SwiftTypeDeclaration) -> String? {
        guard let first = type.inheritedTypes.first, let position = classPositions[first] else { return nil }
        return runtimeName(of: types[position])
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
            selector = declaredSelector { $0.hasSwiftName(swiftName) } ?? ActionSelector(swiftMethod: expression.baseName, labels: labels)
        case .method(nil):
            selector = declaredSelector { $0.hasBaseName(expression.baseName) } ?? ActionSelector(expression.baseName)
        }
        return SelectorReference(selector, at: expression.location)
    }

    /// The Swift name of the method a `#selector` expression names: as written with its labels,
    /// or, for a bare name, the one method of the file with that base name.
    func swiftName(for expression: SwiftSelectorExpression) -> String? {
        switch expression.target {
        case .getter, .setter: return nil
        case .method(let labels?): return expression.baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        case .method(nil):
            var found: String?
            for type in types {
                for method in type.methods where method.hasBaseName(expression.baseName) {
                    let swiftName = method.swiftName
                    if let found, found != swiftName { return nil }
                    found = swiftName
                }
            }
            return found
        }
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
    /// The inherited types that are plain or dotted type names, in order.
    let inheritedTypes: [String]
    /// `@objcMembers` on the class.
    let hasObjCMembers: Bool
    /// What the declaration says about its members: `@objc` or `@nonobjc extension`, and
    /// their default access.
    let members: SwiftMethodDeclaration.MemberContext
    /// Where the class's name, or the extended type, is written.
    let location: SourceLocation
    /// What `NSStringFromClass` returns for a class; nil for an extension.
    var runtimeName: RuntimeClassName? = nil
    /// A class declared in code (a function body, a closure): no extension or other class of
    /// the file names it.
    var isLocal = false
    /// An extension that shows its type is no class or a generic one: a `where` clause or a
    /// `mutating` member. Such members are never `@objc`.
    var cannotHaveObjCMembers = false
    /// The methods declared directly inside, in source order (every `#if` branch).
    var methods: [SwiftMethodDeclaration] = []
}
