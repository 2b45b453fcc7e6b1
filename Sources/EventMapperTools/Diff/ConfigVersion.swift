import EventMapCore
import EventMapper
import Foundation

/// One side of `mapper diff`: a config file or folder on disk; a file or folder at a git
/// revision (`HEAD~1:Configs/WGlobalUserStatisticsConfig.plist`, `main:Configs`); or a bare
/// revision (`main`), which stands for the project's configs at that revision.
package struct ConfigVersion: Sendable {
    /// The side as the user named it.
    package let label: String
    /// Its merged map.
    package let map: EventMap
    /// What loading it found; a side with an error here may map less than it should.
    package let findings: [Finding]

    /// Reads one side.
    /// - Parameters:
    ///   - spec: A path, `revision:path` (the path from the repository's top, or from the
    ///     working directory when it starts with `./` or `../`, as git reads it), or a revision.
    ///   - revisions: What reads files at a revision (the command line runs git).
    ///   - projectConfigs: The config paths a bare revision stands for (the project's, from the
    ///     working directory).
    ///   - exclusion: The project's `exclude`: files of a folder that are not read at any revision.
    /// - Throws: ``ConfigSetUnavailable`` when the side cannot be read, a config of it does not
    ///   parse (a diff against a partial side would list changes that are not there), or `spec`
    ///   is neither a path, nor `revision:path`, nor a revision (exit status 2).
    package init(
        _ spec: String, revisions: any RevisionReading, projectConfigs: [String] = ["Configs"], excluding exclusion: PathExclusion? = nil
    ) throws(ConfigSetUnavailable) {
        label = spec
        if FileManager.default.fileExists(atPath: spec) {
            // As git refuses `git diff main` when `main` is both: which one the user meant
            // cannot be told, and either answer would look right.
            if Self.isRevision(spec), !["./", "../", "/"].contains(where: { spec.hasPrefix($0) }), revisions.knowsRevision(spec) {
                throw ConfigSetUnavailable(lines: [Self.ambiguity(spec)])
            }
            let set = try ConfigSetUnavailable.reading { () throws(ConfigInputError) in try ConfigSet.load([spec], excluding: exclusion) }
            try ConfigSetUnavailable.check(set)
            (map, findings) = (set.map, set.findings)
            return
        }
        let revision: String
        let paths: [String]
        if let colon = spec.firstIndex(of: ":") {
            revision = String(spec[..<colon])
            let path = String(spec[spec.index(after: colon)...])
            paths = path.isEmpty ? [] : [path]
        } else {
            revision = spec
            paths = projectConfigs.map { $0.hasPrefix("/") || $0.hasPrefix("../") || $0.hasPrefix("./") ? $0 : "./" + $0 }
        }
        guard Self.isRevision(revision), !paths.isEmpty else {
            throw ConfigSetUnavailable(lines: [
                ConfigInputError(
                    path: spec,
                    message:
                        "neither a file, nor revision:path, nor a revision (a revision is a branch, tag, commit or HEAD~N, and does not start with '-')"
                ).description
            ])
        }
        let loads = try ConfigSetUnavailable.reading { () throws(ConfigInputError) -> [ConfigFileLoad] in
            // `exclude` is matched with paths from the working directory, as on disk; git lists
            // them from the repository's top.
            let prefix = exclusion == nil ? "" : try revisions.workingDirectoryPrefix()
            var loads: [ConfigFileLoad] = []
            for path in paths {
                let files = try revisions.files(at: revision, under: path)
                guard !files.isEmpty else {
                    throw ConfigInputError(path: "\(revision):\(path)", message: "no such file or git revision (nothing at that path)")
                }
                // A folder stands for its configs; a file named on its own must be one.
                let named = files.count == 1 && Self.names(files[0], path)
                // The project's `exclude` holds at every revision, as it does on disk.
                for file in files
                where named
                    || (ConfigFileType(pathExtensionOf: file)?.isReadInConfigSets == true
                        && exclusion?.excludes(Self.fromWorkingDirectory(file, prefix: prefix)) != true)
                {
                    loads.append(try Self.load("\(revision):\(file)", path: file, revisions: revisions))
                }
            }
            return loads
        }
        let unparsed = loads.filter { $0.file == nil }
        guard unparsed.isEmpty else {
            throw ConfigSetUnavailable(
                lines: unparsed.flatMap { $0.findings.map(\.description) }
                    + ["error: \(spec) has a config that does not parse; nothing is compared with a side that is not read whole"])
        }
        let (merged, mergeFindings) = EventMap.merging(loads.compactMap(\.file))
        (map, findings) = (merged, loads.flatMap(\.findings) + mergeFindings)
    }

    /// The project's configs as they are on disk: the new side of `mapper diff main`, as
    /// `git diff main` compares a revision with the working tree.
    /// - Parameter paths: The project's config paths, from the working directory.
    /// - Throws: ``ConfigSetUnavailable`` as for a path.
    init(workingTree paths: [String], excluding exclusion: PathExclusion?) throws(ConfigSetUnavailable) {
        label = "the working tree"
        let set = try ConfigSetUnavailable.reading { () throws(ConfigInputError) in try ConfigSet.load(paths, excluding: exclusion) }
        try ConfigSetUnavailable.check(set)
        (map, findings) = (set.map, set.findings)
    }

    /// Reads both sides of `mapper diff`, a bare revision standing for the configs of the
    /// nearest `.mapper.json` (else `Configs/`).
    /// - Parameters:
    ///   - old: The old side.
    ///   - new: The new side; nil for the project's configs on disk, as `git diff main`
    ///     compares `main` with the working tree.
    ///   - revisions: What reads files at a revision.
    /// - Throws: ``ConfigSetUnavailable`` as ``init(_:revisions:projectConfigs:excluding:)`` does, or when
    ///   the project file cannot be read.
    package static func sides(_ old: String, _ new: String?, revisions: any RevisionReading) throws(ConfigSetUnavailable) -> (
        old: ConfigVersion, new: ConfigVersion, warnings: [String]
    ) {
        // Only a bare revision or the working tree needs the project file: a broken one does
        // not stop a diff of two paths, but what it would exclude is then unknown, and said.
        let needsProject = new == nil || [old, new!].contains { !FileManager.default.fileExists(atPath: $0) && !$0.contains(":") }
        var warnings: [String] = []
        let selection: ConfigSelection?
        if needsProject {
            selection = try ConfigSetUnavailable.reading { () throws(ConfigInputError) in try ConfigSelection.choose(explicit: []) }
        } else {
            do {
                selection = try ConfigSelection.choose(explicit: [])
            } catch {
                selection = nil
                warnings = ([error] + error.also).map { "\($0.path): warning: \($0.message)" }
                warnings.append("\(error.path): note: its exclude is not applied to this comparison")
            }
        }
        let configs = selection?.paths ?? []
        let exclusion = selection?.project?.exclusion
        let oldSide = try ConfigVersion(old, revisions: revisions, projectConfigs: configs, excluding: exclusion)
        guard let new else { return (oldSide, try ConfigVersion(workingTree: configs, excluding: exclusion), warnings) }
        return (oldSide, try ConfigVersion(new, revisions: revisions, projectConfigs: configs, excluding: exclusion), warnings)
    }

    /// `file`, a path from the repository's top, as a path from the working directory `prefix`
    /// names: `Configs/Info.plist` for `App/Configs/Info.plist` in `App/`, `../Shared/x.plist`
    /// for `Shared/x.plist` there.
    package static func fromWorkingDirectory(_ file: String, prefix: String) -> String {
        var folders = prefix.split(separator: "/")
        var rest = Substring(file)
        while let folder = folders.first, rest.hasPrefix(folder + "/") {
            rest = rest.dropFirst(folder.count + 1)
            folders.removeFirst()
        }
        return String(repeating: "../", count: folders.count) + rest
    }

    /// The refusal of a side that is both a path on disk and a git revision.
    static func ambiguity(_ spec: String) -> String {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: spec, isDirectory: &isFolder)
        let what = isFolder.boolValue ? "folder" : "file"
        return ConfigInputError(
            path: spec,
            message: "both a \(what) in the working directory and a git revision; write ./\(spec) for the \(what), "
                + "or \(spec)^{commit} for the revision"
        ).description
    }

    /// Whether `file` (from the repository's top) is the file `path` names, not a file below it.
    private static func names(_ file: String, _ path: String) -> Bool {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return file == path || file.hasSuffix("/" + last)
    }

    private static func load(_ spec: String, path: String, revisions: any RevisionReading) throws(ConfigInputError) -> ConfigFileLoad {
        let bytes = try revisions.contents(of: spec)
        return try ConfigFileLoad.load(bytes, format: try ConfigFileType.ofConfig(at: path, name: spec), file: spec)
    }

    /// Whether `text` can only be a revision, never an option or anything else git would
    /// interpret: letters, digits and `._/~^@{}-`, not starting with `-`.
    static func isRevision(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != "-" else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._/~^@{}-".unicodeScalars.contains(scalar))
        }
    }
}

