import EventMapCore
import EventMapper

/// What `mapper rename` changes: an event ID everywhere the config set records it, or one
/// action's selector within its class, keeping its ID.
package enum ConfigRename: Sendable, Equatable {
    /// Every page event and action that records `old` records `new` instead.
    case eventID(old: EventID, new: EventID)
    /// The class's action `old` becomes `new`, recording the same ID.
    case action(className: String, old: ActionSelector, new: ActionSelector)

    /// What a user wrote that cannot be a rename: a malformed name, selector or ID, or a name
    /// renamed to itself. Nil when the rename can be tried.
    package var problem: String? {
        switch self {
        case .eventID(let old, let new):
            if let problem = Rule.eventIDProblem(new.text) { return problem }
            if old == new { return "the new ID is the old one" }
        case .action(let className, let old, let new):
            if let problem = Rule.classNameProblem(className) { return problem }
            for selector in [old, new] {
                if let problem = Rule.selectorProblem(selector.text) { return problem.message + (problem.suggestion.map { "; \($0)" } ?? "") }
            }
            if old == new { return "the new action is the old one" }
        }
        return nil
    }
}

/// What `mapper rename` does, with no printing: finds every entry to change in the config set,
/// makes the edits in memory file by file (each under its lock, through the files' source
/// editors, checked as `set` checks an edit), and only when every new file is checked replaces
/// them, one after another.
package struct ConfigRenameRun: Sendable {
    /// One line per changed entry, then a summary.
    package let messages: [String]
    /// Warnings for standard error: a new action the code does not declare.
    package let warnings: [String]
    /// With `dryRun`: the changes as `diff -u` shows them.
    package let diff: String

    /// Makes `rename`.
    /// - Parameters:
    ///   - rename: The change.
    ///   - configPaths: Config files and folders from `--config`; empty for `.mapper.json`'s.
    ///   - force: Rename even when the new ID is already recorded elsewhere or an entry has
    ///     problems.
    ///   - dryRun: Check everything and compute the changes, write nothing.
    ///   - code: The code's declarations, to warn about a new action the class does not declare.
    ///   - writer: The writer (tests inject failures through it).
    /// - Throws: ``ConfigEditFailure``: exit status 1 for nothing to rename or a refusal, 2 when
    ///   a file cannot be read, locked or written (with which files were changed), 64 for a
    ///   malformed name.
    package init(
        _ rename: ConfigRename, configPaths: [String], force: Bool = false, dryRun: Bool = false,
        code: ((ConfigSelection) throws(ConfigInputError) -> CodeDeclarations)? = nil, writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ConfigEditFailure) {
        if let problem = rename.problem { throw ConfigEditFailure(.usage, error: problem) }
        let (selection, set, lock) = try ConfigEditRun.loadSet(configPaths: configPaths, file: nil)
        defer { lock.release() }
        let planned = try Self.plan(rename, in: set, force: force)

        var changes: [ConfigFileChange] = []
        var lines: [String] = []
        for (path, edits) in planned {
            let change = try ConfigFileChange(path: path, lockedBy: lock)
            changes.append(change)
            for edit in edits {
                let before = try change.page(edit.className)
                try change.apply(edit, force: force, refusesProblems: !force)
                lines += try ConfigEditRun.editWarnings(edit, page: before, change: change, selection: selection, code: code)
            }
        }
        warnings = lines
        messages = Self.messages(rename, planned: planned, dryRun: dryRun)
        if dryRun {
            try changes.checkReplaceable(with: writer)
            diff = changes.diff
            return
        }
        diff = ""
        try changes.writeAll(with: writer)
    }

    /// The edits to make, grouped by file in the set's order.
    static func plan(_ rename: ConfigRename, in set: ConfigSet, force: Bool) throws(ConfigEditFailure) -> [(String, [ConfigEdit])] {
        let emitters = set.map.files.flatMap(\.emitters)
        var edits: [(path: String, edit: ConfigEdit)] = []
        switch rename {
        case .eventID(let old, let new):
            let recording = emitters.filter { $0.eventID == old }
            guard !recording.isEmpty else {
                let hint = EventResolver(set.map).suggestEventID(for: old.text).map { "; did you mean '\($0)'?" } ?? ""
                throw ConfigEditFailure(.notFound, error: "no class records '\(old)'\(hint)")
            }
            if !force, let user = emitters.first(where: { $0.eventID == new }) {
                throw ConfigEditFailure(
                    .refused,
                    [
                        "\(user.location): error: \(new) is already recorded by \(user); an event ID names one event. Use another ID, or --force to merge the two events"
                    ])
            }
            for emitter in recording {
                let target: ConfigEdit.Target =
                    switch emitter.source {
                    case .page(let event): .pageEvent(event)
                    case .control(let selector): .control(selector)
                    }
                edits.append((emitter.location.file, ConfigEdit(className: emitter.className.text, target: target, eventID: new)))
            }
        case .action(let className, let old, let new):
            let resolver = EventResolver(set.map)
            guard let page = resolver.page(className) else {
                let hint = resolver.suggestClass(for: className).map { "; did you mean '\($0)'?" } ?? ""
                throw ConfigEditFailure(.notFound, error: "'\(className)' is not a configured class\(hint)")
            }
            let name = page.className.value
            guard let control = page.controls.last(where: { $0.selector.value == old }) else {
                let hint = resolver.suggestAction(for: old.text, ofClass: className).map { "; did you mean '\($0)'?" } ?? ""
                throw ConfigEditFailure(.notFound, error: "-[\(name) \(old)] is not mapped\(hint)")
            }
            if let taken = page.controls.last(where: { $0.selector.value == new }) {
                throw ConfigEditFailure(
                    .refused,
                    [
                        "\(taken.selector.location): error: -[\(name) \(new)] is already mapped, to \(taken.eventID.value); unset it first if \(old) should take its place"
                    ])
            }
            let file = page.className.location.file
            edits.append((file, ConfigEdit(className: name.text, target: .control(old), eventID: nil)))
            edits.append((file, ConfigEdit(className: name.text, target: .control(new), eventID: control.eventID.value)))
        }
        var order: [String] = []
        var byFile: [String: [ConfigEdit]] = [:]
        for (path, edit) in edits {
            if byFile[path] == nil { order.append(path) }
            byFile[path, default: []].append(edit)
        }
        return order.map { ($0, byFile[$0]!) }
    }

    private static func messages(_ rename: ConfigRename, planned: [(String, [ConfigEdit])], dryRun: Bool) -> [String] {
        let suffix = dryRun ? "; nothing written (--dry-run)" : ""
        switch rename {
        case .eventID(let old, let new):
            let verb = dryRun ? "would record" : "now records"
            let lines = planned.flatMap { path, edits in edits.map { "\(path): \($0.subject($0.className)) \(verb) \(new) (was \(old))" } }
            let places = lines.count == 1 ? "1 place" : "\(lines.count) places"
            let files = planned.count == 1 ? "1 file" : "\(planned.count) files"
            return lines + ["\(dryRun ? "would rename" : "renamed") \(old) to \(new) in \(places) in \(files)\(suffix)"]
        case .action(_, let old, let new):
            guard let (path, edits) = planned.first, let added = edits.last, let id = added.eventID else { return [] }
            return ["\(path): -[\(added.className) \(old)] \(dryRun ? "would be renamed" : "renamed") to \(new), recording \(id)\(suffix)"]
        }
    }
}
