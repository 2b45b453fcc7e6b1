/// Which actions each class declares, and its superclass: the declared stand-in for the
/// Objective-C runtime reflection that Linux lacks.
///
/// Built from Swift types (``init(declaring:)``), registry files (``RegistryFile``), or both
/// merged (``merging(_:)``). Class names match as the resolver matches them: exactly, or
/// module-qualified against unqualified.
public struct ActionRegistry: Sendable {
    /// Every class, in the order the sources gave them, each once.
    public let classes: [DeclaredClass]
    private let exact: [String: Int]
    private let unqualified: [String: Int]

    /// A registry of these classes; a later class of the same name is ignored (use
    /// ``merging(_:)`` to have conflicts reported).
    public init(_ classes: [DeclaredClass]) {
        var kept: [DeclaredClass] = []
        var exact: [String: Int] = [:]
        var unqualified: [String: Int] = [:]
        for declared in classes where exact[declared.name.text] == nil {
            exact[declared.name.text] = kept.count
            if unqualified[String(declared.name.unqualified)] == nil { unqualified[String(declared.name.unqualified)] = kept.count }
            kept.append(declared)
        }
        self.classes = kept
        self.exact = exact
        self.unqualified = unqualified
    }

    /// Merges several sources. The same class declared twice with the same superclass and
    /// actions is merged silently; declared differently, it is a `conflicting-declaration`
    /// finding and the first declaration is kept.
    /// - Parameter sources: The classes of each source, in order.
    /// - Returns: The registry and the findings.
    public static func merging(_ sources: [[DeclaredClass]]) -> (registry: ActionRegistry, findings: [Finding]) {
        var first: [String: DeclaredClass] = [:]
        var findings: [Finding] = []
        var all: [DeclaredClass] = []
        for declared in sources.joined() {
            guard let earlier = first[declared.name.text] else {
                first[declared.name.text] = declared
                all.append(declared)
                continue
            }
            let sameActions = Set(earlier.actions.map(\.selector)) == Set(declared.actions.map(\.selector))
            guard !sameActions || earlier.superclass != declared.superclass else { continue }
            let difference = sameActions
                ? "superclass \(declared.superclass?.text ?? "none") instead of \(earlier.superclass?.text ?? "none")"
                : "different actions"
            if let location = declared.location ?? earlier.location {
                findings.append(Finding(
                    .conflictingDeclaration,
                    "'\(declared.name)' is declared again with \(difference)\(earlier.location.map { "; first declared at \($0)" } ?? ""); the first declaration is used",
                    at: location,
                    related: earlier.location.map { [$0] } ?? []
                ))
            }
        }
        return (ActionRegistry(all), findings)
    }

    /// The class a name refers to: exactly, or module-qualified against unqualified.
    public func declaredClass(_ name: String) -> DeclaredClass? {
        if let index = exact[name] { return classes[index] }
        let className = ClassName(name)
        if className.isQualified { return exact[String(className.unqualified)].map { classes[$0] } }
        return unqualified[name].map { classes[$0] }
    }

    /// The class and its known superclasses, nearest first; stops at a class the registry does
    /// not know, and at a cycle.
    public func lineage(of name: String) -> [DeclaredClass] {
        var chain: [DeclaredClass] = []
        var seen = Set<String>()
        var next = declaredClass(name)
        while let current = next, seen.insert(current.name.text).inserted {
            chain.append(current)
            next = current.superclass.flatMap { declaredClass($0.text) }
        }
        return chain
    }

    /// The class in the lineage of `className` that declares `selector` — what
    /// `respondsToSelector:` would find — or nil.
    public func declaringClass(of selector: ActionSelector, in className: String) -> DeclaredClass? {
        lineage(of: className).first { $0.actions.contains { $0.selector == selector } }
    }

    /// Every action `className` responds to, its own first, then inherited ones.
    public func allActions(of className: String) -> [DeclaredAction] {
        var seen = Set<ActionSelector>()
        return lineage(of: className).flatMap(\.actions).filter { seen.insert($0.selector).inserted }
    }
}
