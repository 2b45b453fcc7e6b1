import EventMapCore
import Foundation

/// `.mapper.json` at a project's root: which configs, sources and registries to check, the tag
/// that marks actions that must be tracked, and rule severities.
///
/// ```json
/// {
///   "configs": ["Configs"],
///   "registries": ["Examples/SampleApp/registry.json"],
///   "sources": ["Examples/SampleApp"],
///   "tag": "_UA",
///   "rules": { "event-id-naming": "warning" }
/// }
/// ```
/// Paths are relative to the file's folder; they are returned relative to the working
/// directory, so that findings point at paths the user can open.
public struct ProjectConfiguration: Sendable, Equatable {
    /// The file's name.
    public static let fileName = ".mapper.json"

    /// Where the file is.
    public let path: String
    /// Config files and folders.
    public let configs: [String]
    /// Registry files.
    public let registries: [String]
    /// Source folders to scan.
    public let sources: [String]
    /// The tag in an action's name that marks it as one that must be tracked.
    public let tag: String
    /// Severities by rule ID.
    public let rules: [String: RuleSetting]
    /// The pattern event IDs must match, when the project sets one.
    public let eventIDPattern: String?
    /// Keys and rule IDs the file names that mean nothing, for a warning.
    public let unknownNames: [String]

    /// The nearest `.mapper.json` in `directory` or a folder above it.
    /// - Parameter directory: Where to start, usually the working directory.
    /// - Returns: The configuration, or nil when there is none.
    /// - Throws: ``ConfigInputError`` when the file exists but cannot be read or is not valid.
    public static func find(from directory: String = FileManager.default.currentDirectoryPath) throws(ConfigInputError) -> ProjectConfiguration? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        var levelsUp = 0
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) {
                let prefix = String(repeating: "../", count: levelsUp)
                let display = prefix + fileName
                return try load(path: candidate.path, displayPath: display, relativePrefix: prefix)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
            levelsUp += 1
        }
    }

    /// Reads a project file.
    /// - Parameters:
    ///   - path: The file to read.
    ///   - displayPath: How to name it in messages.
    ///   - relativePrefix: What to put before its paths so that they are relative to the
    ///     working directory (`../` for each folder it is above it).
    /// - Throws: ``ConfigInputError`` when it cannot be read or is not valid.
    public static func load(path: String, displayPath: String? = nil, relativePrefix: String = "") throws(ConfigInputError) -> ProjectConfiguration {
        let shownPath = displayPath ?? path
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigInputError(path: shownPath, message: "cannot read the project file")
        }
        let contents: ProjectFileContents
        do {
            contents = try JSONDecoder().decode(ProjectFileContents.self, from: data)
        } catch {
            throw ConfigInputError(path: shownPath, message: "invalid project file: \(ProjectFileContents.describe(error))")
        }
        func relative(_ paths: [String]?) -> [String] {
            (paths ?? []).map { $0.hasPrefix("/") ? $0 : relativePrefix + $0 }
        }
        var unknown = contents.unknownKeys.map { "'\($0)' is not a project-file key" }
        unknown += (contents.rules ?? [:]).keys.sorted().filter { Rule.withID($0) == nil }.map { id in
            let suggestion = NearestName.suggestion(for: id, among: Rule.catalogue.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
            return "'\(id)' is not a rule ID\(suggestion)"
        }
        return ProjectConfiguration(
            path: shownPath,
            configs: relative(contents.configs),
            registries: relative(contents.registries),
            sources: relative(contents.sources),
            tag: contents.tag ?? "_UA",
            rules: contents.rules ?? [:],
            eventIDPattern: contents.eventIDPattern,
            unknownNames: unknown
        )
    }
}

