import EventMapCore
import Foundation
import InputFiles

/// `.mapper.json` at a project's root: which configs, sources and registries to check, the tag
/// that marks actions that must be tracked, and rule severities.
///
/// ```json
/// {
///   "configs": ["Configs"],
///   "registries": ["Examples/SampleApp/registry.json"],
///   "sources": ["Examples/SampleApp"],
///   "modules": { "SampleApp": "Examples/SampleApp" },
///   "classLookup": "exact",
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
    /// The module of each source folder, by module name: the scan names a Swift class declared
    /// below one `Module.Class`, as `NSStringFromClass` does.
    public let modules: [String: String]
    /// Files neither the configs nor the sources include (`exclude`).
    public let exclusion: PathExclusion
    /// The tag in an action's name that marks it as one that must be tracked.
    public let tag: String
    /// Severities by rule ID.
    public let rules: [String: RuleSetting]
    /// The pattern event IDs must match, when the project sets one.
    public let eventIDPattern: String?
    /// How the app's hooks turn a class into a config key (`classLookup`): exactly
    /// `NSStringFromClass` unless the project says its hooks strip the module.
    public let classLookup: ClassLookup
    /// The tracking calls `mapper adopt` looks for (`adopt.calls`), as written; each is a valid
    /// ``TrackingCallPattern``.
    package var adoptCalls: [String] = []
    /// The project file's bytes, as read: every setting above comes from them (with the file's
    /// place, ``path``). Part of equality: two files that say the same in other words differ.
    package var fileBytes: [UInt8] = []
    /// Where each of ``configs`` is written in the file (`.mapper.json:3:14`), by path as
    /// ``configs`` gives it: what a message about a config path that cannot be read points to.
    package var configLocations: [String: String] = [:]

    /// The nearest `.mapper.json` in `directory` or a folder above it.
    /// - Parameter directory: Where to start, usually the working directory.
    /// - Returns: The configuration, or nil when there is none.
    /// - Throws: ``ConfigInputError`` when the file exists but cannot be read or is not valid.
    public static func find(from directory: String = FileManager.default.currentDirectoryPath) throws(ConfigInputError) -> ProjectConfiguration? {
        var folder = FileSystemItem.standardized(directory)
        var levelsUp = 0
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            if FileSystemItem.kind(at: candidate) != nil {
                let prefix = String(repeating: "../", count: levelsUp)
                let display = prefix + fileName
                return try load(path: candidate, displayPath: display, relativePrefix: prefix)
            }
            guard folder != "/" else { return nil }
            folder = String(folder[..<folder.lastIndex(of: "/")!])
            if folder.isEmpty { folder = "/" }
            levelsUp += 1
        }
    }

    /// Reads a project file. It is read strictly, as a compiler reads its flags: an unknown
    /// key (`source` for `sources`), an unknown rule ID or a value of the wrong type would
    /// otherwise turn a check off without a word, so each is an error, located, with a
    /// suggestion where a known name is close.
    /// - Parameters:
    ///   - path: The file to read.
    ///   - displayPath: How to name it in messages.
    ///   - relativePrefix: What to put before its paths so that they are relative to the
    ///     working directory (`../` for each folder it is above it).
    /// - Throws: ``ConfigInputError`` when it cannot be read or is not valid, with every problem.
    public static func load(path: String, displayPath: String? = nil, relativePrefix: String = "") throws(ConfigInputError) -> ProjectConfiguration {
        let shownPath = displayPath ?? path
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: path, limit: InputFile.projectFileLimit)
        } catch {
            throw ConfigInputError(path: shownPath, message: "cannot read the project file: \(error.reason)")
        }
        let document: LocatedJSONDocument
        do {
            document = try LocatedJSONParser.parse(bytes, file: shownPath)
        } catch {
            throw ConfigInputError(path: error.location.description, message: "the project file is not valid JSON: \(error.message)")
        }
        var reader = ProjectFileReader(document: document)
        reader.read()
        if let first = reader.problems.first {
            throw ConfigInputError(
                path: first.location.description, message: first.message,
                also: reader.problems.dropFirst().map {
                    ConfigInputError(path: $0.location.description, message: $0.message)
                })
        }
        func relative(_ paths: [String]) -> [String] {
            paths.map { $0.hasPrefix("/") ? $0 : relativePrefix + $0 }
        }
        var project = ProjectConfiguration(
            path: shownPath,
            configs: relative(reader.configs),
            registries: relative(reader.registries),
            sources: relative(reader.sources),
            modules: reader.modules.mapValues { $0.hasPrefix("/") ? $0 : relativePrefix + $0 },
            exclusion: PathExclusion(reader.exclude, rootPrefix: relativePrefix),
            tag: reader.tag ?? "_UA",
            rules: reader.rules,
            eventIDPattern: reader.eventIDPattern,
            classLookup: reader.classLookup ?? .exact,
            adoptCalls: reader.adoptCalls
        )
        project.fileBytes = bytes
        for (path, location) in zip(project.configs, reader.configLocations) { project.configLocations[path] = location.description }
        return project
    }
}

/// What `.mapper.json` says about one rule: a severity, or `off`.
public enum RuleSetting: Sendable, Equatable {
    /// Report the rule's findings at this severity.
    case severity(Severity)
    /// Do not report the rule's findings.
    case off

    /// The setting a project file writes: `error`, `warning`, `note` or `off`.
    /// - Parameter text: The value as written.
    public init?(_ text: String) {
        if text == "off" {
            self = .off
        } else if let severity = Severity(rawValue: text) {
            self = .severity(severity)
        } else {
            return nil
        }
    }
}

extension ProjectConfiguration {
    /// The keys the project file may hold, in the order the documentation lists them.
    package static let keys = [
        "configs", "registries", "sources", "modules", "exclude", "tag", "rules", "eventIDPattern", "classLookup", "adopt",
    ]
}
