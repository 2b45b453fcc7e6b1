import EventMapCore
import EventMapper
import EventMapXML

/// What `mapper import` does, with no printing: reads a listing (`mapper list --format csv`,
/// edited in a spreadsheet) and applies it to the config set. Each class in the listing ends up
/// with exactly its rows, in the file it is configured in (a new class goes to the file its
/// rows name, or to `--file`); classes the listing does not mention are left alone. The edits
/// are made as `set` and `unset` make them, every new file is checked before any is replaced,
/// and a write that fails midway names the files changed.
package struct ConfigImportRun: Sendable {
    /// What changed in the mapping, as `mapper diff` prints it, then a summary line.
    package let messages: [String]
    /// With `dryRun`: the changes as `diff -u` shows them.
    package let diff: String

    /// Imports `listing`.
    /// - Parameters:
    ///   - listing: The CSV file.
    ///   - configPaths: Config files and folders from `--config`; empty for `.mapper.json`'s.
    ///   - file: With `--file`: the config new classes go to when their rows name none.
    ///   - force: Import even when an ID would be recorded twice, or an entry has problems.
    ///   - newClass: Configure classes one edit away from configured ones.
    ///   - dryRun: Check everything and compute the changes, write nothing.
    ///   - writer: The writer (tests inject failures through it).
    /// - Throws: ``ConfigEditFailure``: exit status 1 for a listing with errors or a refusal,
    ///   2 when the listing or a config cannot be read, locked or written, 64 when a new class
    ///   has no file to go to.
    package init(
        _ listing: String, configPaths: [String], file: String? = nil, force: Bool = false, newClass: Bool = false, dryRun: Bool = false,
        writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ConfigEditFailure) {
        let rows = try Self.read(listing)
        let (_, set) = try ConfigEditRun.loadSet(configPaths: configPaths, file: file)
        var plan = ImportPlan(set: set)
        for page in rows.load.file?.pages ?? [] {
            try plan.add(page, namedFile: rows.files[page.className.value.text], file: file, newClass: newClass)
        }
        if !force { try plan.checkIDsRecordedOnce() }

        var changes: [ConfigFileChange] = []
        for (path, edits) in plan.editsByFile {
            let change = try ConfigFileChange(path: path)
            changes.append(change)
            for edit in edits { try change.apply(edit, force: force, refusesProblems: !force) }
        }
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
            (messages, diff) = (changeLines + ["\(listing): would import \(summary); nothing written (--dry-run)"], changes.diff)
            return
        }
        try changes.writeAll(with: writer)
        (messages, diff) = (changeLines + ["\(listing): imported \(summary)"], "")
    }

    /// Reads the listing; a listing with errors imports nothing.
    private static func read(_ listing: String) throws(ConfigEditFailure) -> CSVListing {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: listing, limit: InputFile.configLimit)
        } catch {
            throw ConfigEditFailure(.cannotRun, ["\(listing): error: cannot read the file: \(error.reason)"])
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
            let load: ConfigFileLoad
            do {
                load = try ConfigEditVerifier.load(change.edited, path: change.path, format: change.format)
            } catch {
                throw ConfigEditFailure(.cannotRun, [error.description])
            }
            guard let edited = load.file, let index = files.firstIndex(where: { resolvedPath($0.path) == resolvedPath(change.path) }) else {
                continue
            }
            files[index] = ConfigFile(path: files[index].path, fileType: edited.fileType, pages: edited.pages)
        }
        return EventMap.merging(files).map
    }
}

/// The edits an import makes, file by file, worked out from the listing and the set.
struct ImportPlan {
    let set: ConfigSet
    let resolver: EventResolver
    /// Files in the order they were first edited, each with its edits.
    private(set) var editsByFile: [(String, [ConfigEdit])] = []
    /// Every event the listing's classes record once imported, with where the listing says so.
    private var imported: [(emitter: String, id: EventID, location: SourceLocation)] = []
    /// The classes the listing covers (as configured when they are).
    private var coveredClasses: Set<String> = []

    init(set: ConfigSet) {
        self.set = set
        self.resolver = EventResolver(set.map)
    }

