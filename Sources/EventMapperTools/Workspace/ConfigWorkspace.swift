import EventMapCore
import EventMapper

/// What the editor (`mapper edit`) does with the files, with no HTTP: the project's config set
/// and code, read once for the code and afresh for the configs; drafts checked by the
/// validator's rules; saves made through the edit path of `set`, `unset`, `rename` and `import`.
///
/// The state is the files. A draft is a list of ``DraftStep``s the page keeps; checking it
/// makes every step in memory, on the contents a snapshot read; saving it locks every file of
/// the set, refuses when one is no longer what the draft started from, makes the steps again
/// on what it read under the locks, checks the result and writes every changed file or none.
package struct ConfigWorkspace: Sendable {
    /// The configs and the project file.
    package let selection: ConfigSelection
    /// The code's declarations (registries and the scanned sources), read at start.
    package let code: CodeDeclarations
    private let validator: Validator

    /// Chooses the configs and the code as `validate` does and reads the code's declarations.
    /// - Parameters:
    ///   - configPaths: Config files and folders; empty for `.mapper.json`'s.
    ///   - registryPaths: Registry files; with `sourcePaths`, they replace the project's.
    ///   - sourcePaths: Source files and folders.
    ///   - scanner: What scans the sources.
    /// - Throws: ``ConfigInputError`` when the project file, a registry or a source cannot be read.
    package init(configPaths: [String], registryPaths: [String] = [], sourcePaths: [String] = [], scanner: (any RegistrySourceScanning)?)
        throws(ConfigInputError)
    {
        selection = try ConfigSelection.choose(explicit: configPaths)
        code = try CodeDeclarations(registryPaths: registryPaths, sourcePaths: sourcePaths, project: selection.project, scanner: scanner)
        validator = try Validator(settings: selection.settings)
    }

    /// Reads the set, reusing `previous`'s files that have not changed on disk.
    /// - Throws: ``ConfigInputError`` when a config cannot be listed or read.
    package func read(reusing previous: ConfigSetSnapshot? = nil) throws(ConfigInputError) -> ConfigSetSnapshot {
        do {
            return try ConfigSetSnapshot.read(selection.paths, excluding: selection.project?.exclusion, reusing: previous)
        } catch {
            throw selection.namingWhereWritten(error)
        }
    }

    /// Validates `set` against the code, as `mapper validate` does.
    package func validate(_ set: ConfigSet) -> ValidationReport {
        validate(set, classScope: nil)
    }

    /// Validates `set`, checking the registry's classes for untracked and superclass-only
    /// actions only in `classScope` (every class when nil).
    private func validate(_ set: ConfigSet, classScope: Set<Substring>?) -> ValidationReport {
        validator.validate(
            set, registry: code.registry, registryFindings: code.findings, registryFiles: code.registryFiles,
            connectedActions: code.scanned?.connectedActions ?? [], sourceFileCount: code.scanned?.fileCount ?? 0, classScope: classScope)
    }

    /// What a draft of `snapshot` is checked against: its report, and the indexes that let a
    /// check re-check only what the draft touches. Made once per snapshot.
    package func revalidation(of snapshot: ConfigSetSnapshot, baseReport: ValidationReport) -> DraftRevalidation {
        DraftRevalidation(base: snapshot.set, baseReport: baseReport, registry: code.registry) { [self] in validate($0, classScope: $1) }
    }

    /// Makes `steps` on the snapshot's model and checks the result: the check while typing,
    /// which re-checks only what the draft's classes can change (``DraftRevalidation``), so
    /// that it costs a fraction of the rules on a large set. New entries are placed at their
    /// page until written; ``review(_:on:baseReport:force:)`` shows the text.
    /// - Parameters:
    ///   - steps: The draft.
    ///   - snapshot: The contents the draft starts from.
    ///   - revalidation: The snapshot's report and indexes (``revalidation(of:baseReport:)``).
    ///   - force: Make steps the edit path refuses without `--force`.
    ///   - wholeSet: Run every rule on the whole edited set instead: the same report, at the
    ///     cost of a validation (the benchmark's peer).
    /// - Throws: ``DraftFailure`` for a step that cannot be made.
    package func check(
        _ steps: [DraftStep], on snapshot: ConfigSetSnapshot, revalidation: DraftRevalidation, force: Bool = false,
        wholeSet: Bool = false
    ) throws(DraftFailure) -> DraftCheck {
        let clock = ContinuousClock()
        let start = clock.now
        var draft = DraftModel(snapshot)
        try draft.apply(steps, force: force)
        let edited = draft.editedSet
        let made = clock.now
        let (report, recheckedPages) =
            wholeSet ? (validate(edited), nil) : revalidation.report(for: edited, touched: draft.touchedClasses)
        let timings = DraftCheck.Timings(draft: made - start, rules: clock.now - made, recheckedPages: recheckedPages)
        return DraftCheck(
            base: draft.base, edited: edited, touched: draft.touchedClasses, report: report, baseReport: revalidation.baseReport,
            diff: "", changedFiles: draft.changedFiles, timings: timings)
    }

    /// Makes `steps` on the snapshot's contents through the edit path, in memory, and checks the
    /// result: what a save would write, as `diff -u` shows it.
    /// - Throws: ``DraftFailure`` for a step that cannot be made.
    package func review(_ steps: [DraftStep], on snapshot: ConfigSetSnapshot, baseReport: ValidationReport, force: Bool = false)
        throws(DraftFailure) -> DraftCheck
    {
        let draft = DraftApplication(files: snapshot.files.map { ($0.path, $0.load) }) { path throws(ConfigEditFailure) in
            guard let file = snapshot.file(path) else { throw ConfigEditFailure(.refused, error: "\(path) is not a config of the set") }
            return try ConfigFileChange(bytes: file.bytes, path: path, format: ConfigFileType(pathExtensionOf: path) ?? .plist)
        }
        try draft.apply(steps, force: force)
        return try DraftCheck(draft, validate: validate, baseReport: baseReport)
    }

    /// Saves `steps`: every file of the set is locked and read; a file whose contents are not
    /// those `fingerprints` name is a conflict; the steps are made on what was read, checked,
    /// and every changed file is written, or none.
    /// - Parameters:
    ///   - steps: The draft.
    ///   - fingerprints: The fingerprints of the files the draft started from, by path.
    ///   - baseReport: The report of the files `fingerprints` name, when the caller has it.
    ///   - force: Save even when the draft brings errors, as `--force` does.
    ///   - writer: The writer (tests inject failures through it).
    ///   - afterWriting: Called with the files written and the bytes written to each (the
    ///     configs changed, and the descriptions file when renames moved descriptions): what a
    ///     commit of the save holds, whatever another writer does to the files afterwards.
    /// - Returns: The check of what was written.
    /// - Throws: ``DraftFailure``: a conflict, a step that cannot be made, errors the draft
    ///   brings, or a file that cannot be locked, read or written.
    package func save(
        _ steps: [DraftStep], basedOn fingerprints: [String: String], baseReport: ValidationReport? = nil, force: Bool = false,
        writer: AtomicFileWriter = AtomicFileWriter(), afterWriting: (_ written: [(path: String, bytes: [UInt8])]) -> Void = { _ in }
    ) throws(DraftFailure) -> DraftCheck {
        let paths: [String]
        do {
            paths = try ConfigSet.configFiles(selection.paths, excluding: selection.project?.exclusion)
        } catch {
            throw DraftFailure(.cannotRun, [error.description])
        }
        // Every file the check reads is held, in one order, so that two saves of different
        // files of the set cannot both pass a check that only one of them would pass.
        var locked: [String: ConfigFileChange] = [:]
        for path in paths.sorted() {
            do {
                locked[path] = try ConfigFileChange(path: path)
            } catch {
                throw DraftFailure(.cannotRun, error.lines)
            }
        }
        let changed = paths.filter { fingerprints[$0] != ContentFingerprint.of(locked[$0]!.original) }
        let gone = fingerprints.keys.filter { !paths.contains($0) }.sorted()
        guard changed.isEmpty, gone.isEmpty else {
            let files = changed + gone
            throw DraftFailure(
                .conflict(files),
                files.map {
                    "\($0): error: the file changed on disk after the editor read it; reload to see the new contents, then make the change again"
                })
        }
        let draft = DraftApplication(files: paths.map { ($0, locked[$0]!.before) }) { path throws(ConfigEditFailure) in
            guard let change = locked[path] else { throw ConfigEditFailure(.refused, error: "\(path) is not a config of the set") }
            return change
        }
        try draft.apply(steps, force: force)
        // The files are those `fingerprints` name: their report, when the caller has it, is the base's.
        let check = try DraftCheck(draft, validate: validate, baseReport: baseReport ?? validate(draft.base))
        if check.blocksSave && !force {
            throw DraftFailure(
                .findings,
                check.introduced.filter { $0.severity == .error }.map(\.description)
                    + ["error: the change brings the errors above; nothing was saved. Fix them, or save anyway"])
        }
        // From here the files are written: an interruption waits for them, and the commit.
        return try UninterruptedWrites.perform { () throws(DraftFailure) -> DraftCheck in
            do throws(ConfigEditFailure) {
                try draft.changes.writeAll(with: writer)
            } catch {
                throw DraftFailure(.cannotRun, error.lines)
            }
            var saved = check
            let (notes, descriptions) = keepDescriptions(through: steps, writer: writer)
            saved.notes = notes
            let written = draft.changes.filter(\.isChanged).map { (path: $0.path, bytes: $0.edited) }
            if !written.isEmpty { afterWriting(written + [descriptions].compactMap { $0 }) }
            return saved
        }
    }

    /// The steps that give each class of a listing (`mapper list --format csv`, edited in a
    /// spreadsheet) exactly its rows, as `mapper import` works them out: what the editor adds to
    /// a draft, to be checked, reviewed and saved like any other change.
    /// - Parameters:
    ///   - listing: The CSV's bytes.
    ///   - name: The listing's name, for messages.
    ///   - snapshot: The set the steps start from.
    /// - Throws: ``DraftFailure`` for a listing with errors, or rows `import` refuses.
    package func importSteps(_ listing: [UInt8], named name: String, on snapshot: ConfigSetSnapshot) throws(DraftFailure) -> [DraftStep] {
        do throws(ConfigEditFailure) {
            let rows = try ConfigImportRun.read(listing, named: name)
            var plan = ImportPlan(set: snapshot.set)
            for page in rows.load.file?.pages ?? [] {
                try plan.add(page, namedFile: rows.files[page.className.value.text], file: nil, newClass: false)
            }
            return plan.editsByFile.flatMap { path, edits in edits.map { DraftStep.edit($0, file: path) } }
        } catch {
            throw DraftFailure(error.kind == .cannotRun ? .cannotRun : .step(0), error.lines)
        }
    }

    /// The descriptions file of the set: beside its first config.
    package var descriptionsPath: String { EventDescriptions.path(for: selection) }

    /// What each event means.
    /// - Throws: ``ConfigInputError`` when the file is there but cannot be read.
    package func descriptions() throws(ConfigInputError) -> EventDescriptions {
        try EventDescriptions.load(descriptionsPath)
    }

    /// Describes `id`, or takes its description away with nil, and writes the file.
    /// - Parameters:
    ///   - shown: When given, the entry as the person saw it before the change (empty fields
    ///     for none): the change is refused when the file no longer holds that, so that two
    ///     people, or two tabs, cannot silently undo each other's descriptions.
    /// - Returns: The descriptions as written.
    /// - Throws: ``ConfigEditFailure``: 64 for an ID that cannot be one or a field over
    ///   ``EventDescriptions/fieldLimit`` characters, 1 (refused) when `shown` is no longer
    ///   the entry, 2 when the file cannot be read or written.
    package func describe(
        _ id: String, as entry: EventDescriptions.Entry?, replacing shown: EventDescriptions.Entry? = nil,
        writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ConfigEditFailure) -> EventDescriptions {
        if let problem = Rule.eventIDProblem(id) { throw ConfigEditFailure(.usage, error: problem) }
        if let entry, max(entry.description.count, entry.owner?.count ?? 0) > EventDescriptions.fieldLimit {
            throw ConfigEditFailure(.usage, error: "a description or an owner holds at most \(EventDescriptions.fieldLimit) characters")
        }
        return try UninterruptedWrites.perform { () throws(ConfigEditFailure) in
            try EventDescriptions.update(descriptionsPath, writer: writer) { (descriptions) throws(ConfigEditFailure) in
                if let shown, !descriptions.holds(shown, for: id) {
                    throw ConfigEditFailure(
                        .refused,
                        error: "the description of \(id) was changed since this page showed it; reload to see it, then make your change again")
                }
                descriptions.set(id, entry)
            }
        }
    }

    /// Moves the descriptions of the IDs a saved draft renamed; what could not be moved is said.
    /// Moves the descriptions of the IDs `steps` rename. Returns what to tell besides, and the
    /// descriptions file with the bytes written when it changed.
    private func keepDescriptions(through steps: [DraftStep], writer: AtomicFileWriter) -> (
        notes: [String], written: (path: String, bytes: [UInt8])?
    ) {
        let renames = steps.compactMap { step -> ConfigRename? in
            switch step {
            case .rename(let rename) where rename.renamesIDs: rename
            default: nil
            }
        }
        guard !renames.isEmpty else { return ([], nil) }
        do throws(ConfigEditFailure) {
            var changed = false
            let descriptions = try EventDescriptions.update(descriptionsPath, writer: writer) { descriptions in
                let before = descriptions
                for rename in renames {
                    for (old, new) in rename.renamedIDs(among: descriptions.entries.keys.sorted()) { descriptions.rename(old, to: new) }
                }
                changed = descriptions != before
            }
            return ([], changed ? (descriptionsPath, descriptions.encoded) : nil)
        } catch {
            return (error.lines + ["the configs are saved, but the renamed IDs' descriptions were not moved in \(descriptionsPath)"], nil)
        }
    }
}

