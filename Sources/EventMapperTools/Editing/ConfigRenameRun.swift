import EventMapCore
import EventMapper

/// What `mapper rename` changes: an event ID everywhere the config set records it, or one
/// action's selector within its class, keeping its ID.
package enum ConfigRename: Sendable, Equatable {
    /// Every page event and action that records `old` records `new` instead.
    case eventID(old: EventID, new: EventID)
    /// The class's action `old` becomes `new`, recording the same ID.
    case action(className: String, old: ActionSelector, new: ActionSelector)
    /// Every ID that `old` matches (`PAGE_EVENT_NOTIF_*`: one `*` standing for any text) records
    /// `new` with the same text in place of its `*` instead (`PAGE_EVENT_NOTIFICATION_*`).
    case eventIDPattern(old: IDPattern, new: IDPattern)

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
        case .eventIDPattern(let old, let new):
            if old == new { return "the new pattern is the old one" }
        }
        return nil
    }

    /// The rename `old` and `new` ask for: a pattern rename when either holds a `*`; nil when
    /// one is a pattern and the other is not, or a pattern holds more than one `*`
    /// (``patternUsage`` says what is expected).
    package static func ofIDs(_ old: String, _ new: String) -> ConfigRename? {
        guard old.contains("*") || new.contains("*") else { return .eventID(old: EventID(old), new: EventID(new)) }
        guard let oldPattern = IDPattern(old), let newPattern = IDPattern(new) else { return nil }
        return .eventIDPattern(old: oldPattern, new: newPattern)
    }

    /// Whether the rename changes event IDs (rather than an action).
    var renamesIDs: Bool {
        if case .action = self { return false }
        return true
    }

    /// The IDs among `ids` the rename changes, each with its new ID.
    func renamedIDs(among ids: [String]) -> [(old: String, new: String)] {
        switch self {
        case .eventID(let old, let new): ids.contains(old.text) ? [(old.text, new.text)] : []
        case .eventIDPattern(let old, let new): ids.compactMap { id in old.match(id).map { (id, new.filled(with: $0)) } }
        case .action: []
        }
    }

    /// What a pattern rename takes.
    package static let patternUsage = "A pattern rename takes one * in each ID, standing for the text they share: 'NOTIF_*' 'NOTIFICATION_*'."
}

/// An event ID with one `*` in it: `PAGE_EVENT_NOTIF_*`.
package struct IDPattern: Sendable, Equatable, CustomStringConvertible {
    let prefix: String
    let suffix: String

    /// The pattern, or nil unless `text` holds exactly one `*`.
    package init?(_ text: String) {
        let parts = text.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        (prefix, suffix) = (String(parts[0]), String(parts[1]))
    }

    package var description: String { prefix + "*" + suffix }

    /// The text `*` stands for in `id`, or nil when the pattern does not match it.
    func match(_ id: String) -> Substring? {
        guard id.count >= prefix.count + suffix.count, id.hasPrefix(prefix), id.hasSuffix(suffix) else { return nil }
        return id.dropFirst(prefix.count).dropLast(suffix.count)
    }

    /// The ID with `text` in place of `*`.
    func filled(with text: Substring) -> String { prefix + text + suffix }
}

/// What `mapper rename` does, with no printing: finds every entry to change in the config set,
/// makes the edits in memory file by file (each under its lock, through the files' source
/// editors, a file's edits as one batch checked as `set` checks an edit), and only when every
/// new file is checked replaces them, one after another.
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
            var before: [PageMapping?] = []
            for edit in edits { before.append(try change.page(edit.className)) }
            try change.apply(edits, force: force, refusesProblems: !force)
            for (edit, page) in zip(edits, before) {
                lines += try ConfigEditRun.editWarnings(edit, page: page, change: change, selection: selection, code: code)
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
        case .eventIDPattern(let old, let new):
            edits = try patternEdits(old, new, emitters: emitters, map: set.map)
        }
        var order: [String] = []
        var byFile: [String: [ConfigEdit]] = [:]
        for (path, edit) in edits {
            if byFile[path] == nil { order.append(path) }
            byFile[path, default: []].append(edit)
        }
        return order.map { ($0, byFile[$0]!) }
    }

    /// The edits of a pattern rename: every matched ID renamed, refused (before anything is
    /// written) when a new ID is malformed or is one that stays recorded by another event.
    private static func patternEdits(_ old: IDPattern, _ new: IDPattern, emitters: [EventEmitter], map: EventMap) throws(ConfigEditFailure)
        -> [(path: String, edit: ConfigEdit)]
    {
        var renamed: [(emitter: EventEmitter, id: String)] = []
        for emitter in emitters {
            guard let text = old.match(emitter.eventID.text) else { continue }
            renamed.append((emitter, new.filled(with: text)))
        }
        guard !renamed.isEmpty else { throw ConfigEditFailure(.notFound, error: "no event ID matches \(old)") }
        let kept = Dictionary(
            emitters.filter { old.match($0.eventID.text) == nil }.map { ($0.eventID.text, $0) }, uniquingKeysWith: { first, _ in first })
        for (emitter, id) in renamed {
            if let problem = Rule.eventIDProblem(id) {
                throw ConfigEditFailure(.usage, ["\(emitter.location): error: \(emitter.eventID) would become '\(id)': \(problem)"])
            }
            if let user = kept[id] {
                throw ConfigEditFailure(
                    .refused,
                    [
                        "\(emitter.location): error: \(emitter.eventID) would become \(id), which \(user) records at \(user.location); "
                            + "an event ID names one event, so nothing was renamed"
                    ])
            }
        }
        return renamed.map { emitter, id in
            let target: ConfigEdit.Target =
                switch emitter.source {
                case .page(let event): .pageEvent(event)
                case .control(let selector): .control(selector)
                }
            return (emitter.location.file, ConfigEdit(className: emitter.className.text, target: target, eventID: EventID(id)))
        }
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
        case .eventIDPattern(let old, let new):
            let verb = dryRun ? "would record" : "now records"
            let lines = planned.flatMap { path, edits in
                edits.map { edit in
                    let id = edit.eventID?.text ?? ""
                    let was = new.match(id).map { " (was \(old.filled(with: $0)))" } ?? ""
                    return "\(path): \(edit.subject(edit.className)) \(verb) \(id)\(was)"
                }
            }
            let places = lines.count == 1 ? "1 place" : "\(lines.count) places"
            let files = planned.count == 1 ? "1 file" : "\(planned.count) files"
            return lines + ["\(dryRun ? "would rename" : "renamed") \(old) to \(new) in \(places) in \(files)\(suffix)"]
        case .action(_, let old, let new):
            guard let (path, edits) = planned.first, let added = edits.last, let id = added.eventID else { return [] }
            return ["\(path): -[\(added.className) \(old)] \(dryRun ? "would be renamed" : "renamed") to \(new), recording \(id)\(suffix)"]
        }
    }
}
