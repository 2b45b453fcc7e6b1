import Dispatch
import EventMapCore
import EventMapper

/// Judges each tracking call as the hooks will see it, once every file is read:
///
/// - at the top level of `viewWillAppear:`/`viewDidAppear:` → the page's `Enter`; of
///   `viewWillDisappear:`/`viewDidDisappear:` → `Leave` (the hooks record both at the
///   `…Will…` methods);
/// - in a method a `UIControl` sends to the class or a superclass's (an `IBAction`, a selector
///   given to `addTarget:action:forControlEvents:` with `self` as the target, an action a
///   storyboard or xib connects) → a `ControlEventIDs` entry for the class and that selector;
/// - anywhere else, under a runtime condition, in a block or closure, or only in a debug build
///   → not mappable, with the reason;
/// - an ID that is not a literal or a constant defined once as one → dynamic.
struct AdoptionClassifier {
    private let registry: ScannedRegistry
    private let files: [FileTrackingCalls]
    private var classes: [String: DeclaredClass] = [:]
    /// The classes by their name without the module (`Shop.Cart` is also `Cart`).
    private var classesByShortName: [String: DeclaredClass] = [:]
    private var constants: [String: [(value: String, location: SourceLocation)]] = [:]
    private var controlActions: Set<ActionKey> = []
    /// The classes a control sends each selector to.
    private var controlTargets: [String: ClassNames] = [:]
    private var otherSenders: [ActionKey: ActionWiring.Sender] = [:]

    init(registry: ScannedRegistry, files: [FileTrackingCalls]) {
        self.registry = registry
        self.files = files
        for declared in registry.classes {
            classes[declared.name.text] = declared
            classesByShortName[Self.shortName(declared.name.text)] = classesByShortName[Self.shortName(declared.name.text)] ?? declared
        }
        let references = Dictionary(grouping: registry.selectorReferences, by: \.location.file)
        for file in files {
            constants.merge(file.constants) { $0 + $1 }
            controlActions.formUnion(file.interfaceBuilderActions)
            for wiring in file.wirings {
                guard let selector = wiring.selector ?? Self.reference(of: wiring, among: references) else { continue }
                let key = ActionKey(className: wiring.className, selector: selector)
                if wiring.sender == .control { controlActions.insert(key) } else { otherSenders[key] = wiring.sender }
            }
        }
        for action in registry.connectedActions { controlActions.insert(ActionKey(className: action.className.text, selector: action.selector.text)) }
        for action in controlActions { controlTargets[action.selector, default: ClassNames()].insert(action.className) }
    }

