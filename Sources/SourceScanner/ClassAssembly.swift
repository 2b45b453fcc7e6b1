import EventMapCore
import EventMapXML
import EventMapper

/// Merges what every file declares into one `DeclaredClass` per class: the primary declaration
/// gives the superclass and the location, every fragment adds its actions (the first place an
/// action is declared is kept). Names match as the registry matches them.
///
/// What no single file can tell is decided here, once every file is added
/// (``ClassAssembly/Resolution``):
/// - a Swift class's superclass, when its first inherited type is not a class of its own file:
///   a class of the scan is the superclass, a protocol or value type of the scan is not, and a
///   name the scan never declares is guessed (``SwiftSuperclassGuess``);
/// - an extension that names a class by the Swift name `@objc(Name)` replaced joins `Name`;
/// - an extension of a type that is no class (a struct, enum or protocol of the scan, or a
///   value type or protocol of ``FrameworkDeclarations``) is left out;
/// - which candidates are in the runtime (`@objcMembers`, overrides, protocol witnesses).
struct ClassAssembly {
    struct Item {
        var action: DeclaredAction
        /// nil: in the runtime; otherwise what must hold.
        var condition: ActionCandidate.Condition?
        /// The Swift name of a candidate, for matching protocol requirements.
        var swiftName: String?
    }

    struct Entry {
        var name: ClassName
        var superclass: ClassName?
        /// The superclass is a Swift class's first inherited type, still to be told from a protocol.
        var superclassIsUndecided = false
        var primary: SourceLocation?
        var firstSeen: SourceLocation
        var items: [Item] = []
        var hasObjCMembers = false
        /// Every type the class's declarations list after its name: its protocols are among them.
        var inheritedTypes: [String] = []
        /// What the runtime reports: the primary declaration's, else the first fragment's that tells.
        var runtimeName: RuntimeClassName?
    }

    private var entries: [Entry] = []
    private var index = ClassNameIndex()
    /// Swift names (`LegacyOrdersViewController`) of classes `@objc(Name)` renames, and the name.
    private(set) var runtimeNames: [String: ClassName] = [:]
    private(set) var declarations = ScanDeclarations()
    /// Classes declared in code with a mangled name: added once every file is, and only under a
    /// name no other class of the scan has, so that one never merges into another.
    private(set) var localClasses: [ClassFragment] = []
    /// Two primary declarations of one class that disagree on its superclass.
    private(set) var findings: [Finding] = []
    /// Whether the scan's declarations and renames are given, not gathered from the files added.
    private var hasWholeScanContext = false

    /// An assembly of every file's fragments.
    init() {}

    /// An assembly of some classes' fragments only, which reads the declarations and renames of
    /// the whole scan from `context`: what a merge redone for a few classes needs of the rest.
    init(context: MergeIndex.Context) {
        declarations = context.declarations
        runtimeNames = context.runtimeNames
        hasWholeScanContext = true
    }

    /// Adds what one file declares, files in order.
    mutating func add(_ scan: SourceFileScan) {
        scan.classes.forEach { add($0) }
        guard !hasWholeScanContext else { return }
        declarations.swiftOnlyTypeNames.formUnion(scan.swiftOnlyTypeNames)
        declarations.nonClassTypeNames.formUnion(scan.valueTypeNames)
        for declared in scan.protocols {
            declarations.nonClassTypeNames.insert(declared.name)
            if declarations.protocols[declared.name] == nil { declarations.protocols[declared.name] = declared }
        }
    }

    /// Adds a file's fragment, in order.
    mutating func add(_ fragment: ClassFragment) {
        if case .mangled(.local)? = fragment.runtimeName {
            localClasses.append(fragment)
            return
        }
        insert(fragment)
    }