/// Reads files as they were at a git revision. The tools start no processes: the command line
/// implements it by running git, and tests with fixed contents.
package protocol RevisionReading: Sendable {
    /// A file's bytes at the revision.
    /// - Parameter spec: `revision:path`, the path from the repository's top.
    /// - Throws: ``ConfigInputError`` when there is no such revision or file, or git cannot run.
    func contents(of spec: String) throws(ConfigInputError) -> [UInt8]

    /// The files at `path` at the revision: the file itself, or every file below the folder,
    /// each as a path from the repository's top; empty when there is nothing at `path`.
    /// - Parameters:
    ///   - revision: A revision ``ConfigVersion`` accepted.
    ///   - path: From the repository's top, or from the working directory when it starts with
    ///     `./` or `../`.
    /// - Throws: ``ConfigInputError`` when there is no such revision, or git cannot run.
    func files(at revision: String, under path: String) throws(ConfigInputError) -> [String]

    /// Whether `revision` names a commit or tree: asked of a side that is also a path on disk,
    /// which is then refused as ambiguous.
    /// - Parameter revision: Text ``ConfigVersion`` accepts as a revision.
    func knowsRevision(_ revision: String) -> Bool

    /// The working directory's path from the repository's top: empty at the top, `App/` in
    /// its `App` folder.
    /// - Throws: ``ConfigInputError`` when git cannot run or this is not a repository.
    func workingDirectoryPrefix() throws(ConfigInputError) -> String
}
