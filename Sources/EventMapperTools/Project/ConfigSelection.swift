import EventMapCore
import EventMapXML
import EventMapper
import Foundation

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

    /// Whether `file` is one of the chosen configs or lies below one of the chosen folders,
    /// where `validate` reads it: a file that does not exist yet is placed by its folder.
    package func chooses(_ file: String) -> Bool {
        let target = Self.resolved(file)
        return paths.contains { path in
            let chosen = Self.resolved(path)
            return target == chosen || target.hasPrefix(chosen.hasSuffix("/") ? chosen : chosen + "/")
        }
    }

    /// The path resolved, or for a file that does not exist, its folder resolved and its name.
    private static func resolved(_ path: String) -> String {
        if FileSystemItem.kind(at: path) != nil { return resolvedPath(path) }
        let folder = (path as NSString).deletingLastPathComponent
        return resolvedPath(folder.isEmpty ? "." : folder) + "/" + (path as NSString).lastPathComponent
    }

    /// Loads the chosen configs.
    /// - Parameter only: When given, only the entries that can be this class are loaded and
    ///   checked (what one lookup needs).
    /// - Returns: The set, and the lines to print before answering: the set's errors after the
    ///   project's rule settings.
    /// - Throws: ``ConfigInputError`` when an input cannot be read (exit status 2).
    package func load(only: ClassNameQuery? = nil) throws(ConfigInputError) -> (set: ConfigSet, messages: [String]) {
        let set = try loadSet(only: only)
        let errors = settings.apply(to: set.findings).filter { $0.severity == .error }.map(\.description)
        return (set, errors)
    }

    /// The chosen configs, loaded and merged, with no rule settings applied.
    /// - Throws: ``ConfigInputError`` when an input cannot be read; for a path the project file
    ///   names, it says where (``namingWhereWritten(_:)``).
    package func loadSet(only: ClassNameQuery? = nil) throws(ConfigInputError) -> ConfigSet {
        do {
            return try ConfigSet.load(paths, only: only, excluding: project?.exclusion)
        } catch {
            throw namingWhereWritten(error)
        }
    }

    /// `error` with, for a path the project file names, where it names it: a path that does
    /// not exist is most often a typo there.
    package func namingWhereWritten(_ error: ConfigInputError) -> ConfigInputError {
        guard paths == project?.configs, let place = project?.configLocations[error.path] else { return error }
        return ConfigInputError(path: error.path, message: "\(error.message) (named in 'configs' at \(place))", also: error.also)
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
