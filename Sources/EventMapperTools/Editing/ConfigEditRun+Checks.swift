import EventMapCore
import EventMapper

/// The checks `set`, `unset` and `import` make against the set and the code before an edit.
extension ConfigEditRun {
    /// The warnings for an edit that is made: an ID outside the project's naming pattern, a new
    /// action the code does not declare. Every edit path (`set`, `import`) asks this one
    /// function, so that they warn alike.
    /// - Parameters:
    ///   - edit: The edit, already made to `change` (with the rest of its batch, for `import`
    ///     and `rename`).
    ///   - page: The class as configured before the edit (before its batch).
    ///   - change: The file being edited.
    ///   - selection: The project's settings.
    ///   - code: The code's declarations; nil to skip the code check.
    static func editWarnings(
        _ edit: ConfigEdit, page: PageMapping?, change: ConfigFileChange, selection: ConfigSelection,
        code: ((ConfigSelection) throws(ConfigInputError) -> CodeDeclarations)?
    ) throws(ConfigEditFailure) -> [String] {
        var warnings = try namingWarnings(edit, change: change, settings: selection.settings)
        if let code { warnings += try codeWarnings(edit, page: page, change: change, selection: selection, code: code) }
        return warnings
    }

    /// A warning for an ID the edit writes that the project's naming pattern does not match,
    /// worded as `validate` words it.
    private static func namingWarnings(_ edit: ConfigEdit, change: ConfigFileChange, settings: ValidationSettings) throws(ConfigEditFailure)
        -> [String]
    {
        guard let id = edit.eventID, let edited = try change.page(edit.className) else { return [] }
        let emitter = [edited].emitters.first { emitter in
            guard emitter.eventID == id else { return false }
            switch (edit.target, emitter.source) {
            case (.control(let selector), .control(let other)): return selector == other
            case (.pageEvent(let event), .page(let other)): return event == other
            default: return false
            }
        }
        guard let emitter, var finding = settings.namingFinding(for: emitter) else { return [] }
        finding.severity = .warning
        return [finding.description]
    }

    /// The message for a set that changes nothing, or nil.
    static func unchanged(_ edit: ConfigEdit, page: PageMapping?, subject: String) -> String? {
        guard let id = edit.eventID, let page else { return nil }
        let current: Located<EventID>? =
            switch edit.target {
            case .control(let selector): page.controls.last { $0.selector.value == selector }?.eventID
            case .pageEvent(let event): page.pageEvents[event]
            case .page: nil
            }
        guard let current, current.value == id else { return nil }
        return "\(current.location): \(subject) already records \(id); nothing to change"
    }

    static func checkPresent(_ edit: ConfigEdit, page: PageMapping?, set: ConfigSet, subject: String) throws(ConfigEditFailure) {
        guard let page else {
            let hint = EventResolver(set.map).suggestClass(for: edit.className).map { "; did you mean '\($0)'?" } ?? ""
            throw ConfigEditFailure(.notFound, error: "'\(edit.className)' is not a configured class\(hint)")
        }
        switch edit.target {
        case .control(let selector):
            guard !page.controls.contains(where: { $0.selector.value == selector }) else { return }
            let hint =
                NearestName.suggestion(for: selector.text, among: page.controls.map(\.selector.value.text)).map { "; did you mean '\($0)'?" } ?? ""
            throw ConfigEditFailure(.notFound, error: "\(subject) is not mapped\(hint)")
        case .pageEvent(let event):
            guard page.pageEvents[event] == nil else { return }
            throw ConfigEditFailure(.notFound, error: "'\(page.className.value)' has no \(event) event configured")
        case .page:
            return
        }
    }

    /// Refuses an ID that another event in the set already records.
    static func checkUnused(_ id: EventID, by edit: ConfigEdit, pageKey: String?, original: ConfigFile, set: ConfigSet, target: String)
        throws(ConfigEditFailure)
    {
        let others = set.map.files.filter { resolvedPath($0.path) != resolvedPath(target) }
        let emitters = (others + [original]).flatMap(\.emitters).filter { emitter in
            guard emitter.eventID == id else { return false }
            guard emitter.location.file == target, emitter.className.text == pageKey else { return true }
            switch (edit.target, emitter.source) {
            case (.control(let selector), .control(let other)): return selector != other
            case (.pageEvent(let event), .page(let other)): return event != other
            default: return true
            }
        }
        guard let first = emitters.sorted(by: { $0.location < $1.location }).first else { return }
        throw ConfigEditFailure(
            .refused,
            error:
                "\(id) is already recorded by \(first) at \(first.location); an event ID names one event. Use another ID, or --force to record it twice"
        )
    }

    /// Refuses a new class one edit away from a configured one: `HomeViewControler` is a typo
    /// far more often than a new page, and a new entry under it would record nothing.
    static func checkNotATypo(_ className: String, in set: ConfigSet, askedAt row: SourceLocation? = nil) throws(ConfigEditFailure) {
        let wanted = Array(ClassName(className).unqualified.lowercased().unicodeScalars)
        let near = set.map.pages.first { page in
            let configured = Array(page.className.value.unqualified.lowercased().unicodeScalars)
            return NearestName.editDistance(wanted, configured, limit: 1) <= 1
        }
        guard let near else { return }
        let configured = near.className.location
        // Located where the name was asked for (a listing's row), when it was written somewhere.
        let question =
            row.map { "\($0): error: '\(className)' is not configured; did you mean '\(near.className.value)', configured at \(configured)? " }
            ?? "\(configured): error: '\(className)' is not configured; did you mean '\(near.className.value)', configured here? "
        throw ConfigEditFailure(.refused, [question + "Pass --new-class to configure '\(className)' as a new class"])
    }

    /// A warning for a new action the code does not declare (or of a class it does not
    /// declare), located at the new entry, with the declared action it most likely means.
    private static func codeWarnings(
        _ edit: ConfigEdit, page: PageMapping?, change: ConfigFileChange, selection: ConfigSelection,
        code: (ConfigSelection) throws(ConfigInputError) -> CodeDeclarations
    ) throws(ConfigEditFailure) -> [String] {
        guard case .control(let selector) = edit.target, edit.eventID != nil,
            page?.controls.contains(where: { $0.selector.value == selector }) != true
        else { return [] }
        let registry: ActionRegistry
        do {
            guard let declared = try code(selection).registry else { return [] }
            registry = declared
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        let edited = try change.page(edit.className)
        guard let edited, let entry = edited.controls.last(where: { $0.selector.value == selector }) else { return [] }
        let className = edited.className.value
        let finding: Finding
        if registry.declaredClass(className.text) == nil {
            finding = .unknownClass(edited.className, in: registry)
        } else if registry.declaringClass(of: selector, in: className.text) == nil {
            let suggestion = registry.suggestedAction(
                for: selector, ofClass: className.text, mapped: edited.controls.map(\.selector.value), tag: selection.settings.tag)
            finding = Finding(
                .undeclaredAction, Rule.undeclaredActionMessage(className, selector), at: entry.selector.location,
                suggestion: suggestion.map { "did you mean \($0)?" })
        } else {
            return []
        }
        // The edit is made: at `set` time this is a warning, whatever the rule's severity in CI.
        return selection.settings.apply(to: [finding]).map { finding in
            var warning = finding
            warning.severity = .warning
            return warning.description
        }
    }
}