/// What every command that reads configs starts with: the project file (the nearest
/// `.mapper.json`), the config paths (named on the command line, else the project file's,
/// else `Configs/`), and the validation settings the project gives.
///
/// `resolve`, `which`, `list`, `validate`, `fmt` and the editing commands all load through it, so
/// they read the same configs and apply the same rule settings.
package struct ConfigSelection: Sendable {
    /// The config paths to read.
    package let paths: [String]
    /// The project file, when one was found.
    package let project: ProjectConfiguration?

    /// Chooses the configs.
    /// - Parameter explicit: Paths given with `--config`.
    /// - Throws: ``ConfigInputError`` for an unreadable project file.
    package static func choose(explicit: [String]) throws(ConfigInputError) -> ConfigSelection {
        let project = try ProjectConfiguration.find()
        if !explicit.isEmpty { return ConfigSelection(paths: explicit, project: project) }
        if let project, !project.configs.isEmpty { return ConfigSelection(paths: project.configs, project: project) }
        return ConfigSelection(paths: ["Configs"], project: project)
    }

    /// The project's settings (tag, ID pattern, rule severities), or the defaults.
    package var settings: ValidationSettings {
        project.map(ValidationSettings.init(project:)) ?? ValidationSettings()
    }

    /// Warnings about the project file itself, worded for standard error.
    package var notices: [String] {
        project.map { project in project.unknownNames.map { "\(project.path): warning: \($0)" } } ?? []
    }

    /// Loads the chosen configs.
    /// - Parameter only: When given, only the entries that can be this class are loaded and
    ///   checked (what one lookup needs).
    /// - Returns: The set, and the lines to print before answering: the project file's warnings
    ///   and the set's errors after the project's rule settings.
    /// - Throws: ``ConfigInputError`` when an input cannot be read (exit status 2).
    package func load(only: ClassNameQuery? = nil) throws(ConfigInputError) -> (set: ConfigSet, messages: [String]) {
        let set = try ConfigSet.load(paths, only: only)
        let errors = settings.apply(to: set.findings).filter { $0.severity == .error }.map(\.description)
        return (set, notices + errors)
    }
}

/// What `.mapper.json` says about one rule: a severity, or `off`.
public enum RuleSetting: Sendable, Equatable, Decodable {
    case severity(Severity)
    case off

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "off" {
            self = .off
        } else if let severity = Severity(rawValue: text) {
            self = .severity(severity)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a rule setting (error, warning, note, off)"
            ))
        }
    }
}

/// The JSON shape of `.mapper.json`, decoded strictly: every key it knows, and the ones it
/// does not, which are reported rather than ignored.
struct ProjectFileContents: Decodable {
    var configs: [String]?
    var registries: [String]?
    var sources: [String]?
    var tag: String?
    var rules: [String: RuleSetting]?
    var eventIDPattern: String?
    var unknownKeys: [String]

    private enum Key: String, CodingKey, CaseIterable {
        case configs, registries, sources, tag, rules, eventIDPattern
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        configs = try container.decodeIfPresent([String].self, forKey: .configs)
        registries = try container.decodeIfPresent([String].self, forKey: .registries)
        sources = try container.decodeIfPresent([String].self, forKey: .sources)
        tag = try container.decodeIfPresent(String.self, forKey: .tag)
        rules = try container.decodeIfPresent([String: RuleSetting].self, forKey: .rules)
        eventIDPattern = try container.decodeIfPresent(String.self, forKey: .eventIDPattern)
        let all = try decoder.container(keyedBy: AnyKey.self)
        unknownKeys = all.allKeys.map(\.stringValue).filter { Key(rawValue: $0) == nil }.sorted()
    }

    /// A one-line reason for a decoding failure, naming the key path.
    static func describe(_ error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the top level" : "'" + codingPath.map(\.stringValue).joined(separator: ".") + "'"
        }
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            let name = "\(type)"
            let expected = name.hasPrefix("Array") ? "a list of strings" : name.hasPrefix("Dictionary") ? "an object" : name == "Int" ? "a number" : "a string"
            return "\(path(context.codingPath)) must be \(expected)"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.valueNotFound(_, let context):
            return "\(path(context.codingPath)) has no value"
        case DecodingError.keyNotFound(let key, _):
            return "'\(key.stringValue)' is missing"
        default:
            return "\(error)"
        }
    }
}
