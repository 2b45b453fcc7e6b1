import EventMapCore
import EventMapper
import InputFiles

/// What `mapper import` does, with no printing: reads a listing (`mapper list --format csv`,
/// edited in a spreadsheet) and applies it to the config set. Each class in the listing ends up
/// with exactly its rows, in the file it is configured in (a new class goes to the file its
/// rows name, or to `--file`); classes the listing does not mention are left alone and named,
/// or removed with `removeMissing`. The edits are made as `set` and `unset` make them, with
/// `set`'s warnings, every new file is checked before any is replaced, and a write that fails
/// midway names the files changed.
package struct ConfigImportRun: Sendable {
    /// What changed in the mapping, as `mapper diff` prints it, then a summary line.
    package let messages: [String]
    /// With `dryRun`: the changes as `diff -u` shows them.
    package let diff: String
    /// Notes and warnings to print on standard error: what was read differently from what the
    /// sheet says, classes left as they are, and `set`'s warnings for each edit.
    package let warnings: [String]

    /// Imports `listing`.
    /// - Parameters:
    ///   - listing: The CSV file.
    ///   - configPaths: Config files and folders from `--config`; empty for `.mapper.json`'s.
    ///   - file: With `--file`: the config new classes go to when their rows name none.
    ///   - force: Import even when an ID would be recorded twice, or an entry has problems.
    ///   - newClass: Configure classes one edit away from configured ones.
    ///   - removeMissing: Remove the configured classes the listing has no row for.
    ///   - dryRun: Check everything and compute the changes, write nothing.
    ///   - code: The code's declarations, to warn about a new action the code does not declare,
    ///     as `set` does; nil to skip that check.
    ///   - writer: The writer (tests inject failures through it).
    /// - Throws: ``ConfigEditFailure``: exit status 1 for a listing with errors or a refusal,
    ///   2 when the listing or a config cannot be read, locked or written, 64 when a new class
    ///   has no file to go to.
    package init(
        _ listing: String, configPaths: [String], file: String? = nil, force: Bool = false, newClass: Bool = false, removeMissing: Bool = false,
        dryRun: Bool = false, code: ((ConfigSelection) throws(ConfigInputError) -> CodeDeclarations)? = nil,
        writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ConfigEditFailure) {
        let rows = try Self.read(listing)
        let (selection, set, lock) = try ConfigEditRun.loadSet(configPaths: configPaths, file: file)
        defer { lock.release() }
        var plan = ImportPlan(set: set)
        for page in rows.load.file?.pages ?? [] {
            try plan.add(page, namedFile: rows.files[page.className.value.text], file: file, newClass: newClass)
        }
        if !force { try plan.checkIDsRecordedOnce() }
        var warnings = rows.notes.map(\.description)
        if removeMissing {
            plan.removeMissingClasses()
        } else {
            warnings += plan.missingClasses.map { Self.leftAlone($0, listing: listing) }
        }

        var changes: [ConfigFileChange] = []
        // The code is read once, when the first new action needs it.
        var declarations: CodeDeclarations?
        for (path, edits) in plan.editsByFile {
            let change = try ConfigFileChange(path: path, lockedBy: lock)
            changes.append(change)
            try change.apply(edits, force: force, refusesProblems: !force)
            for edit in edits {
                let page = change.originalPage(edit.className)
                if declarations == nil, let code, case .control(let selector) = edit.target, edit.eventID != nil,
                    page?.controls.contains(where: { $0.selector.value == selector }) != true
                {
                    do {
                        declarations = try code(selection)
                    } catch {
                        throw ConfigEditFailure(.cannotRun, [error.description])
                    }
                }
                let known: ((ConfigSelection) throws(ConfigInputError) -> CodeDeclarations)? = declarations.map { read in { _ in read } }
                warnings += try ConfigEditRun.editWarnings(edit, page: page, change: change, selection: selection, code: known)
            }
        }
        self.warnings = warnings
        let mapping = try MappingDiff(old: set.map, new: Self.edited(set, changes))
        let count = mapping.changes.count
        guard count > 0 else {
            (messages, diff) = (["\(listing): nothing to change"], "")
            return
        }
        let files = changes.filter(\.isChanged).count
        let summary = "\(count) \(count == 1 ? "change" : "changes") in \(files) \(files == 1 ? "file" : "files")"
        let changeLines = DiffFormat.text.render(mapping).split(separator: "\n").map(String.init)
        if dryRun {
            try changes.checkReplaceable(with: writer)
            (messages, diff) = (changeLines + ["\(listing): would import \(summary); nothing written (--dry-run)"], changes.diff)
            return
        }
        try changes.writeAll(with: writer)
        (messages, diff) = (changeLines + ["\(listing): imported \(summary)"], "")
    }

    /// The warning for a configured class the listing has no row for.
    private static func leftAlone(_ page: PageMapping, listing: String) -> String {
        let name = page.className.value
        return "\(page.className.location): warning: '\(name)' has no row in \(listing), so it is left as it is; "
            + "to remove it, run mapper unset \(name) --page, or import with --remove-missing"
    }

    /// Reads the listing; a listing with errors imports nothing.
    private static func read(_ listing: String) throws(ConfigEditFailure) -> CSVListing {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: listing, limit: InputFile.configLimit)
        } catch {
            throw ConfigEditFailure(.cannotRun, ["\(listing): error: \(error.message)"])
        }
        return try read(bytes, named: listing)
    }

    /// Reads a listing's bytes, named `listing` in messages; a listing with errors imports nothing.
    static func read(_ bytes: [UInt8], named listing: String) throws(ConfigEditFailure) -> CSVListing {
        let rows = CSVConfigReader().loadListing(bytes, file: listing)
        guard rows.load.file != nil else {
            throw ConfigEditFailure(
                .cannotRun, rows.load.findings.map(\.description) + ["error: \(listing) cannot be read as a listing; nothing was imported"])
        }
        let errors = rows.load.findings.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw ConfigEditFailure(.refused, errors.map(\.description) + ["error: \(listing) has the problems above; nothing was imported"])
        }
        return rows
    }

    /// The set's map with the changed files as edited.
    private static func edited(_ set: ConfigSet, _ changes: [ConfigFileChange]) throws(ConfigEditFailure) -> EventMap {
        var files = set.map.files
        for change in changes where change.isChanged {
            let load = try change.editedFileLoad()
            guard let edited = load.file, let index = files.firstIndex(where: { resolvedPath($0.path) == resolvedPath(change.path) }) else {
                continue
            }
            files[index] = ConfigFile(path: files[index].path, fileType: edited.fileType, pages: edited.pages)
        }
        return EventMap.merging(files).map
    }
}