    /// Merges a fragment into its class's entry, making one when the class is new.
    private mutating func insert(_ fragment: ClassFragment) {
        let position: Int
        if let known = index.position(of: fragment.name.text) {
            position = known
        } else {
            position = entries.count
            index.insert(fragment.name, at: position)
            entries.append(Entry(name: fragment.name, firstSeen: fragment.location))
        }
        if fragment.role == .primary {
            // The class's own declaration names it best: `Shop.Cart` where an extension seen
            // first wrote `Cart`.
            if entries[position].primary == nil {
                entries[position].name = fragment.name
                entries[position].runtimeName = fragment.runtimeName ?? entries[position].runtimeName
            }
            record(primary: fragment, at: position)
        } else if entries[position].runtimeName == nil {
            entries[position].runtimeName = fragment.runtimeName
        }
        if fragment.hasObjCMembers { entries[position].hasObjCMembers = true }
        if let swiftName = fragment.swiftName, !hasWholeScanContext { runtimeNames[swiftName.text] = fragment.name }
        if !fragment.inheritedTypes.isEmpty { entries[position].inheritedTypes += fragment.inheritedTypes }
        Self.append(fragment, inSourceOrderTo: &entries[position].items)
    }

    /// Adds a fragment's actions and candidates, merged by place: both lists are in source order,
    /// and merged, the fragment's methods keep it.
    private static func append(_ fragment: ClassFragment, inSourceOrderTo items: inout [Item]) {
        let actions = fragment.actions
        let candidates = fragment.candidates
        items.reserveCapacity(items.count + actions.count + candidates.count)
        guard Self.isInSourceOrder(actions.lazy.map(\.location)), Self.isInSourceOrder(candidates.lazy.map(\.action.location)) else {
            // A place missing: sorted by place where both are known, else as listed.
            let listed =
                actions.map { Item(action: $0, condition: nil) }
                + candidates.map { Item(action: $0.action, condition: $0.condition, swiftName: $0.swiftName) }
            items += listed.enumerated().sorted { first, second in
                switch (first.element.action.location, second.element.action.location) {
                case (let a?, let b?) where a != b: a < b
                default: first.offset < second.offset
                }
            }.map(\.element)
            return
        }
        // The order sorting both lists by place (an action first at the same place) gives.
        var next = (action: 0, candidate: 0)
        while next.action < actions.count || next.candidate < candidates.count {
            if next.candidate == candidates.count
                || (next.action < actions.count && !(candidates[next.candidate].action.location! < actions[next.action].location!))
            {
                items.append(Item(action: actions[next.action], condition: nil))
                next.action += 1
            } else {
                let candidate = candidates[next.candidate]
                items.append(Item(action: candidate.action, condition: candidate.condition, swiftName: candidate.swiftName))
                next.candidate += 1
            }
        }
    }

    /// Whether every place is known and none comes before the one listed before it.
    private static func isInSourceOrder(_ locations: some Sequence<SourceLocation?>) -> Bool {
        var previous: SourceLocation?
        for location in locations {
            guard let location else { return false }
            if let previous, location < previous { return false }
            previous = location
        }
        return true
    }

    private mutating func record(primary fragment: ClassFragment, at position: Int) {
        let superclass = fragment.superclass ?? fragment.undecidedSuperclass.map(ClassName.init)
        guard let earlier = entries[position].primary else {
            entries[position].primary = fragment.location
            entries[position].superclass = superclass
            entries[position].superclassIsUndecided = fragment.superclass == nil && superclass != nil
            return
        }
        let before = entries[position].superclass
        if before == nil {
            entries[position].superclass = superclass
            entries[position].superclassIsUndecided = fragment.superclass == nil && superclass != nil
        }
        guard let superclass, let before, !ClassNameIndex.sameClass(before, superclass) else { return }
        findings.append(
            Finding(
                .conflictingDeclaration,
                "'\(fragment.name)' is declared again with superclass \(superclass) instead of \(before); first declared at \(earlier); the first declaration is used",
                at: fragment.location, related: [earlier]
            ))
    }

    /// What the assembly makes of its fragments once every file is added.
    struct Resolved {
        /// The classes, in the order they were first seen.
        var classes: [DeclaredClass]
        /// The file each class was first seen in.
        var firstSeenFiles: [String]
        /// The Swift names of the methods that satisfy a protocol requirement, with the
        /// requirement's selector (nil once two differ).
        var witnesses: [String: ActionSelector?]

