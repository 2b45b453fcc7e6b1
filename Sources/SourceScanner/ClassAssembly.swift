import EventMapXML
import EventMapper

/// Merges the fragments of every file into one ``DeclaredClass`` per class: the primary
/// declaration gives the superclass and the location, every fragment adds its actions (the first
/// place an action is declared is kept). Names match as the registry matches them.
struct ClassAssembly {
    private struct Entry {
        var name: ClassName
        var superclass: ClassName?
        var primary: SourceLocation?
        var firstSeen: SourceLocation
        var actions: [DeclaredAction] = []
        var selectors = Set<ActionSelector>()
    }

    private var entries: [Entry] = []
    private var index = ClassNameIndex()
    /// Two primary declarations of one class that disagree on its superclass.
    private(set) var findings: [Finding] = []

    /// Adds a file's fragments, in order.
    mutating func add(_ fragment: ClassFragment) {
        let position: Int
        if let known = index.position(of: fragment.name.text) {
            position = known
        } else {
            position = entries.count
            index.insert(fragment.name, at: position)
            entries.append(Entry(name: fragment.name, firstSeen: fragment.location))
        }
        if fragment.role == .primary { record(primary: fragment, at: position) }
        for action in fragment.actions where entries[position].selectors.insert(action.selector).inserted {
            entries[position].actions.append(action)
        }
    }

    private mutating func record(primary fragment: ClassFragment, at position: Int) {
        guard let earlier = entries[position].primary else {
            entries[position].primary = fragment.location
            entries[position].superclass = fragment.superclass
            return
        }
        let before = entries[position].superclass
        if before == nil { entries[position].superclass = fragment.superclass }
        guard let superclass = fragment.superclass, let before, !ClassNameIndex.sameClass(before, superclass) else { return }
        findings.append(Finding(
            .conflictingDeclaration,
            "'\(fragment.name)' is declared again with superclass \(superclass) instead of \(before); first declared at \(earlier); the first declaration is used",
            at: fragment.location, related: [earlier]
        ))
    }

    /// The classes, in the order they were first seen.
    var classes: [DeclaredClass] {
        entries.map { DeclaredClass(name: $0.name, superclass: $0.superclass, actions: $0.actions, location: $0.primary ?? $0.firstSeen) }
    }
}
