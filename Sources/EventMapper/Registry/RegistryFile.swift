import EventMapCore
import Foundation
import InputFiles

/// The registry file format (JSON), which `mapper scan` writes and `--registry` reads:
///
/// ```json
/// {
///   "version": 1,
///   "classes": [
///     { "name": "HomeViewController", "superclass": "BaseViewController",
///       "actions": ["onFavBtnPressed_UA:", "onShareBtnPressed:"] }
///   ]
/// }
/// ```
/// `mapper scan` also writes where each class and action is declared (`"declaredAt"` and
/// `"actionsDeclaredAt"`, the source's `path:line:column` with the path from the registry
/// file's folder), and findings about them point there. Without them, a class or action keeps
/// the line and column where its name is written in the registry file, so that a finding about
/// it points into the file:
///
/// ```json
/// { "name": "HomeViewController", "declaredAt": "HomeViewController.swift:3:7",
///   "actions": ["onFavBtnPressed_UA:"],
///   "actionsDeclaredAt": { "onFavBtnPressed_UA:": "HomeViewController.swift:14:20" } }
/// ```
///
/// A class may say what `NSStringFromClass` returns for it (``RuntimeClassName``), which
/// `mapper scan` records and a file written by hand may leave out, with at most one of:
/// - `"runtimeName": "Shop.CartViewController"`: the name the runtime reports;
/// - `"moduleUnknown": true`: a Swift class whose module was not known to the scan, reported
///   as `Module.` and its name;
/// - `"mangled": "private"` (`fileprivate`, `nested in Outer`, `generic`,
///   `local to viewDidLoad()`): a Swift class whose runtime name is mangled, and why.
public enum RegistryFile {
    /// Reads a registry file with the located JSON reader that reads project files and JSON
    /// configs: every class and action keeps the place its name is written, and a file not in
    /// the format is an error at the place it goes wrong.
    /// - Parameter path: The file.
    /// - Returns: Its classes, located.
    /// - Throws: ``ConfigInputError`` when it cannot be read or is not a registry, with every
    ///   problem, located.
    public static func load(path: String) throws(ConfigInputError) -> [DeclaredClass] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: path, limit: InputFile.registryLimit)
        } catch {
            throw ConfigInputError(path: path, message: "cannot read the registry file: \(error.reason)")
        }
        return try load(bytes, path: path)
    }

    /// Reads a registry file's bytes, as ``load(path:)`` reads the file's.
    package static func load(_ bytes: [UInt8], path: String) throws(ConfigInputError) -> [DeclaredClass] {
        let document: LocatedJSONDocument
        do {
            document = try LocatedJSONParser.parse(bytes, file: path)
        } catch {
            throw ConfigInputError(path: error.location.description, message: "the registry file is not valid JSON: \(error.message)")
        }
        var reader = RegistryFileReader(document: document, path: path)
        let classes = reader.read()
        if let first = reader.problems.first {
            throw ConfigInputError(
                path: first.place, message: first.message,
                also: reader.problems.dropFirst().map { ConfigInputError(path: $0.place, message: $0.message) })
        }
        return classes
    }

    /// Writes classes in this format, sorted by name, one action per line.
    /// - Parameters:
    ///   - classes: The classes.
    ///   - folder: The folder the file goes to (`.` for standard output), to write where each
    ///     class and action is declared from there; nil to leave the places out.
    public static func encode(_ classes: [DeclaredClass], locationsRelativeTo folder: String? = nil) -> String {
        var text = "{\n  \"version\": 1,\n  \"classes\": ["
        let sorted = classes.sorted { $0.name < $1.name }
        for (index, declared) in sorted.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\n      \"name\": \(quoted(declared.name.text)),\n"
            if let superclass = declared.superclass { text += "      \"superclass\": \(quoted(superclass.text)),\n" }
            switch declared.runtimeName {
            case .named(let name)?: text += "      \"runtimeName\": \(quoted(name.text)),\n"
            case .inUnknownModule?: text += "      \"moduleUnknown\": true,\n"
            case .mangled(let why)?: text += "      \"mangled\": \(quoted(why.text)),\n"
            case nil: break
            }
            let place = { (location: SourceLocation?) in location.flatMap { at in folder.map { RegistryLocation.text(of: at, relativeTo: $0) } } }
            if let at = place(declared.location) { text += "      \"declaredAt\": \(quoted(at)),\n" }
            let actions = declared.actions.sorted { $0.selector.text < $1.selector.text }
            let places = actions.compactMap { action in place(action.location).map { "        \(quoted(action.selector.text)): \(quoted($0))" } }
            text +=
                actions.isEmpty
                ? "      \"actions\": []"
                : "      \"actions\": [\n" + actions.map { "        \(quoted($0.selector.text))" }.joined(separator: ",\n") + "\n      ]"
            text += places.isEmpty ? "\n" : ",\n      \"actionsDeclaredAt\": {\n" + places.joined(separator: ",\n") + "\n      }\n"
            text += "    }"
        }
        return text + (sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    private static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        JSONStringEscaper.append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// One pass over a registry document: `{"version": 1, "classes": [{"name", "superclass",
/// "actions"}]}`, each problem located.
private struct RegistryFileReader {
    let document: LocatedJSONDocument
    /// The registry file, which `declaredAt` paths are taken from.
    let path: String
    private(set) var problems: [(place: String, message: String)] = []

    init(document: LocatedJSONDocument, path: String) {
        self.document = document
        self.path = path
    }

    mutating func read() -> [DeclaredClass] {
        guard let root = members(of: document.root, "the registry file", keys: ["version", "classes"]) else { return [] }
        guard let version = root["version"] else {
            problem(at: document.root, "the registry file has no 'version'")
            return []
        }
        guard document.nodes[version].kind == .number, document.string(version) == "1" else {
            let found = document.nodes[version].kind == .number ? document.string(version) : document.noun(of: version)
            problem(at: version, "registry file version \(found) is not supported (expected 1)")
            return []
        }
        guard let classes = root["classes"], document.nodes[classes].kind == .array else {
            problem(at: root["classes"] ?? document.root, "'classes' must be a list of classes")
            return []
        }
        var declared: [DeclaredClass] = []
        for node in document.elements(of: classes) { if let one = declaredClass(node) { declared.append(one) } }
        return declared
    }

    private mutating func declaredClass(_ node: Int) -> DeclaredClass? {
        guard
            let entry = members(
                of: node, "a class",
                keys: ["name", "superclass", "declaredAt", "actions", "actionsDeclaredAt", "runtimeName", "moduleUnknown", "mangled"])
        else { return nil }
        guard let name = entry["name"].flatMap({ string($0, "'name'") }) else {
            if entry["name"] == nil { problem(at: node, "a class has no 'name'") }
            return nil
        }
        let runtime = runtimeName(in: entry, of: name.text)
        guard runtime.isValid else { return nil }
        let superclass = entry["superclass"].flatMap { string($0, "'superclass'") }
        let declaredAt = entry["declaredAt"].map { place(named: $0, key: "declaredAt") } ?? document.location(of: name.node)
        var actions: [DeclaredAction] = []
        if let list = entry["actions"] {
            guard document.nodes[list].kind == .array else {
                problem(at: list, "'actions' must be a list of selectors, found \(document.noun(of: list))")
                return nil
            }
            for action in document.elements(of: list) {
                guard let selector = string(action, "an action") else { continue }
                actions.append(DeclaredAction(ActionSelector(selector.text), at: document.location(of: action)))
            }
        }
        if let places = entry["actionsDeclaredAt"] { actions = placing(actions, at: places) }
        return DeclaredClass(
            name: ClassName(name.text), superclass: superclass.map { ClassName($0.text) }, actions: actions, location: declaredAt,
            runtimeName: runtime.name, listedAt: document.location(of: name.node))
    }

    /// `actions`, each at the place `actionsDeclaredAt` gives it (an object from selector to
    /// place); one it does not name keeps its place in this file.
    private mutating func placing(_ actions: [DeclaredAction], at node: Int) -> [DeclaredAction] {
        guard document.nodes[node].kind == .object else {
            problem(at: node, "'actionsDeclaredAt' must be an object from selector to place, found \(document.noun(of: node))")
            return actions
        }
        var places: [String: SourceLocation] = [:]
        for member in document.members(of: node) {
            let selector = document.string(member.key)
            guard actions.contains(where: { $0.selector.text == selector }) else {
                problem(at: member.key, "'\(selector)' in 'actionsDeclaredAt' is not one of the class's actions")
                continue
            }
            places[selector] = place(named: member.value, key: "actionsDeclaredAt")
        }
        return actions.map { action in places[action.selector.text].map { DeclaredAction(action.selector, at: $0) } ?? action }
    }

    /// The place a value of `key` names; the place of the value itself when it is not
    /// `path:line:column` (reported).
    private mutating func place(named node: Int, key: String) -> SourceLocation {
        guard let text = string(node, "a place in '\(key)'") else { return document.location(of: node) }
        guard let location = RegistryLocation.location(text.text, inRegistryAt: path) else {
            problem(at: node, "a place in '\(key)' must be path:line:column, found '\(text.text)'")
            return document.location(of: node)
        }
        return location
    }

    /// What a class entry says `NSStringFromClass` returns for it: nil when it does not say;
    /// not valid when what it says is not in the format (reported).
    private mutating func runtimeName(in entry: [String: Int], of name: String) -> (name: RuntimeClassName?, isValid: Bool) {
        let given = ["runtimeName", "moduleUnknown", "mangled"].filter { entry[$0] != nil }
        if given.count > 1 {
            problem(at: entry[given[1]]!, "a class has at most one of 'runtimeName', 'moduleUnknown' and 'mangled'")
            return (nil, false)
        }
        if let node = entry["runtimeName"] {
            guard let text = string(node, "'runtimeName'") else { return (nil, false) }
            return (.named(ClassName(text.text)), true)
        }
        if let node = entry["moduleUnknown"] {
            guard document.nodes[node].kind == .boolean, document.string(node) == "true" else {
                let found = document.nodes[node].kind == .boolean ? document.string(node) : document.noun(of: node)
                problem(at: node, "'moduleUnknown' must be true, found \(found)")
                return (nil, false)
            }
            return (.inUnknownModule(ClassName(name)), true)
        }
        if let node = entry["mangled"] {
            guard let text = string(node, "'mangled'") else { return (nil, false) }
            guard let why = NameMangling(text: text.text) else {
                problem(at: node, "'mangled' must be \(NameMangling.forms), found '\(text.text)'")
                return (nil, false)
            }
            return (.mangled(why), true)
        }
        return (nil, true)
    }

    /// An object's values by key, reporting a value that is not an object, unknown keys and
    /// repeated ones.
    private mutating func members(of node: Int, _ what: String, keys: Set<String>) -> [String: Int]? {
        guard document.nodes[node].kind == .object else {
            problem(at: node, "\(what) must be an object, found \(document.noun(of: node))")
            return nil
        }
        var values: [String: Int] = [:]
        for member in document.members(of: node) {
            let key = document.string(member.key)
            guard keys.contains(key) else {
                problem(at: member.key, "'\(key)' is not a key of \(what) (\(keys.sorted().joined(separator: ", ")))")
                continue
            }
            guard values[key] == nil else {
                problem(at: member.key, "'\(key)' is given twice")
                continue
            }
            values[key] = member.value
        }
        return values
    }

    private mutating func string(_ node: Int, _ what: String) -> (text: String, node: Int)? {
        guard document.nodes[node].kind == .string else {
            problem(at: node, "\(what) must be a string, found \(document.noun(of: node))")
            return nil
        }
        return (document.string(node), node)
    }

    private mutating func problem(at node: Int, _ message: String) {
        problems.append((document.location(of: node).description, message))
    }
}
