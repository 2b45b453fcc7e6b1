import EventMapCore
import EventMapXML

/// The checks that compare the config with the declared code: the one pass of a validation that
/// needs a registry.
struct RegistryCheck {
    let map: EventMap
    let registry: ActionRegistry
    let tag: String
    let fallback: SourceLocation
    /// Actions storyboards and xibs connect, which their classes must implement.
    let connectedActions: [ConnectedAction]
    /// Whether the map holds the whole config set; the checks that ask "is it configured
    /// anywhere?" are run only then.
    let checksWholeSet: Bool
    /// When given, only the registry's classes of these unqualified names are checked for
    /// untracked and superclass-only actions (the part of a set a draft can change).
    let classScope: Set<Substring>?
    /// Whether each configured class name is the key the hooks look its class up by.
    let reachability: ClassNameReachability
    let resolver: EventResolver
    var findings: [Finding] = []

    init(
        map: EventMap, registry: ActionRegistry, tag: String, fallback: SourceLocation, connectedActions: [ConnectedAction] = [],
        checksWholeSet: Bool = true, classLookup: ClassLookup = .exact, classScope: Set<Substring>? = nil
    ) {
        self.classScope = classScope
        self.reachability = ClassNameReachability(lookup: classLookup)
        self.map = map
        self.registry = registry
        self.tag = tag
        self.fallback = fallback
        self.connectedActions = connectedActions
        self.checksWholeSet = checksWholeSet
        self.resolver = EventResolver(map)
    }

    /// Every finding of the rules in `Rules/` that compare the configs with the code.
    mutating func run() -> [Finding] {
        for page in map.pages { checkConfigured(page) }
        for (position, declared) in registry.classes.enumerated() where checksWholeSet && classScope?.contains(declared.name.unqualified) != false {
            checkTagged(declared)
            checkInherited(declared, at: position)
        }
        var unknownConnectedClasses = Set<String>()
        for action in connectedActions { checkConnected(action, unknownClasses: &unknownConnectedClasses) }
        return findings
    }

    /// The configured class exists under the name the hooks look it up by, and each configured
    /// action is declared by it or a superclass.
    private mutating func checkConfigured(_ page: PageMapping) {
        let lineage = registry.lineagePositions(of: page.className.value.text)
        guard !lineage.isEmpty else {
            findings.append(.unknownClass(page.className, in: registry))
            return
        }
        if let unreachable = reachability.finding(forKey: page.className.value, at: page.className.location, naming: registry.classes[lineage[0]]) {
            findings.append(unreachable)
        }
        checkDeclared(page, lineage: lineage)
    }
}

extension String.UTF8View {
    /// Whether `needle` occurs in these bytes; a plain byte search, as a selector is ASCII.
    /// Both are read in place when contiguous, so that no array is made for each of a
    /// registry's actions.
    func containsSequence(_ needle: String.UTF8View) -> Bool {
        let found = withContiguousStorageIfAvailable { haystack in
            needle.withContiguousStorageIfAvailable { pattern in Self.contains(pattern, in: haystack) }
        }
        if let found = found ?? nil { return found }
        let haystack = Array(self)
        let pattern = Array(needle)
        return haystack.withUnsafeBufferPointer { haystack in pattern.withUnsafeBufferPointer { Self.contains($0, in: haystack) } }
    }

    private static func contains(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard pattern.count <= haystack.count else { return false }
        for start in 0...(haystack.count - pattern.count) where haystack[start] == pattern[0] {
            if UnsafeBufferPointer(rebasing: haystack[start..<(start + pattern.count)]).elementsEqual(pattern) { return true }
        }
        return false
    }
}
