import EventMapCore

/// A loaded config set: the merged map and every finding from every file.
public struct ConfigSet: Sendable {
    /// The files that were read, in order (including those that did not parse).
    public let paths: [String]
    /// The merged map of every file that parsed.
    public let map: EventMap
    /// Every finding, file by file in load order, then the merge's.
    public let findings: [Finding]
    /// When only one class was asked for: the other classes the configs hold, not loaded.
    public let skippedClassNames: [String]
    /// The files that could not be parsed at all: whatever they configure is missing from
    /// ``map``, so an answer from the set could be wrong (their findings say why).
    public let unparsedFiles: [String]
    /// The classes an entry of which was left out for an error (``ConfigFileLoad/classesWithUnreadableEntries``).
    package internal(set) var classesWithUnreadableEntries: [String] = []

    /// Whether every file parsed, so that the map holds everything the configs say.
    public var isComplete: Bool { unparsedFiles.isEmpty }

    /// Reads every config `paths` name and merges them.
    /// - Parameters:
    ///   - paths: Files and folders (a folder stands for every `.plist` and `.xml` below it).
    ///   - exclusion: Files not to read (the project's `exclude`).
    /// - Returns: The set.
    /// - Throws: ``ConfigInputError`` when an input cannot be read at all.
    public static func load(_ paths: [String], excluding exclusion: PathExclusion? = nil) throws(ConfigInputError) -> ConfigSet {
        try load(paths, only: nil, excluding: exclusion)
    }

    /// Reads every config `paths` name and merges them; when `only` is given, every file is
    /// still read, but only the entries that can be that class are loaded and checked — what
    /// one lookup needs.
    package static func load(_ paths: [String], only: ClassNameQuery?, excluding exclusion: PathExclusion? = nil) throws(ConfigInputError)
        -> ConfigSet
    {
        let files = try configFiles(paths, excluding: exclusion)
        var loads: [(path: String, load: ConfigFileLoad)] = []
        // Every file that cannot be read is named, not only the first: one run shows them all.
        var unreadable: [ConfigInputError] = []
        for path in files {
            do throws(ConfigInputError) {
                let load =
                    switch ConfigFileType(pathExtensionOf: path) {
                    case .xml: try EventMapDialectConfigLoader().load(path: path).keeping(only)
                    case .plist, .json, .csv, nil: try PlistConfigLoader().load(path: path, only: only)
                    }
                loads.append((path, load))
            } catch {
                unreadable.append(error)
            }
        }
        if let first = unreadable.first {
            throw ConfigInputError(path: first.path, message: first.message, also: first.also + unreadable.dropFirst().flatMap { [$0] + $0.also })
        }
        return assembling(loads)
    }

    /// The set of files already loaded, in order, merged: what ``load(_:only:excluding:)``
    /// gives for files read from disk, and the editor for files as a draft would leave them.
    package static func assembling(_ loads: [(path: String, load: ConfigFileLoad)]) -> ConfigSet {
        var loaded: [ConfigFile] = []
        var findings: [Finding] = []
        var skipped: [String] = []
        var unparsed: [String] = []
        var unreadable: [String] = []
        for (path, load) in loads {
            findings += load.findings
            skipped += load.skippedClassNames
            unreadable += load.classesWithUnreadableEntries
            if let file = load.file { loaded.append(file) } else { unparsed.append(path) }
        }
        let (map, mergeFindings) = EventMap.merging(loaded)
        var set = ConfigSet(
            paths: loads.map(\.path), map: map, findings: findings + mergeFindings, skippedClassNames: skipped, unparsedFiles: unparsed)
        set.classesWithUnreadableEntries = unreadable
        return set
    }

    /// The set with only the pages `keep` accepts, merged again: what the validator needs to
    /// re-check part of a set. The files' own findings are left out; the merge's are made anew.
    package func narrowed(to keep: (PageMapping) -> Bool) -> ConfigSet {
        let files = map.files.map { file in
            var narrowed = file
            narrowed.pages = file.pages.filter(keep)
            return narrowed
        }
        let (map, mergeFindings) = EventMap.merging(files)
        var set = ConfigSet(paths: paths, map: map, findings: mergeFindings, skippedClassNames: skippedClassNames, unparsedFiles: unparsedFiles)
        set.classesWithUnreadableEntries = classesWithUnreadableEntries
        return set
    }

    /// The config files `paths` name, in order, each once: a folder stands for every `.plist`
    /// and `.xml` below it, sorted by path.
    /// - Throws: ``ConfigInputError`` for a path that does not exist, a file that is not
    ///   `.plist` or `.xml`, or a folder holding no config.
    package static func configFiles(_ paths: [String], excluding exclusion: PathExclusion? = nil) throws(ConfigInputError) -> [String] {
        let files = try listing.files(paths)
        guard let exclusion else { return files }
        return files.filter { !exclusion.excludes($0) }
    }

    private static let listing = FileTreeListing(
        accepts: { ConfigFileType(pathExtensionOf: $0)?.isReadInConfigSets == true }, skipsHidden: false,
        notAcceptedMessage: ConfigInputError.notAConfigMessage,
        emptyFolderMessage: "no .plist or .xml configs in this folder"
    )

    private init(paths: [String], map: EventMap, findings: [Finding], skippedClassNames: [String], unparsedFiles: [String]) {
        self.unparsedFiles = unparsedFiles
        self.paths = paths
        self.map = map
        self.findings = findings
        self.skippedClassNames = skippedClassNames
    }
}

/// A config input that could not be read at all — the tool cannot run (exit status 2), as
/// opposed to a config that was read and found wrong.
public struct ConfigInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given, or `path:line:column` where the problem is inside the file.
    public let path: String
    /// What went wrong.
    public let message: String
    /// Further problems found in the same input, each reported on a line of its own.
    public let also: [ConfigInputError]

    /// Creates an error.
    /// - Parameters:
    ///   - path: The input, or the place in it.
    ///   - message: What went wrong, as a sentence starting in lower case.
    ///   - also: Further problems in the same input.
    public init(path: String, message: String, also: [ConfigInputError] = []) {
        self.path = path
        self.message = message
        self.also = also
    }

    /// One `path: error: message` line per problem.
    public var description: String {
        ([self] + also).map { "\($0.path): error: \($0.message)" }.joined(separator: "\n")
    }
}

/// What reading one config file gave: its model, unless it could not be parsed, and every
/// finding about it.
package struct ConfigFileLoad: Sendable {
    /// The model, or nil when the file could not be parsed at all.
    package var file: ConfigFile?
    /// Everything found wrong, in file order.
    package var findings: [Finding]
    /// When only one class was asked for: the classes the file configures that were not
    /// loaded, for suggestions.
    package var skippedClassNames: [String] = []
    /// The classes an entry of which was left out of the model for an error: an ID that is not
    /// a string or holds a control character, a malformed key. The app would read those entries
    /// (or fail on them) all the same, so an answer about such a class is not to be trusted.
    package var classesWithUnreadableEntries: [String] = []

    /// Whether a finding of `rule` means its entry was left out of the model: the app reads
    /// what the model does not have.
    package static func dropsAnEntry(_ rule: Rule) -> Bool {
        rule == .malformedEventID || rule == .wrongValueType || rule == .malformedName
    }

    /// Creates a load result.
    package init(file: ConfigFile?, findings: [Finding]) {
        self.file = file
        self.findings = findings
    }
}
