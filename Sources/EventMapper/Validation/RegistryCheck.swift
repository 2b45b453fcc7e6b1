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
    private let resolver: EventResolver
    private var findings: [Finding] = []

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

    /// A storyboard's or xib's action is implemented by its class or a superclass, as
    /// `respondsToSelector:` would find it; an unknown class is reported once, at its first action.
    private mutating func checkConnected(_ action: ConnectedAction, unknownClasses: inout Set<String>) {
        let className = action.className.text
        guard registry.declaredClass(className) != nil else {
            guard unknownClasses.insert(className).inserted else { return }
            let suggestion = NearestName.suggestion(
                for: String(action.className.unqualified), among: registry.classes.map { String($0.name.unqualified) })
            findings.append(
                Finding(
                    .unknownClass, "'\(action.className)' has actions connected in Interface Builder but the registry has no such class",
                    at: action.location, suggestion: suggestion.map { "did you mean \($0)?" }))
            return
        }
        guard registry.declaringClass(of: action.selector, in: className) == nil else { return }
        let suggestion = NearestName.suggestion(for: action.selector.text, among: registry.allActions(of: className).map(\.selector.text))
        findings.append(
            Finding(
                .unimplementedConnectedAction,
                "\(action.selector) is connected to \(action.className), which does not implement it; the app crashes with 'unrecognized selector' when it is sent",
                at: action.location, suggestion: suggestion.map { "did you mean \($0)?" }))
    }

    /// The configured class exists under the name the hooks look it up by, and each configured
    /// action is declared by it or a superclass.
    private mutating func checkConfigured(_ page: PageMapping) {
        let className = page.className.value
        let lineage = registry.lineagePositions(of: className.text)
        guard !lineage.isEmpty else {
            // Swift-declared classes are module-qualified; an unqualified config name is compared
            // with their unqualified part, or no module-qualified name would ever be close enough.
            let candidates = registry.classes.map { className.isQualified ? $0.name.text : String($0.name.unqualified) }
            let suggestion = NearestName.suggestion(for: className.text, among: candidates)
            findings.append(
                Finding(
                    .unknownClass, "'\(className)' is configured but the registry has no such class",
                    at: page.className.location, suggestion: suggestion.map { "did you mean \($0)?" }))
            return
        }
        if let unreachable = reachability.finding(forKey: className, at: page.className.location, naming: registry.classes[lineage[0]]) {
            findings.append(unreachable)
        }
        // By index: a copy of each mapping (two strings, two locations) cost more than the check.
        for index in page.controls.indices where registry.declaringPosition(of: page.controls[index].selector.value, inLineage: lineage) == nil {
            let control = page.controls[index]
            let suggestion = registry.suggestedAction(
                for: control.selector.value, ofClass: className.text, mapped: page.controls.map(\.selector.value), tag: tag)
            findings.append(
                Finding(
                    .undeclaredAction, Rule.undeclaredActionMessage(className, control.selector.value),
                    at: control.selector.location, suggestion: suggestion.map { "did you mean \($0)?" }))
        }
    }

    /// Every tagged action a class declares itself is configured for that class.
    private mutating func checkTagged(_ declared: DeclaredClass) {
        for action in declared.actions where action.selector.text.utf8.containsSequence(tag.utf8) {
            guard resolver.eventID(forAction: action.selector.text, ofClass: declared.name.text) == nil else { continue }
            let place = action.location ?? declared.location ?? resolver.page(declared.name.text)?.className.location ?? fallback
            findings.append(
                Finding(
                    .untrackedAction,
                    "-[\(declared.name) \(action.selector)] is tagged \(tag) but no event is configured for it",
                    at: place,
                    suggestion: reachability.configKey(for: declared).map { "add it under \($0) → ControlEventIDs" }
                        ?? reachability.unreachableSuggestion(for: declared)
                ))
        }
    }

    /// An inherited action configured only under the superclass that declares it is never found
    /// for this class by the exact-class lookup.
    private mutating func checkInherited(_ declared: DeclaredClass, at position: Int) {
        let lineage = registry.lineagePositions(of: declared.name.text)
        guard lineage.count > 1 else { return }
        for ancestor in lineage.dropFirst().map({ registry.classes[$0] }) {
            for action in ancestor.actions where !registry.declares(action.selector, classAt: position) {
                guard resolver.eventID(forAction: action.selector.text, ofClass: ancestor.name.text) != nil,
                    resolver.eventID(forAction: action.selector.text, ofClass: declared.name.text) == nil,
                    let configured = resolver.controlEvent(forAction: action.selector.text, ofClass: ancestor.name.text)
                else { continue }
                let keyLocation = resolver.page(ancestor.name.text)?.controls.first { $0.selector.value == action.selector }?.selector.location
                findings.append(
                    Finding(
                        .superclassOnlyAction,
                        "-[\(ancestor.name) \(action.selector)] is configured only for \(ancestor.name); \(declared.name) inherits it, and the exact-class lookup finds nothing for \(declared.name)",
                        at: keyLocation ?? configured.location,
                        suggestion: reachability.configKey(for: declared).map { "configure it under \($0) too" }
                            ?? reachability.unreachableSuggestion(for: declared)
                    ))
            }
        }
    }
}

extension String.UTF8View {
    /// Whether `needle` occurs in these bytes; a plain byte search, as a selector is ASCII.
    /// Both are read in place when contiguous: copying them into arrays cost two allocations
    /// for each of a registry's actions.
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
