import EventMapCore
import EventMapper

/// One change of an editor's draft, made as the command line makes it.
package enum DraftStep: Sendable, Equatable {
    /// What `mapper set` (an ID) or `mapper unset` (no ID) does; `file` is where a class that
    /// is not configured yet goes, as `--file` says.
    case edit(ConfigEdit, file: String?)
    /// What `mapper rename` does.
    case rename(ConfigRename)
}

/// Why a draft cannot be checked or saved: a step the edit path refuses, a file changed on disk
/// since the draft was started, or an input that cannot be read.
package struct DraftFailure: Error, Sendable, CustomStringConvertible {
    /// What kind of failure.
    package enum Kind: Sendable, Equatable {
        /// A step cannot be made (its index in the draft), as `set`/`unset`/`rename` refuse it.
        case step(Int)
        /// These files changed on disk since the draft was started: neither change is lost,
        /// the draft must be looked at again against the new contents.
        case conflict([String])
        /// The draft brings errors, and saving was not forced.
        case findings
        /// An input could not be read, a lock was held, or a write failed.
        case cannotRun
    }

    /// What kind of failure.
    package let kind: Kind
    /// The lines that say what and why.
    package let lines: [String]

    package init(_ kind: Kind, _ lines: [String]) {
        self.kind = kind
        self.lines = lines
    }

    package var description: String { lines.joined(separator: "\n") }

    /// Step `index`'s failure to be made, as the edit path says it.
    init(step index: Int, _ failure: ConfigEditFailure) {
        self.init(failure.kind == .cannotRun ? .cannotRun : .step(index), failure.lines)
    }
}

/// A draft being made, file by file: each step is turned into the edits `set`, `unset` and
/// `rename` make, and the edits are made by the file's ``ConfigFileChange`` — the edit path the
/// command line uses. Consecutive `set`/`unset` steps are made as one batch per file, and a
/// rename step's edits as another, so that a draft of many steps reads a large file a few times
/// rather than once per step; what a step's own checks read is made first.
final class DraftApplication {
    /// The files the draft starts from, loaded, in the set's order.
    let files: [(path: String, load: ConfigFileLoad)]
    /// The set they make.
    let base: ConfigSet
    /// The files changed so far, in the order they were first changed.
    private(set) var changes: [ConfigFileChange] = []
    private let open: (String) throws(ConfigEditFailure) -> ConfigFileChange
    /// Where each class the draft configures anew goes.
    private var newClassFiles = NewClassFiles()
    /// The classes a step changed, as configured and as the steps name them.
    var touchedClasses: Set<String> {
        changes.reduce(into: namedClasses) { $0.formUnion($1.editedPageKeys) }
    }
    /// The classes as the steps name them.
    private var namedClasses: Set<String> = []
    /// The lookups of the set the draft starts from, made once for all its steps.
    private lazy var baseLookups = EventResolver(base.map)
    /// The `set`/`unset` steps checked and not made yet, per file.
    private var waiting = EditsWaiting()

    /// - Parameters:
    ///   - files: The files the draft starts from, loaded, in the set's order.
    ///   - open: Opens a file of the set for editing.
    init(files: [(path: String, load: ConfigFileLoad)], open: @escaping (String) throws(ConfigEditFailure) -> ConfigFileChange) {
        self.files = files
        self.base = ConfigSet.assembling(files)
        self.open = open
    }

    /// Makes `steps` in order.
    /// - Throws: ``DraftFailure`` naming the first step that cannot be made.
    func apply(_ steps: [DraftStep], force: Bool) throws(DraftFailure) {
        for (index, step) in steps.enumerated() {
            switch step {
            case .edit(let edit, _) where edit.eventID == nil && waiting.holds(edit.className):
                // An unset's check reads what the class's waiting edits make.
                try makeWaiting(force: force)
            case .rename:
                try makeWaiting(force: force)
            case .edit:
                break
            }
            do {
                switch step {
                case .edit(let edit, let file): try check(edit, file: file, step: index)
                case .rename(let rename): try apply(rename, force: force)
                }
            } catch {
                // The step's own failure, unless a step before it cannot be made.
                try makeWaiting(force: force)
                throw DraftFailure(step: index, error)
            }
        }
        try makeWaiting(force: force)
    }

    /// The set as the draft leaves it.
    func editedSet() throws(DraftFailure) -> ConfigSet {
        var loads: [(path: String, load: ConfigFileLoad)] = []
        for (path, load) in files {
            guard let change = changes.first(where: { $0.path == path }), change.isChanged else {
                loads.append((path, load))
                continue
            }
            do {
                loads.append((path, try change.editedFileLoad()))
            } catch {
                throw DraftFailure(.cannotRun, error.lines)
            }
        }
        return ConfigSet.assembling(loads)
    }

