import EventMapCore
import EventMapper
import EventMapXML
import Foundation

/// What `mapper set` and `mapper unset` do, with no printing: choose the configs as `resolve`
/// does, find the file that configures the class, refuse what is unsafe, and make the edit in
/// place — under ``FileEditLock``, checked by re-loading the result, written by
/// ``AtomicFileWriter``.
package struct ConfigEditRun: Sendable {
    /// What the edit did, for standard output.
    package let message: String
    /// Whether the file was written (false for a value that was already set).
    package let changedFile: Bool

    /// Warnings to print on standard error: an ID outside the naming pattern, a new action the
    /// code does not declare.
    package let warnings: [String]
    /// With `dryRun`: the change as `diff -u` shows it (empty when nothing would change).
    package let diff: String

    /// Makes `edit`.
    /// - Parameters:
    ///   - edit: The change.
    ///   - configPaths: Config files and folders from `--config`; empty for `.mapper.json`'s,
    ///     else `Configs/`.
    ///   - file: With `--file`: the config a class that is not configured yet goes to.
    ///   - force: Make the edit even when it reuses an ID, duplicates a class, or touches an
    ///     entry with problems.
    ///   - newClass: Configure a class that is one edit away from a configured one, which is
    ///     otherwise refused as a likely typo.
    ///   - dryRun: Check everything and compute the change, write nothing.
    ///   - create: Make `file` when it does not exist yet, as a new config of the set.
    ///   - code: The code's declarations for the project, to warn about a new action the code
    ///     does not declare; nil to skip that check.
    ///   - writer: The writer (tests inject failures through it).
    /// - Throws: ``ConfigEditFailure``, with the lines to print and the exit status.
    package init(
        _ edit: ConfigEdit, configPaths: [String], file: String? = nil, force: Bool = false, newClass: Bool = false, dryRun: Bool = false,
        create: Bool = false, code: ((ConfigSelection) throws(ConfigInputError) -> CodeDeclarations)? = nil,
        writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ConfigEditFailure) {
        if let problem = edit.problem { throw ConfigEditFailure(.usage, error: problem) }
        let creates = create && file.map { FileSystemItem.kind(at: $0) == nil } == true
        let (selection, set, lock) = try Self.loadSet(configPaths: configPaths, file: file, creating: creates)
        defer { lock.release() }
        let target = try Self.targetFile(for: edit, in: set, file: file, force: force, newClass: newClass)
        let change = creates ? try ConfigFileChange(creating: target, with: []) : try ConfigFileChange(path: target, lockedBy: lock)
        let page = try change.page(edit.className)
        let pageKey = page?.className.value.text
        let subject = edit.subject(pageKey ?? edit.className)

        if let unchanged = Self.unchanged(edit, page: page, subject: subject) {
            (message, changedFile, warnings, diff) = (unchanged, false, [], "")
            return
        }
        if edit.eventID == nil { try Self.checkPresent(edit, page: page, set: set, subject: subject) }
        if let id = edit.eventID, !force {
            try Self.checkUnused(id, by: edit, pageKey: pageKey, original: change.originalFile, set: set, target: target)
        }
        try change.apply(edit, force: force, refusesProblems: !force)
        warnings = try Self.editWarnings(edit, page: page, change: change, selection: selection, code: code)
        if dryRun {
            try [change].checkReplaceable(with: writer)
            diff = change.diff.text
            message = Self.doneMessage(edit, subject: subject, page: page, target: target, dryRun: true)
            changedFile = false
            return
        }
        do {
            try change.write(with: writer)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description] + (error.fileWasReplaced ? [] : ["\(target): the file is unchanged"]))
        }
        message = Self.doneMessage(edit, subject: subject, page: page, target: target, dryRun: false)
        diff = ""
        changedFile = true
    }

    /// Chooses the set, locks every file of it (``ConfigSetLock``) and reads it: what every edit
    /// is checked against stays as read until the edit is written or the lock is released.
    /// - Parameters:
    ///   - file: The config `--file` names, read with the set.
    ///   - creating: `file` does not exist and is to be made: it must be where the set's paths
    ///     will read it.
    ///   - outsideAllowed: `file` may be one the set does not read (`adopt`, which warns of it);
    ///     otherwise such a file is refused, since nothing would read what is written there.
    static func loadSet(configPaths: [String], file: String?, creating: Bool = false, outsideAllowed: Bool = false) throws(ConfigEditFailure)
        -> (ConfigSelection, ConfigSet, ConfigSetLock)
    {
        let set: ConfigSet
        let selection: ConfigSelection
        var paths: [String]
        var outside = false
        do throws(ConfigInputError) {
            selection = try ConfigSelection.choose(explicit: configPaths)
            paths = selection.paths
            if file != nil, selection.isDefault, FileSystemItem.kind(at: paths[0]) == nil { paths = [] }
            if let file {
                _ = try ConfigFileType.ofConfig(at: file)
                try checkNotExcluded(file, by: selection)
                if creating {
                    try checkCreatable(file, in: selection)
                } else {
                    guard FileManager.default.fileExists(atPath: file) else {
                        throw ConfigInputError(path: file, message: "no such file; --create makes it, as a new config of the set")
                    }
                    // With no config yet (the default folder missing), the file is the set.
                    outside = !outsideAllowed && !paths.isEmpty && !selection.chooses(file)
                    paths.append(file)
                }
            }
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        if outside, let file {
            throw ConfigEditFailure(
                .refused,
                error: "\(file) is not a config of the set (\(selection.paths.joined(separator: ", "))), "
                    + "so nothing would read what is written there; name a file of the set, or add it to 'configs' in .mapper.json")
        }
        do {
            // A path the project file names that cannot be listed is said with where it is named.
            _ = try ConfigSet.configFiles(paths, excluding: selection.project?.exclusion)
        } catch {
            throw ConfigEditFailure(.cannotRun, [selection.namingWhereWritten(error).description])
        }
        let lock = try ConfigSetLock(paths, excluding: selection.project?.exclusion)
        do {
            set = try ConfigSet.load(paths, excluding: selection.project?.exclusion)
        } catch {
            throw ConfigEditFailure(.cannotRun, [selection.namingWhereWritten(error).description])
        }
        do {
            try ConfigSetUnavailable.check(set)
        } catch {
            // The set is what the edit is checked against (IDs used twice, a class in two
            // files): an edit against part of it could break what the missing file holds.
            throw ConfigEditFailure(.cannotRun, error.lines)
        }
        return (selection, set, lock)
    }

    /// Refuses a file the project's `exclude` leaves out of the set.
    static func checkNotExcluded(_ file: String, by selection: ConfigSelection?) throws(ConfigInputError) {
        guard let pattern = selection?.project?.exclusion.pattern(excluding: file) else { return }
        throw ConfigInputError(path: file, message: "not a config of this set: the project file excludes it (\"\(pattern)\")")
    }

    /// Refuses to make a config where the set would not read it, or in a folder that is not there.
    private static func checkCreatable(_ file: String, in selection: ConfigSelection) throws(ConfigInputError) {
        let folder = (file as NSString).deletingLastPathComponent
        guard folder.isEmpty || FileSystemItem.kind(at: folder) == .folder else {
            throw ConfigInputError(path: file, message: "cannot make a config here: no such folder \(folder)")
        }
        guard selection.chooses(file) else {
            throw ConfigInputError(
                path: file,
                message: "not made: the config set is read from \(selection.paths.joined(separator: ", ")), which would not read this file; "
                    + "make it below one of them, or name it in 'configs' of .mapper.json")
        }
    }

    /// The file to edit: the one whose entry lookups use, or for a new class `--file`, or the
    /// set's only file.
    private static func targetFile(for edit: ConfigEdit, in set: ConfigSet, file: String?, force: Bool, newClass: Bool) throws(ConfigEditFailure)
        -> String
    {
        let resolver = EventResolver(set.map)
        if let page = resolver.page(edit.className) {
            let configured = page.className.location.file
            guard let file, resolvedPath(file) != resolvedPath(configured) else { return configured }
            if !force {
                throw ConfigEditFailure(
                    .refused,
                    error:
                        "'\(page.className.value)' is configured in \(page.className.location); adding it to \(file) would configure it twice. Leave out --file, or --force to add it there anyway"
                )
            }
            return file
        }
        guard edit.eventID != nil else {
            let hint = resolver.suggestClass(for: edit.className).map { "; did you mean '\($0)'?" } ?? ""
            throw ConfigEditFailure(.notFound, error: "'\(edit.className)' is not a configured class\(hint)")
        }
        if !newClass { try checkNotATypo(edit.className, in: set) }
        if let file { return file }
        guard set.paths.count == 1 else {
            throw ConfigEditFailure(
                .usage,
                error: "'\(edit.className)' is not configured yet; say which file to add it to with --file (\(set.paths.joined(separator: ", ")))")
        }
        return set.paths[0]
    }

    private static func doneMessage(_ edit: ConfigEdit, subject: String, page: PageMapping?, target: String, dryRun: Bool) -> String {
        let previous: EventID? =
            switch edit.target {
            case .control(let selector): page?.controls.last { $0.selector.value == selector }?.eventID.value
            case .pageEvent(let event): page?.pageEvents[event]?.value
            case .page: nil
            }
        let was = previous.map { " (was \($0))" } ?? ""
        guard let id = edit.eventID else {
            return "\(target): \(dryRun ? "would remove" : "removed") \(subject)" + was + (dryRun ? "; nothing written (--dry-run)" : "")
        }
        let verb = dryRun ? "would record" : "now records"
        return "\(target): \(subject) \(verb) \(id)" + (previous == nil ? (page == nil ? " (new class)" : " (new)") : was)
            + (dryRun ? "; nothing written (--dry-run)" : "")
    }
}