    /// Adds the edits that give the class exactly the listing's rows.
    mutating func add(_ page: PageMapping, namedFile: Located<String>?, file: String?, newClass: Bool) throws(ConfigEditFailure) {
        let configured = resolver.page(page.className.value.text)
        let className = configured?.className.value.text ?? page.className.value.text
        let target = try targetFile(page, configured: configured, namedFile: namedFile, file: file, newClass: newClass)
        coveredClasses.insert(className)
        // Sets before removals, so that a section whose actions are all replaced is kept.
        var edits: [ConfigEdit] = []
        var removals: [ConfigEdit] = []
        for event in PageEvent.allCases {
            let wanted = page.pageEvents[event]?.value
            if wanted != configured?.pageEvents[event]?.value {
                let edit = ConfigEdit(className: className, target: .pageEvent(event), eventID: wanted)
                if wanted == nil { removals.append(edit) } else { edits.append(edit) }
            }
            if let wanted, let location = page.pageEvents[event]?.location {
                imported.append(("\(className) \(event)", wanted, location))
            }
        }
        let current = Dictionary((configured?.controls ?? []).map { ($0.selector.value, $0.eventID.value) }, uniquingKeysWith: { _, last in last })
        let wanted = Set(page.controls.map(\.selector.value))
        for control in configured?.controls ?? [] where !wanted.contains(control.selector.value) {
            removals.append(ConfigEdit(className: className, target: .control(control.selector.value), eventID: nil))
        }
        for control in page.controls {
            if current[control.selector.value] != control.eventID.value {
                edits.append(ConfigEdit(className: className, target: .control(control.selector.value), eventID: control.eventID.value))
            }
            imported.append(("-[\(className) \(control.selector.value)]", control.eventID.value, control.eventID.location))
        }
        edits += removals
        guard !edits.isEmpty else { return }
        if let index = editsByFile.firstIndex(where: { $0.0 == target }) {
            editsByFile[index].1 += edits
        } else {
            editsByFile.append((target, edits))
        }
    }

    /// The class's file: where it is configured, else the file its rows name, else `--file`,
    /// else the only config.
    private func targetFile(_ page: PageMapping, configured: PageMapping?, namedFile: Located<String>?, file: String?, newClass: Bool)
        throws(ConfigEditFailure) -> String
    {
        let name = page.className.value.text
        if let configured {
            let path = configured.className.location.file
            if let namedFile, resolvedPath(namedFile.value) != resolvedPath(path) {
                throw ConfigEditFailure(
                    .refused,
                    [
                        "\(namedFile.location): error: '\(name)' is configured in \(configured.className.location), not in \(namedFile.value); move a class with unset --page and set"
                    ])
            }
            return path
        }
        if !newClass { try ConfigEditRun.checkNotATypo(name, in: set) }
        if let namedFile {
            guard let path = set.paths.first(where: { resolvedPath($0) == resolvedPath(namedFile.value) }) else {
                throw ConfigEditFailure(
                    .refused, ["\(namedFile.location): error: \(namedFile.value) is not a config of the set (\(set.paths.joined(separator: ", ")))"])
            }
            return path
        }
        if let file { return file }
        guard set.paths.count == 1 else {
            throw ConfigEditFailure(
                .usage,
                [
                    "\(page.className.location): error: '\(name)' is not configured yet and its rows name no file; say which file new classes go to with --file (\(set.paths.joined(separator: ", ")))"
                ])
        }
        return set.paths[0]
    }

    /// Refuses an ID the import would have two events record, unless they already did.
    func checkIDsRecordedOnce() throws(ConfigEditFailure) {
        let untouched = set.map.files.flatMap(\.emitters).filter { !coveredClasses.contains($0.className.text) }
        var before: [EventID: Int] = [:]
        for emitter in set.map.files.flatMap(\.emitters) { before[emitter.eventID, default: 0] += 1 }
        var places: [EventID: [String]] = [:]
        for emitter in untouched { places[emitter.eventID, default: []].append("\(emitter) at \(emitter.location)") }
        for entry in imported { places[entry.id, default: []].append("\(entry.emitter) at \(entry.location)") }
        let twice = imported.filter { (places[$0.id]?.count ?? 0) > max(1, before[$0.id] ?? 0) }
        guard let first = twice.first else { return }
        throw ConfigEditFailure(
            .refused,
            [
                "\(first.location): error: \(first.id) would be recorded by \(places[first.id]!.joined(separator: " and by ")); an event ID names one event. Use another ID, or --force to import it anyway"
            ])
    }
}