    private func change(_ path: String) throws(ConfigEditFailure) -> ConfigFileChange {
        if let change = changes.first(where: { $0.path == path }) { return change }
        guard base.paths.contains(path) else {
            throw ConfigEditFailure(.refused, error: "\(path) is not a config of the set (\(base.paths.joined(separator: ", ")))")
        }
        let change = try open(path)
        changes.append(change)
        return change
    }

    /// Checks a `set`/`unset` step as the command line does before its edit, and leaves the edit
    /// waiting in its file's batch. An unset's check reads the class's page, which the class's
    /// waiting edits were made for first; the class an edit finds configured is touched once the
    /// edit is made (``ConfigFileChange/editedPageKeys``).
    private func check(_ edit: ConfigEdit, file: String?, step: Int) throws(ConfigEditFailure) {
        if let problem = edit.problem { throw ConfigEditFailure(.usage, error: problem) }
        let path = try targetFile(edit, file: file)
        let change = try change(path)
        namedClasses.insert(edit.className)
        if edit.eventID == nil {
            let page = try change.page(edit.className)
            try ConfigEditRun.checkPresent(edit, page: page, set: base, subject: edit.subject(page?.className.value.text ?? edit.className))
        }
        waiting.add(edit, step: step, to: change)
    }

    /// Makes the edits waiting, each file's as one batch.
    /// - Throws: ``DraftFailure`` naming the first step, in the draft's order, that cannot be made.
    private func makeWaiting(force: Bool) throws(DraftFailure) {
        var first: DraftFailure?
        var firstStep = Int.max
        for batch in waiting.take() {
            do {
                try batch.change.applyNamingFailure(batch.edits, force: force, refusesProblems: !force)
            } catch {
                let step = batch.steps[error.position]
                if step < firstStep { (first, firstStep) = (DraftFailure(step: step, error.failure), step) }
            }
        }
        if let first { throw first }
    }

    /// The file that configures the class, else the one an earlier step put it in, else the
    /// file the step names, else the set's only file.
    private func targetFile(_ edit: ConfigEdit, file: String?) throws(ConfigEditFailure) -> String {
        if let page = baseLookups.page(edit.className) { return page.className.location.file }
        if let placed = newClassFiles.find(edit.className) { return placed.path }
        guard edit.eventID != nil else { throw ConfigEditFailure(.notFound, error: "'\(edit.className)' is not a configured class") }
        guard let path = file ?? (base.paths.count == 1 ? base.paths.first : nil) else {
            throw ConfigEditFailure(
                .usage, error: "'\(edit.className)' is not configured yet; say which file to add it to (\(base.paths.joined(separator: ", ")))")
        }
        newClassFiles.add(edit.className, in: path)
        return path
    }

    private func apply(_ rename: ConfigRename, force: Bool) throws(ConfigEditFailure) {
        if let problem = rename.problem { throw ConfigEditFailure(.usage, error: problem) }
        let current: ConfigSet
        do {
            current = try editedSet()
        } catch {
            throw ConfigEditFailure(.cannotRun, error.lines)
        }
        for (path, edits) in try ConfigRenameRun.plan(rename, in: current, force: force) {
            let change = try change(path)
            namedClasses.formUnion(edits.map(\.className))
            try change.apply(edits, force: force, refusesProblems: !force)
        }
    }
}

/// The `set`/`unset` steps of a draft checked and not made yet: one batch per file, in the order
/// the files were first edited, each edit with its step's index.
private struct EditsWaiting {
    struct Batch {
        let change: ConfigFileChange
        var edits: [ConfigEdit] = []
        var steps: [Int] = []
    }

    private var batches: [Batch] = []
    /// The unqualified part of every class named by an edit waiting: a name that lookups may
    /// match to one of them has the same.
    private var classes: Set<Substring> = []

    mutating func add(_ edit: ConfigEdit, step: Int, to change: ConfigFileChange) {
        if let index = batches.firstIndex(where: { $0.change === change }) {
            batches[index].edits.append(edit)
            batches[index].steps.append(step)
        } else {
            batches.append(Batch(change: change, edits: [edit], steps: [step]))
        }
        classes.insert(ClassName(edit.className).unqualified)
    }

    /// Whether an edit waiting may change what lookups find for `className`.
    func holds(_ className: String) -> Bool {
        classes.contains(ClassName(className).unqualified)
    }

    /// The batches, leaving none.
    mutating func take() -> [Batch] {
        defer { (batches, classes) = ([], []) }
        return batches
    }
}