    /// A class's name without its module: what follows the first dot.
    private static func shortName(_ name: String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The selector reference the scan resolved inside a Swift `#selector(…)`.
    private static func reference(of wiring: ActionWiring, among references: [String: [SelectorReference]]) -> String? {
        references[wiring.file]?.first { reference in
            wiring.selectorRange.contains(SourcePosition(line: reference.location.line, column: reference.location.column))
        }?.selector.text
    }

    /// Every call, judged, in file order.
    /// - Parameter threads: How many threads share the files.
    func judged(threads: Int = 1) -> [AdoptionCall] {
        var byFile = [[AdoptionCall]](repeating: [], count: files.count)
        let threads = max(1, min(threads, files.count))
        byFile.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in stride(from: thread, to: files.count, by: threads) {
                    slots[index] = files[index].sites.map { judge($0, problem: files[index].syntaxProblem) }
                }
            }
        }
        return Array(byFile.joined())
    }

    private func judge(_ site: TrackingCallSite, problem: Finding?) -> AdoptionCall {
        var call = AdoptionCall(status: .adoptable, location: site.location, pattern: site.pattern, method: site.method)
        var notes: [String] = []
        let id = eventID(site.argument, notes: &notes)
        call.eventID = id.value
        for condition in site.conditions where condition.inRelease == true { notes.append("under \(condition.text), which a release build compiles") }
        let runtime = site.className.map(runtimeName)
        call.className = runtime?.name ?? site.className
        let target = target(of: site)
        call.target = target.value
        if let note = target.note { notes.append(note) }
        call.notes = notes
        if let problem {
            return rejected(
                call, .unknown, "its file could not be read whole (\(problem.location.line):\(problem.location.column): \(problem.message))")
        }
        if let debugOnly = site.conditions.first(where: { $0.inRelease == false }) {
            return rejected(call, .notMappable, "only in a debug build (\(debugOnly.text)): a release build never makes this call")
        }
        if let undecided = site.conditions.first(where: { $0.inRelease == nil }) {
            return rejected(call, .notMappable, "under \(undecided.text), which adopt cannot decide for a release build")
        }
        if site.className == nil || site.method == nil { return rejected(call, .notMappable, "not in a method of a class: the hooks cannot see it") }
        if let place = site.placeProblem { return rejected(call, .notMappable, "\(place): the hooks cannot see it") }
        if let why = target.problem { return rejected(call, .notMappable, why) }
        if let why = runtime?.problem { return rejected(call, .notMappable, why) }
        if let why = id.problem { return rejected(call, .dynamic, why) }
        if let why = id.value.flatMap(Self.unusable) { return rejected(call, .invalidID, why) }
        return call
    }

    /// The call with the status and the reason it is not adopted. Only a dynamic call keeps its
    /// target, which a reviewer may configure by hand.
    private func rejected(_ call: AdoptionCall, _ status: AdoptionCall.Status, _ reason: String) -> AdoptionCall {
        var call = call
        call.status = status
        call.reason = reason
        if status != .dynamic && status != .invalidID {
            call.target = nil
            call.notes.removeAll { $0.hasPrefix("the hooks record") }
        }
        return call
    }

    // MARK: The ID

    private func eventID(_ argument: TrackingArgument, notes: inout [String]) -> (value: String?, problem: String?) {
        switch argument {
        case .literal(let text):
            return (text, nil)
        case .computed(let text):
            return (nil, "the ID is computed at run time (\(text)); adopt does not guess it")
        case .constant(let name, let keys):
            guard let key = keys.first(where: { constants[$0] != nil }), let definitions = constants[key] else {
                return (nil, "'\(name)' is not a string constant adopt can follow to a literal")
            }
            let values = Set(definitions.map(\.value))
            guard values.count == 1, let value = values.first else {
                let places = definitions.map { "\($0.location)" }.joined(separator: ", ")
                return (nil, "'\(name)' is defined with different values (\(places)); adopt does not choose")
            }
            notes.append("the ID is \(name), defined at \(definitions[0].location)")
            return (value, nil)
        }
    }

    /// Why a literal cannot be an event ID in a config, or nil when it can.
    private static func unusable(_ id: String) -> String? {
        if id.allSatisfy(\.isWhitespace) { return "the ID is empty: no config entry can record it" }
        guard let control = id.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) else { return nil }
        let code = String(control.value, radix: 16, uppercase: true)
        return "the ID holds the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), which a config cannot hold"
    }

    // MARK: The target

    private static let enterMethods = ["viewWillAppear:", "viewDidAppear:"]
    private static let leaveMethods = ["viewWillDisappear:", "viewDidDisappear:"]

    private func target(of site: TrackingCallSite) -> (value: String?, problem: String?, note: String?) {
        guard let className = site.className, let method = site.method else { return (nil, nil, nil) }
        if Self.enterMethods.contains(method) || Self.leaveMethods.contains(method) {
            let event = Self.enterMethods.contains(method) ? "Enter" : "Leave"
            let hook = event == "Enter" ? "viewWillAppear:" : "viewWillDisappear:"
            return (event, nil, method == hook ? nil : "the hooks record \(event) at \(hook), a little before \(method)")
        }
        if isControlAction(className, method) { return (method, nil, nil) }
        let sender = otherSenders[ActionKey(className: className, selector: method)]
        let why: String
        if let sender {
            why = "in \(method), the action of a \(sender.rawValue), which does not pass through UIControl: the hooks cannot see it"
        } else if method.hasPrefix("tableView:") || method.hasPrefix("collectionView:") || method.contains("Delegate") {
            why = "in \(method), a delegate callback: the hooks cannot see it"
        } else {
            why =
                "in \(method), which no UIControl sends (no IBAction, addTarget:action:forControlEvents: or storyboard connection names it): the hooks cannot see it"
        }
        return (nil, why, nil)
    }

    /// Whether a control sends `selector` to `className`, wired on the class or a superclass.
    private func isControlAction(_ className: String, _ selector: String) -> Bool {
        var name: String? = className
        var seen: Set<String> = []
        while let current = name, seen.insert(current).inserted {
            if controlTargets[selector]?.containsClass(named: current) == true { return true }
            name = declaredClass(current)?.superclass?.text
        }
        return false
    }

    private func declaredClass(_ name: String) -> DeclaredClass? {
        classes[name] ?? classesByShortName[name] ?? classesByShortName[Self.shortName(name)]
    }

    // MARK: The class's runtime name

    private func runtimeName(_ className: String) -> (name: String, problem: String?) {
        switch declaredClass(className)?.runtimeName {
        case .named(let name)?:
            return (name.text, nil)
        case .inUnknownModule(let name)?:
            return (
                "<module>." + name.text,
                "the runtime names this Swift class after its module, which adopt does not know: name the module of its folder in .mapper.json (modules) or with --module"
            )
        case .mangled(let why)?:
            return (className, "the runtime gives \(className) a mangled _Tt… name (\(why.text)): give it @objc(Name) to configure it")
        case nil:
            return (declaredClass(className)?.name.text ?? className, nil)
        }
    }
}

/// A set of class names that finds a class by any of its names: two names are one class when
/// they are equal or one is the other qualified by a module (`Shop.Cart` and `Cart`).
private struct ClassNames {
    private var names: Set<String> = []
    /// What follows each dot of each name: the names it qualifies.
    private var qualified: Set<String> = []

    mutating func insert(_ name: String) {
        names.insert(name)
        for suffix in Self.suffixesAfterDots(of: name) { qualified.insert(suffix) }
    }

    /// Whether `name` names a class of the set.
    func containsClass(named name: String) -> Bool {
        names.contains(name) || qualified.contains(name) || Self.suffixesAfterDots(of: name).contains(where: names.contains)
    }

    private static func suffixesAfterDots(of name: String) -> [String] {
        name.utf8.indices.filter { name.utf8[$0] == UInt8(ascii: ".") }.map { String(name[name.utf8.index(after: $0)...]) }
    }
}