        /// The witnesses with one selector: what a `#selector` naming one of them stands for.
        var witnessSelectors: [String: ActionSelector] { witnesses.compactMapValues { $0 } }
    }

    /// The classes, and the protocol witnesses their methods are.
    func resolved() -> Resolved {
        var assembly = self
        assembly.localClasses = []
        for local in localClasses where assembly.index.position(of: local.name.text) == nil { assembly.insert(local) }
        return assembly.resolvedWithLocalClasses()
    }

    private func resolvedWithLocalClasses() -> Resolved {
        var resolution = Resolution(entries: classEntries(), declarations: declarations)
        var classes: [DeclaredClass] = []
        classes.reserveCapacity(resolution.entries.count)
        for position in resolution.entries.indices {
            let actions = resolution.actions(of: position)
            classes.append(
                DeclaredClass(
                    name: resolution.entries[position].name, superclass: resolution.entries[position].superclass, actions: actions,
                    location: resolution.entries[position].primary ?? resolution.entries[position].firstSeen,
                    runtimeName: resolution.entries[position].runtimeName
                ))
        }
        return Resolved(classes: classes, firstSeenFiles: resolution.entries.map(\.firstSeen.file), witnesses: resolution.witnesses)
    }

    /// The entries that are classes: additions under a Swift name moved to the renamed class,
    /// extensions of types that are no class left out, superclasses decided.
    private func classEntries() -> [Entry] {
        var merged = entries
        var isRemoved = [Bool](repeating: false, count: entries.count)
        for position in entries.indices where entries[position].primary == nil {
            let name = entries[position].name.text
            if let runtimeName = runtimeNames[name], let target = index.position(of: runtimeName.text), target != position {
                merged[target].items += entries[position].items
                merged[target].inheritedTypes += entries[position].inheritedTypes
                isRemoved[position] = true
            } else if declarations.isNonClass(name) {
                isRemoved[position] = true
            }
        }
        for position in merged.indices {
            guard let superclass = merged[position].superclass else { continue }
            if merged[position].superclassIsUndecided {
                merged[position].superclass = decideSuperclass(superclass.text)
                merged[position].superclassIsUndecided = false
            } else if let declared = index.position(of: superclass.text), entries[declared].primary != nil {
                // The name the class's own declaration gives it: `Shop.Cart` for `Cart`.
                merged[position].superclass = entries[declared].name
            }
        }
        guard isRemoved.contains(true) else { return merged }
        var kept: [Entry] = []
        kept.reserveCapacity(merged.count)
        for position in merged.indices where !isRemoved[position] { kept.append(merged[position]) }
        return kept
    }

    /// A Swift class's first inherited type as its superclass, or nil when it is a protocol.
    private func decideSuperclass(_ name: String) -> ClassName? {
        if let renamed = runtimeNames[name] { return renamed }
        if let position = index.position(of: name), entries[position].primary != nil { return entries[position].name }
        if declarations.isNonClass(name) { return nil }
        return SwiftSuperclassGuess.superclass(guessingFrom: name).map(ClassName.init)
    }
}

/// The types of the whole scan that are not classes, and the protocols with their requirements.
struct ScanDeclarations: Sendable, Equatable {
    /// The simple names of the Swift types Objective-C cannot represent.
    var swiftOnlyTypeNames = Set<String>()
    /// The structs, enums, actors and protocols of every file.
    var nonClassTypeNames = Set<String>()
    /// The protocols of every file, by name (the first declaration of a name).
    var protocols: [String: ProtocolDeclaration] = [:]

    /// Whether `name` is a type the scan, or the framework table, knows is not a class.
    func isNonClass(_ name: String) -> Bool {
        let simple = name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").last.map(String.init) ?? name : name
        return nonClassTypeNames.contains(name) || FrameworkDeclarations.nonClassTypes.contains(simple)
            || FrameworkDeclarations.objcProtocols[simple] != nil
    }

    /// The protocol `name` stands for: one of the scan, else one of the framework table.
    func protocolNamed(_ name: String) -> ProtocolDeclaration? {
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        return protocols[name] ?? protocols[simple] ?? FrameworkDeclarations.objcProtocols[simple]
    }
}
