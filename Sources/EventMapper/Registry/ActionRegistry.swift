import EventMapCore
import EventMapXML

/// Which actions each class declares, and its superclass: the declared stand-in for the
/// Objective-C runtime reflection that Linux lacks.
///
/// Built from Swift types (``init(declaring:)``), registry files (``RegistryFile``), or both
/// merged (``merging(_:)``). Class names match as the resolver matches them: exactly, or
/// module-qualified against unqualified.
public struct ActionRegistry: Sendable {
    /// Every class, in the order the sources gave them, each once.
    public let classes: [DeclaredClass]
    private let index: ClassNameIndex
    private let actionIndex: DeclaredActionIndex

    /// Where a conflict is reported when neither declaration says where it is (two Swift
    /// declarations): a conflict is never dropped for want of a place.
    static let unlocated = SourceLocation(file: "<registry>", line: 1, column: 1)

    /// A registry of these classes; a later class of the same name (exactly, or module-qualified
    /// against unqualified) is ignored (use ``merging(_:)`` to have conflicts reported).
    public init(_ classes: [DeclaredClass]) {
        var kept: [DeclaredClass] = []
        var index = ClassNameIndex(capacity: classes.count)
        for declared in classes where index.insert(declared.name, at: kept.count) {
            kept.append(declared)
        }
        self.init(distinct: kept, index: index)
    }

    /// A registry of classes already made distinct, with the index that found them so.
    private init(distinct classes: [DeclaredClass], index: ClassNameIndex) {
        self.classes = classes
        self.index = index
        self.actionIndex = DeclaredActionIndex(classes, names: index)
    }

    /// Merges several sources. The same class declared twice — matched as lookups match names,
    /// so a Swift-declared `MyApp.HomeViewController` and a registry file's `HomeViewController`
    /// are one class — with the same superclass and actions is merged silently; declared
    /// differently, it is a `conflicting-declaration` finding and the first declaration is kept.
    /// A superclass one source names and another omits is not a difference when the registry
    /// does not declare it (a framework root such as `UIViewController`).
    /// - Parameter sources: The classes of each source, in order.
    /// - Returns: The registry and the findings.
    public static func merging(_ sources: [[DeclaredClass]]) -> (registry: ActionRegistry, findings: [Finding]) {
        var index = ClassNameIndex(capacity: sources.reduce(0) { $0 + $1.count })
        var all: [DeclaredClass] = []
        var repeated: [(earlier: DeclaredClass, declared: DeclaredClass)] = []
        for declared in sources.joined() {
            if let position = index.position(of: declared.name.text) {
                repeated.append((all[position], declared))
                // A hand-written registry file does not know the runtime name a scan records.
                if all[position].runtimeName == nil, declared.runtimeName != nil {
                    all[position] = all[position].adopting(runtimeName: declared.runtimeName)
                }
                continue
            }
            index.insert(declared.name, at: all.count)
            all.append(declared)
        }
        // Compared once every source is in, because whether a superclass is known depends on all of them.
        // `all` is distinct already: its index is the registry's.
        let registry = ActionRegistry(distinct: all, index: index)
        return (registry, repeated.compactMap { registry.conflict(between: $0.earlier, and: $0.declared) })
    }

    /// The finding for a class declared again differently, or nil when the two agree.
    private func conflict(between earlier: DeclaredClass, and declared: DeclaredClass) -> Finding? {
        let sameActions = Set(earlier.actions.map(\.selector)) == Set(declared.actions.map(\.selector))
        guard !sameActions || !sameSuperclass(earlier.superclass, declared.superclass) else { return nil }
        let difference =
            sameActions
            ? "superclass \(declared.superclass?.text ?? "none") instead of \(earlier.superclass?.text ?? "none")"
            : "different actions"
        // A registry that `mapper scan` wrote places its classes in the sources, where two such
        // registries agree: the finding is then at the entry of the later one, and names both.
        let place = declared.listedAt ?? declared.location
        let again = declared.location.flatMap { $0 == place ? nil : " (declared at \($0))" } ?? ""
        let first = earlier.location.map { "; first declared at \($0)" + Self.listing(earlier) } ?? ""
        var related = [earlier.location, earlier.listedAt].compactMap { $0 }
        if related.count == 2, related[0] == related[1] { related.removeLast() }
        return Finding(
            .conflictingDeclaration,
            "'\(declared.name)' is declared again with \(difference)\(again)\(first); the first declaration is used",
            at: place ?? earlier.location ?? Self.unlocated,
            related: related
        )
    }

    /// ` (as registry.json:31:15 lists it)` for a class a registry file places elsewhere.
    private static func listing(_ declared: DeclaredClass) -> String {
        guard let listed = declared.listedAt, listed != declared.location else { return "" }
        return " (as \(listed) lists it)"
    }

