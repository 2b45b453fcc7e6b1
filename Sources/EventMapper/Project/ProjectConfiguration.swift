import EventMapCore
import EventMapXML
import Foundation

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
        return ProjectConfiguration(
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
    /// Whether ``paths`` is `Configs/` because neither the command line nor the project file
    /// named any: a command given one config file to edit does not need that folder to exist.
    package var isDefault = false

    /// Chooses the configs.
    /// - Parameter explicit: Paths given with `--config`.
    /// - Throws: ``ConfigInputError`` for an unreadable project file.
    package static func choose(explicit: [String]) throws(ConfigInputError) -> ConfigSelection {
        // From the working directory as the system gives it: Foundation's would be the
        // command's first use of Foundation.
        let project = try ProjectConfiguration.find(from: FileSystemItem.workingDirectory())
        if !explicit.isEmpty { return ConfigSelection(paths: explicit, project: project) }
        if let project, !project.configs.isEmpty { return ConfigSelection(paths: project.configs, project: project) }
        return ConfigSelection(paths: ["Configs"], project: project, isDefault: true)
    }

    /// The project's settings (tag, ID pattern, rule severities), or the defaults.
    package var settings: ValidationSettings {
        project.map(ValidationSettings.init(project:)) ?? ValidationSettings()
    }

    /// Loads the chosen configs.
    /// - Parameter only: When given, only the entries that can be this class are loaded and
    ///   checked (what one lookup needs).
    /// - Returns: The set, and the lines to print before answering: the set's errors after the
    ///   project's rule settings.
    /// - Throws: ``ConfigInputError`` when an input cannot be read (exit status 2).
    package func load(only: ClassNameQuery? = nil) throws(ConfigInputError) -> (set: ConfigSet, messages: [String]) {
        let set = try ConfigSet.load(paths, only: only, excluding: project?.exclusion)
        let errors = settings.apply(to: set.findings).filter { $0.severity == .error }.map(\.description)
        return (set, errors)
    }

    /// Loads the chosen configs for a command that answers from them, refusing a set that
    /// is missing the entries of a file that did not parse: "not configured" would then be a
    /// guess.
    /// - Parameter only: As in ``load(only:)``.
    /// - Returns: The complete set, and the lines to print before answering.
    /// - Throws: ``ConfigSetUnavailable``, with every located error, when an input cannot be
    ///   read or a config does not parse (exit status 2).
    package func loadComplete(only: ClassNameQuery? = nil) throws(ConfigSetUnavailable) -> (set: ConfigSet, messages: [String]) {
        let loaded: (set: ConfigSet, messages: [String])
        do {
            loaded = try load(only: only)
        } catch {
            throw ConfigSetUnavailable(lines: [error.description])
        }
        try ConfigSetUnavailable.check(loaded.set, messages: loaded.messages)
        try ConfigSetUnavailable.checkEntries(of: loaded.set, messages: loaded.messages, only: only)
        return loaded
    }
}

/// Why a command cannot answer from the configs: an input that could not be read, or a set
/// missing the entries of a file that did not parse. The command prints the lines and exits 2.
package struct ConfigSetUnavailable: Error, Sendable {
    /// The located errors, then one line that says what was not done.
    package let lines: [String]

    /// An error with these lines.
    package init(lines: [String]) {
        self.lines = lines
    }

    /// Refuses a set an entry of which was left out for an error (an ID with a control
    /// character, a value that is not a string), for the class asked about, or for any class when
    /// the whole set is answered from: the app reads that entry, so "not mapped" would be wrong.
    package static func checkEntries(of set: ConfigSet, messages: [String], only: ClassNameQuery?) throws(ConfigSetUnavailable) {
        let classes = set.classesWithUnreadableEntries.filter { only?.mightMatch($0.utf8) ?? true }
        guard let first = classes.first else { return }
        let what =
            classes.count == 1
            ? "the entries of '\(first)' have"
            : "\(classes.count) classes' entries have"
        throw ConfigSetUnavailable(
            lines: messages + ["error: \(what) the errors above, and the app reads them all the same; nothing is answered until they are fixed"])
    }

    /// Runs `body`, turning an input that cannot be read into this error.
    package static func reading<Value>(_ body: () throws(ConfigInputError) -> Value) throws(ConfigSetUnavailable) -> Value {
        do {
            return try body()
        } catch {
            throw ConfigSetUnavailable(lines: [error.description])
        }
    }

    /// Throws when `set` is incomplete, with `messages` (which hold the parse errors; by default
    /// the set's errors) and a closing line naming the files.
    package static func check(_ set: ConfigSet, messages: [String]? = nil) throws(ConfigSetUnavailable) {
        guard !set.isComplete else { return }
        let files = set.unparsedFiles.joined(separator: ", ")
        let count = set.unparsedFiles.count == 1 ? "a config does" : "\(set.unparsedFiles.count) configs do"
        let errors = messages ?? set.findings.filter { $0.severity == .error }.map(\.description)
        throw ConfigSetUnavailable(lines: errors + ["error: \(count) not parse (\(files)); nothing is answered from an incomplete config set"])
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
