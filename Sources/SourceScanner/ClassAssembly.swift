import EventMapCore
import EventMapXML
import EventMapper

/// Merges the fragments of every file into one `DeclaredClass` per class: the primary
/// declaration gives the superclass and the location, every fragment adds its actions (the first
/// place an action is declared is kept). Names match as the registry matches them.
///
/// What no single file can tell is decided here, once every file is added:
/// - an extension that names a class by the Swift name `@objc(Name)` replaced joins `Name`;
/// - `@objcMembers` applies to a class whose primary declaration, or a superclass's in the scan,
///   says it: its ``ActionCandidate/Condition/inferredByObjCMembers(typeNames:)`` candidates are
///   kept unless their signature names a type the scan declares that Objective-C cannot represent;
/// - an ``ActionCandidate/Condition/overridesDeclaredAction`` candidate is kept when a superclass
///   in the scan has the selector (declared, or itself kept as a candidate).
struct ClassAssembly {
    private struct Item {
        var action: DeclaredAction
        /// nil: in the runtime; otherwise what must hold.
        var condition: ActionCandidate.Condition?
    }

    private struct Entry {
        var name: ClassName
        var superclass: ClassName?
        var primary: SourceLocation?
        var firstSeen: SourceLocation
        var items: [Item] = []
        var hasObjCMembers = false
    }

    private var entries: [Entry] = []
    private var index = ClassNameIndex()
    /// Swift names (`LegacyOrdersViewController`) of classes `@objc(Name)` renames, and the name.
    private var runtimeNames: [String: ClassName] = [:]
    private var swiftOnlyTypeNames = Set<String>()
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
        if fragment.hasObjCMembers { entries[position].hasObjCMembers = true }
        if let swiftName = fragment.swiftName { runtimeNames[swiftName.text] = fragment.name }
        let items =
            fragment.actions.map { Item(action: $0, condition: nil) }
            + fragment.candidates.map { Item(action: $0.action, condition: $0.condition) }
        // Both lists are in source order: merged, the fragment's methods keep it.
        entries[position].items += items.enumerated().sorted { first, second in
            switch (first.element.action.location, second.element.action.location) {
            case (let a?, let b?) where a != b: a < b
            default: first.offset < second.offset
            }
        }.map(\.element)
    }

    /// Adds the Swift-only type names one file declares.
    mutating func addSwiftOnlyTypes(_ names: [String]) {
        swiftOnlyTypeNames.formUnion(names)
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
        findings.append(
            Finding(
                .conflictingDeclaration,
                "'\(fragment.name)' is declared again with superclass \(superclass) instead of \(before); first declared at \(earlier); the first declaration is used",
                at: fragment.location, related: [earlier]
            ))
    }

    /// The classes, in the order they were first seen.
    var classes: [DeclaredClass] {
        var resolution = Resolution(entries: mergingSwiftNames(), swiftOnlyTypeNames: swiftOnlyTypeNames)
        return resolution.entries.indices.map { position in
            let entry = resolution.entries[position]
            return DeclaredClass(
                name: entry.name, superclass: entry.superclass, actions: resolution.actions(of: position),
                location: entry.primary ?? entry.firstSeen
            )
        }
    }

    /// The entries, with the additions made under a Swift name moved to the renamed class.
    private func mergingSwiftNames() -> [Entry] {
        var merged = entries
        var removed = Set<Int>()
        for (position, entry) in entries.enumerated() where entry.primary == nil {
            guard let runtimeName = runtimeNames[entry.name.text], let target = index.position(of: runtimeName.text),
                target != position
            else { continue }
            merged[target].items += entry.items
            removed.insert(position)
        }
        return merged.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }

    /// Decides the candidates of every class, superclasses first.
    private struct Resolution {
        let entries: [Entry]
        let swiftOnlyTypeNames: Set<String>
        private var index = ClassNameIndex()
        private var resolved: [Int: [DeclaredAction]] = [:]
        private var resolving = Set<Int>()

        init(entries: [Entry], swiftOnlyTypeNames: Set<String>) {
            self.entries = entries
            self.swiftOnlyTypeNames = swiftOnlyTypeNames
            for (position, entry) in entries.enumerated() { index.insert(entry.name, at: position) }
        }

        /// The superclasses in the scan, nearest first (a cycle ends the chain).
        private func ancestors(of position: Int) -> [Int] {
            var chain: [Int] = []
            var current = entries[position].superclass.flatMap { index.position(of: $0.text) }
            while let next = current, next != position, !chain.contains(next) {
                chain.append(next)
                current = entries[next].superclass.flatMap { index.position(of: $0.text) }
            }
            return chain
        }

        mutating func actions(of position: Int) -> [DeclaredAction] {
            if let done = resolved[position] { return done }
            // A superclass cycle: what is certain, without candidates.
            guard resolving.insert(position).inserted else { return entries[position].items.filter { $0.condition == nil }.map(\.action) }
            defer { resolving.remove(position) }
            let ancestors = ancestors(of: position)
            let hasObjCMembers = ([position] + ancestors).contains { entries[$0].hasObjCMembers }
            var inherited = Set<ActionSelector>()
            if entries[position].items.contains(where: { $0.condition == .overridesDeclaredAction }) {
                for ancestor in ancestors { inherited.formUnion(actions(of: ancestor).map(\.selector)) }
            }
            var actions: [DeclaredAction] = []
            var selectors = Set<ActionSelector>()
            for item in entries[position].items {
                let kept =
                    switch item.condition {
                    case nil: true
                    case .inferredByObjCMembers(let typeNames)?: hasObjCMembers && !typeNames.contains(where: swiftOnlyTypeNames.contains)
                    case .overridesDeclaredAction?: inherited.contains(item.action.selector)
                    }
                if kept, selectors.insert(item.action.selector).inserted { actions.append(item.action) }
            }
            resolved[position] = actions
            return actions
        }
    }
}
