import EventMapCore
import EventMapXML

/// One strict pass over a parsed `.mapper.json`, collecting its values and every problem.
struct ProjectFileReader {
    let document: LocatedJSONDocument
    var configs: [String] = []
    /// Where each of ``configs`` is written, in the same order.
    var configLocations: [SourceLocation] = []
    var registries: [String] = []
    var sources: [String] = []
    var modules: [String: String] = [:]
    var exclude: [String] = []
    var tag: String?
    var eventIDPattern: String?
    var classLookup: ClassLookup?
    var rules: [String: RuleSetting] = [:]
    var adoptCalls: [String] = []
    private(set) var problems: [(location: SourceLocation, message: String)] = []

    private static let keys = ProjectConfiguration.keys

    init(document: LocatedJSONDocument) {
        self.document = document
    }

    mutating func read() {
        let root = document.root
        guard document.nodes[root].kind == .object else {
            problem(at: root, "the project file must be a JSON object of settings, found \(document.noun(of: root))")
            return
        }
        let members = document.members(of: root)
        let repeated = Set(document.repeatedKeys(among: members).map(\.repeated))
        for (position, member) in members.enumerated() {
            let key = document.string(member.key)
            if repeated.contains(position) {
                problem(at: member.key, "'\(key)' is given twice; only one can apply")
                continue
            }
            switch key {
            case "configs": (configs, configLocations) = locatedPaths(member.value, key)
            case "registries": registries = paths(member.value, key)
            case "sources": sources = paths(member.value, key)
            case "modules": readModules(member.value)
            case "exclude": exclude = paths(member.value, key)
            case "tag": tag = nonEmptyString(member.value, "'tag'")
            case "eventIDPattern": eventIDPattern = nonEmptyString(member.value, "'eventIDPattern'")
            case "rules": readRules(member.value)
            case "classLookup": readClassLookup(member.value)
            case "adopt": readAdopt(member.value)
            default:
                problem(
                    at: member.key, "'\(key)' is not a project-file key (\(Self.keys.joined(separator: ", ")))" + didYouMean(key, among: Self.keys))
            }
        }
    }

    private mutating func readRules(_ node: Int) {
        guard document.nodes[node].kind == .object else {
            problem(at: node, "'rules' must be an object of rule ID → error, warning, note or off, found \(document.noun(of: node))")
            return
        }
        let ids = Rule.validationRules.map(\.id)
        for member in document.members(of: node) {
            let id = document.string(member.key)
            guard let rule = Rule.withID(id) else {
                problem(at: member.key, "'\(id)' is not a rule ID" + didYouMean(id, among: ids))
                continue
            }
            guard rule.scope == .validation else {
                problem(at: member.key, "'\(id)' cannot be set: only fmt and convert report it, and they always refuse")
                continue
            }
            guard document.nodes[member.value].kind == .string, let setting = RuleSetting(document.string(member.value)) else {
                let found = document.nodes[member.value].kind == .string ? "'\(document.string(member.value))'" : document.noun(of: member.value)
                problem(at: member.value, "the setting of '\(id)' must be error, warning, note or off, found \(found)")
                continue
            }
            rules[id] = setting
        }
    }

    /// `"exact"` or `"module-stripped"`.
    private mutating func readClassLookup(_ node: Int) {
        let values = ClassLookup.allCases.map(\.rawValue)
        let expected = values.map { "'\($0)'" }.joined(separator: " or ")
        guard let text = nonEmptyString(node, "'classLookup'") else { return }
        guard let lookup = ClassLookup(rawValue: text) else {
            problem(at: node, "'classLookup' must be \(expected), found '\(text)'" + didYouMean(text, among: values))
            return
        }
        classLookup = lookup
    }

    /// `{ "calls": ["+[WUserStatistics sendEventToServer:]"] }`: the tracking calls of `mapper adopt`.
    private mutating func readAdopt(_ node: Int) {
        guard document.nodes[node].kind == .object else {
            problem(at: node, "'adopt' must be an object with 'calls', a list of tracking call patterns, found \(document.noun(of: node))")
            return
        }
        for member in document.members(of: node) {
            let key = document.string(member.key)
            guard key == "calls" else {
                problem(at: member.key, "'\(key)' is not a key of 'adopt' (calls)" + didYouMean(key, among: ["calls"]))
                continue
            }
            guard document.nodes[member.value].kind == .array else {
                problem(at: member.value, "'adopt.calls' must be a list of tracking call patterns, found \(document.noun(of: member.value))")
                continue
            }
            for element in document.elements(of: member.value) {
                guard let text = nonEmptyString(element, "a pattern in 'adopt.calls'") else { continue }
                do {
                    _ = try TrackingCallPattern(text)
                    adoptCalls.append(text)
                } catch {
                    problem(at: element, error.description)
                }
            }
        }
    }

    /// `{ "Shop": "App/Shop" }`: each module's name, a Swift identifier, and its source folder.
    private mutating func readModules(_ node: Int) {
        guard document.nodes[node].kind == .object else {
            problem(at: node, "'modules' must be an object of module name → source folder, found \(document.noun(of: node))")
            return
        }
        let members = document.members(of: node)
        let repeated = Set(document.repeatedKeys(among: members).map(\.repeated))
        for (position, member) in members.enumerated() {
            let name = document.string(member.key)
            if repeated.contains(position) {
                problem(at: member.key, "the module '\(name)' is given twice; only one folder can apply")
                continue
            }
            guard ModuleName.isValid(name) else {
                problem(at: member.key, ModuleName.problem(name))
                continue
            }
            if let folder = nonEmptyString(member.value, "the folder of module '\(name)'") { modules[name] = folder }
        }
    }

    private mutating func paths(_ node: Int, _ key: String) -> [String] {
        locatedPaths(node, key).paths
    }

    /// The paths of a list, each with where it is written.
    private mutating func locatedPaths(_ node: Int, _ key: String) -> (paths: [String], locations: [SourceLocation]) {
        guard document.nodes[node].kind == .array else {
            problem(at: node, "'\(key)' must be a list of paths, found \(document.noun(of: node))")
            return ([], [])
        }
        var located: (paths: [String], locations: [SourceLocation]) = ([], [])
        for element in document.elements(of: node) {
            guard let path = nonEmptyString(element, "a path in '\(key)'") else { continue }
            located.paths.append(path)
            located.locations.append(document.location(of: element))
        }
        return located
    }

    private mutating func nonEmptyString(_ node: Int, _ what: String) -> String? {
        guard document.nodes[node].kind == .string else {
            problem(at: node, "\(what) must be a string, found \(document.noun(of: node))")
            return nil
        }
        let text = document.string(node)
        guard !text.isEmpty else {
            problem(at: node, "\(what) is empty")
            return nil
        }
        return text
    }

    private func didYouMean(_ name: String, among candidates: [String]) -> String {
        NearestName.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    private mutating func problem(at node: Int, _ message: String) {
        problems.append((document.location(of: node), message))
    }
}
