import EventMapCore

/// The registry's classes by position: each one's superclass, and which selectors each one
/// declares, so that `respondsToSelector:` is answered with one hash probe per class of the
/// lineage instead of building the lineage by name and scanning every action in it.
///
/// Validating a 10,000-page config asks it about 200,000 configured actions. Selectors are
/// compared on their UTF-8 bytes, hashed without `String`'s Unicode-aware hashing. Two
/// selectors with equal bytes are equal strings; the reverse holds for ASCII only, so a miss
/// for a selector with other characters (or in a registry that has such selectors) is checked
/// again by `String` comparison.
struct DeclaredActionIndex: Sendable {
    /// Each class's superclass, as a position, or -1 when the registry does not declare it.
    private let superclassPositions: [Int32]
    /// Every declared action: its selector's bytes, in the namespace of its class's position.
    private let selectors: ByteKeyTable
    /// Whether some declared selector has a byte outside ASCII.
    private let hasNonASCIISelectors: Bool

    /// Indexes `classes`, whose names `names` finds by position.
    init(_ classes: [DeclaredClass], names: ClassNameIndex) {
        var superclassPositions: [Int32] = []
        superclassPositions.reserveCapacity(classes.count)
        var selectors = ByteKeyTable(capacity: classes.reduce(0) { $0 + $1.actions.count })
        var hasNonASCIISelectors = false
        for (position, declared) in classes.enumerated() {
            superclassPositions.append(declared.superclass.flatMap { names.position(of: $0.text) }.map(Int32.init) ?? -1)
            for action in declared.actions {
                selectors.insert(action.selector.text, namespace: Int32(position))
                hasNonASCIISelectors = hasNonASCIISelectors || !isASCII(action.selector.text)
            }
        }
        self.superclassPositions = superclassPositions
        self.selectors = selectors
        self.hasNonASCIISelectors = hasNonASCIISelectors
    }

    /// The class at `position` and its known superclasses, nearest first; stops at a class the
    /// registry does not know, and at a cycle.
    func lineage(from position: Int) -> [Int] {
        var chain = [position]
        // Lineages are a few classes long: a cycle is looked for in the chain itself, and in a
        // set only once the chain is long.
        var seen = Set<Int>()
        var current = position
        while superclassPositions[current] >= 0 {
            let next = Int(superclassPositions[current])
            if chain.count <= 16 {
                if chain.contains(next) { break }
            } else {
                if seen.isEmpty { seen = Set(chain) }
                guard seen.insert(next).inserted else { break }
            }
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether the class at `position` declares `selector` itself.
    /// - Parameter declared: The class's actions, for the comparison bytes cannot settle.
    func declares(_ selector: ActionSelector, at position: Int, among declared: [DeclaredAction]) -> Bool {
        if selectors.index(of: selector.text, namespace: Int32(position)) != nil { return true }
        guard hasNonASCIISelectors || !isASCII(selector.text) else { return false }
        return declared.contains { $0.selector == selector }
    }
}

/// Whether every byte of `text` is ASCII, read in place when the string is contiguous.
func isASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
}