/// What a draft does: the validator's report on the set as the draft leaves it, the findings
/// the draft brings, and the change as `mapper diff` and `diff -u` show it.
package struct DraftCheck: Sendable {
    /// The report on the edited set.
    package let report: ValidationReport
    /// The findings the edited set has and the original did not.
    package let introduced: [Finding]
    /// The findings the original had and the edited set does not: what the draft fixes.
    package let resolved: [Finding]
    /// What the draft does to the mapping.
    package let mapping: MappingDiff
    /// The changed files as `diff -u` shows them.
    package let unifiedDiff: String
    /// The files the draft changes.
    package let changedFiles: [String]

    /// Whether the draft brings an error, so that saving it needs an override.
    package var blocksSave: Bool { introduced.contains { $0.severity == .error } }

    /// How long the check took, by part: what the server reports as `Server-Timing`.
    package struct Timings: Sendable {
        /// Making the steps.
        package let draft: Duration
        /// The rules on the edited set.
        package let rules: Duration
        /// How many of the draft's pages the rules re-checked; nil when they ran on the whole set.
        package let recheckedPages: Int?
    }

    /// How long the check took; nil for a review or a save.
    package let timings: Timings?
    /// What a save says besides: descriptions that could not follow a renamed ID.
    package var notes: [String] = []

    init(
        base: ConfigSet, edited: ConfigSet, touched: Set<String>, report: ValidationReport, baseReport: ValidationReport, diff: String,
        changedFiles: [String], timings: Timings?
    ) {
        self.report = report
        introduced = Self.introduced(report.findings, comparedWith: baseReport.findings)
        resolved = Self.introduced(baseReport.findings, comparedWith: report.findings)
        // Only the classes a step changed can differ: the rest of a large set is not compared.
        func touchedPages(_ map: EventMap) -> EventMap {
            let pages = map.pages.filter { touched.contains($0.className.value.text) }
            return EventMap.merging([ConfigFile(path: "", fileType: .plist, pages: pages)]).map
        }
        mapping = MappingDiff(old: touchedPages(base.map), new: touchedPages(edited.map))
        unifiedDiff = diff
        self.changedFiles = changedFiles
        self.timings = timings
    }

    /// The check of a draft made through the edit path.
    init(_ draft: DraftApplication, validate: (ConfigSet) -> ValidationReport, baseReport: ValidationReport) throws(DraftFailure) {
        let edited = try draft.editedSet()
        self.init(
            base: draft.base, edited: edited, touched: draft.touchedClasses, report: validate(edited), baseReport: baseReport,
            diff: draft.changes.diff, changedFiles: draft.changes.filter(\.isChanged).map(\.path), timings: nil)
    }

    /// The findings of `after` beyond those of `before`, compared by rule and message without
    /// the places messages name (an edit moves the lines below it).
    private static func introduced(_ after: [Finding], comparedWith before: [Finding]) -> [Finding] {
        func key(_ finding: Finding) -> String {
            finding.rule.id + "\u{0}" + finding.message.replacing(/:\d+:\d+/, with: "")
        }
        var remaining = Dictionary(before.map { (key($0), 1) }, uniquingKeysWith: +)
        return after.filter { finding in
            let key = key(finding)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }
}