    /// Whether two declarations' superclasses are the same as far as this registry can tell: one
    /// class, or one omitted and the other a class the registry does not declare, where
    /// ``lineage(of:)`` stops either way.
    private func sameSuperclass(_ first: ClassName?, _ second: ClassName?) -> Bool {
        if ClassNameIndex.sameClass(first, second) { return true }
        guard first == nil || second == nil, let named = first ?? second else { return false }
        return declaredClass(named.text) == nil
    }

    /// The class a name refers to: exactly, or module-qualified against unqualified.
    public func declaredClass(_ name: String) -> DeclaredClass? {
        index.position(of: name).map { classes[$0] }
    }

    /// The position in ``classes`` of the class a name refers to.
    package func position(of name: String) -> Int? {
        index.position(of: name)
    }

    /// The class and its known superclasses, nearest first; stops at a class the registry does
    /// not know, and at a cycle.
    public func lineage(of name: String) -> [DeclaredClass] {
        lineagePositions(of: name).map { classes[$0] }
    }

    /// ``lineage(of:)`` as positions in ``classes``.
    package func lineagePositions(of name: String) -> [Int] {
        index.position(of: name).map { actionIndex.lineage(from: $0) } ?? []
    }

    /// The class in the lineage of `className` that declares `selector` — what
    /// `respondsToSelector:` would find — or nil.
    public func declaringClass(of selector: ActionSelector, in className: String) -> DeclaredClass? {
        declaringPosition(of: selector, inLineage: lineagePositions(of: className)).map { classes[$0] }
    }

    /// The position of the first class of `lineage` (positions, nearest first) that declares
    /// `selector`, or nil.
    package func declaringPosition(of selector: ActionSelector, inLineage lineage: [Int]) -> Int? {
        lineage.first { declares(selector, classAt: $0) }
    }

    /// Whether the class at `position` declares `selector` itself, not through a superclass.
    package func declares(_ selector: ActionSelector, classAt position: Int) -> Bool {
        actionIndex.declares(selector, at: position, among: classes[position].actions)
    }

    /// Every action `className` responds to, its own first, then inherited ones.
    public func allActions(of className: String) -> [DeclaredAction] {
        var seen = Set<ActionSelector>()
        return lineage(of: className).flatMap(\.actions).filter { seen.insert($0.selector).inserted }
    }
}

/// A page type that declares its actions, so that tests on Linux — with no Objective-C runtime
/// to list methods — can check the config against the code.
///
/// ## Usage
/// ```swift
/// final class HomeViewController: BaseViewController, ActionDeclaring {
///     static let declaredActions: [ActionSelector] = ["onFavBtnPressed_UA:", "onShareBtnPressed(_:)"]
/// }
/// let registry = ActionRegistry(declaring: [HomeViewController.self, DetailViewController.self])
/// ```
/// List only the class's own actions: inherited ones come through its superclass, as
/// `respondsToSelector:` would see them. The superclass is read from the class itself.
///
/// When a superclass declares actions too, it conforms with a `class var` and each subclass
/// overrides it (a `static let` cannot be overridden, and a subclass cannot conform again):
/// ```swift
/// class BaseViewController: UIViewController, ActionDeclaring {
///     class var declaredActions: [ActionSelector] { ["onHelpBtnPressed(_:)"] }
/// }
/// final class HomeViewController: BaseViewController {
///     override class var declaredActions: [ActionSelector] { ["onFavBtnPressed_UA(_:)"] }
/// }
/// ```
public protocol ActionDeclaring {
    /// The selectors this type declares (Objective-C or Swift spelling), not inherited ones.
    static var declaredActions: [ActionSelector] { get }
}

extension ActionSelector: ExpressibleByStringLiteral {
    /// A selector from a literal, in Objective-C or Swift spelling.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension ActionRegistry {
    /// A registry of Swift types that declare their actions. Superclasses are read from the
    /// classes themselves; a superclass that declares actions is included even when it is not
    /// listed.
    /// - Parameter types: The page types.
    public init(declaring types: [any ActionDeclaring.Type]) {
        var classes: [DeclaredClass] = []
        var seen = Set<String>()
        for type in types {
            var current: Any.Type? = type
            while let type = current {
                let name = String(reflecting: type)
                guard seen.insert(name).inserted else { break }
                let superclass: AnyClass? = (type as? AnyClass).flatMap { _getSuperclass($0) }
                var actions = (type as? any ActionDeclaring.Type)?.declaredActions ?? []
                // A subclass that does not override `declaredActions` sees its superclass's list:
                // those actions are inherited, not declared again.
                if let inherited = (superclass as? any ActionDeclaring.Type)?.declaredActions, inherited == actions {
                    actions = []
                }
                classes.append(
                    DeclaredClass(
                        name: ClassName(name),
                        superclass: superclass.map { ClassName(String(reflecting: $0)) },
                        actions: actions.map { DeclaredAction($0) }
                    ))
                current = superclass.flatMap { $0 as? any ActionDeclaring.Type }
            }
        }
        self.init(classes)
    }
}
