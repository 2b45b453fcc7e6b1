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

    /// Makes `edit`.
    /// - Parameters:
    ///   - edit: The change.
    ///   - configPaths: Config files and folders from `--config`; empty for `.mapper.json`'s,
    ///     else `Configs/`.
    ///   - file: With `--file`: the config a class that is not configured yet goes to.
    ///   - force: Make the edit even when it reuses an ID, duplicates a class, or touches an
    ///     entry with problems.
    ///   - writer: The writer (tests inject failures through it).
    /// - Throws: ``ConfigEditFailure``, with the lines to print and the exit status.
    package init(
        _ edit: ConfigEdit, configPaths: [String], file: String? = nil, force: Bool = false,
        writer: AtomicFileWriter = AtomicFileWriter()
    ) throws(ConfigEditFailure) {
        if let problem = edit.problem { throw ConfigEditFailure(.usage, error: problem) }
        let set = try Self.loadSet(configPaths: configPaths, file: file)
        let target = try Self.targetFile(for: edit, in: set, file: file, force: force)
        let format = ConfigFileType(pathExtensionOf: target) ?? .plist

        let lock: FileEditLock
        do {
            lock = try FileEditLock(for: target)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        defer { lock.release() }

        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: target, limit: InputFile.configLimit)
        } catch {
            throw ConfigEditFailure(.cannotRun, ["\(target): error: cannot read the file: \(error.reason)"])
        }
        let before: ConfigFileLoad
        do {
            before = try ConfigEditVerifier.load(bytes, path: target, format: format)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        guard let original = before.file else {
            throw ConfigEditFailure(
                .refused, before.findings.map(\.description) + ["error: \(target) does not parse; a file that does not parse is never edited"])
        }
        let page = EventResolver(EventMap.merging([original]).map).page(edit.className)
        let pageKey = page?.className.value.text
        let subject = edit.subject(pageKey ?? edit.className)

        if let unchanged = Self.unchanged(edit, page: page, subject: subject) {
            message = unchanged
            changedFile = false
            return
        }
        if edit.eventID == nil { try Self.checkPresent(edit, page: page, set: set, subject: subject) }
        if let id = edit.eventID, !force { try Self.checkUnused(id, by: edit, pageKey: pageKey, original: original, set: set, target: target) }

        let document: XMLSourceDocument
        do {
            document = try XMLByteLayout.map(bytes)
        } catch {
            throw ConfigEditFailure(.refused, error: "\(target) cannot be edited in place: \(error.message)")
        }
        let replacements: [ByteReplacement]
        let pageRange: Range<Int>?
        switch format {
        case .plist:
            let editor = PlistSourceEditor(document: document, file: target, force: force)
            pageRange = pageKey.flatMap { editor.pageRange(pageKey: $0) }
            if !force { try Self.checkClean(pageRange, of: subject, in: document, findings: before.findings) }
            replacements = try editor.replacements(for: edit, pageKey: pageKey)
        case .xml:
            let editor = XMLDialectSourceEditor(document: document, file: target, force: force)
            pageRange = pageKey.flatMap { editor.pageRange(pageKey: $0) }
            if !force { try Self.checkClean(pageRange, of: subject, in: document, findings: before.findings) }
            replacements = try editor.replacements(for: edit, pageKey: pageKey)
        case .json, .csv:
            // A config set holds only .plist and .xml files; these are conversion formats.
            throw ConfigEditFailure(.refused, error: "\(target) is a \(format) file; set and unset edit .plist and .xml configs")
        }
        let edited = ByteReplacement.apply(replacements, to: bytes)
        let verifier = ConfigEditVerifier(path: target, format: format, before: before, edit: edit, pageKey: pageKey)
        do {
            try verifier.verify(edited)
        } catch {
            throw ConfigEditFailure(.refused, error: "\(target): the edit was not made: \(error)")
        }
        do {
            try writer.write(edited, to: target, verify: verifier.verify)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description] + (error.fileWasReplaced ? [] : ["\(target): the file is unchanged"]))
        }
        message = Self.doneMessage(edit, subject: subject, page: page, target: target)
        changedFile = true
    }

    private static func loadSet(configPaths: [String], file: String?) throws(ConfigEditFailure) -> ConfigSet {
        let set: ConfigSet
        do throws(ConfigInputError) {
            var paths = try ConfigSelection.choose(explicit: configPaths).paths
            if let file {
                guard FileManager.default.fileExists(atPath: file) else { throw ConfigInputError(path: file, message: "no such file") }
                guard ConfigFileType(pathExtensionOf: file)?.isReadInConfigSets == true else {
                    throw ConfigInputError(path: file, message: "not a config: expected a .plist or .xml file")
                }
                paths.append(file)
            }
            set = try ConfigSet.load(paths)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        do {
            try ConfigSetUnavailable.check(set)
        } catch {
            // The set is what the edit is checked against (IDs used twice, a class in two
            // files): an edit against part of it could break what the missing file holds.
            throw ConfigEditFailure(.cannotRun, error.lines)
        }
        return set
    }

    /// The file to edit: the one whose entry lookups use, or for a new class `--file`, or the
    /// set's only file.
    private static func targetFile(for edit: ConfigEdit, in set: ConfigSet, file: String?, force: Bool) throws(ConfigEditFailure) -> String {
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
        if let file { return file }
        guard set.paths.count == 1 else {
            throw ConfigEditFailure(
                .usage,
                error: "'\(edit.className)' is not configured yet; say which file to add it to with --file (\(set.paths.joined(separator: ", ")))")
        }
        return set.paths[0]
    }

    /// The message for a set that changes nothing, or nil.
    private static func unchanged(_ edit: ConfigEdit, page: PageMapping?, subject: String) -> String? {
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

    private static func checkPresent(_ edit: ConfigEdit, page: PageMapping?, set: ConfigSet, subject: String) throws(ConfigEditFailure) {
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
    private static func checkUnused(_ id: EventID, by edit: ConfigEdit, pageKey: String?, original: ConfigFile, set: ConfigSet, target: String)
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

    /// Refuses to edit a class whose entry already has errors.
    private static func checkClean(_ range: Range<Int>?, of subject: String, in document: XMLSourceDocument, findings: [Finding])
        throws(ConfigEditFailure)
    {
        guard let range else { return }
        let lines = document.line(at: range.lowerBound)...document.line(at: max(range.lowerBound, range.upperBound - 1))
        let problems = findings.filter { $0.severity == .error && lines.contains($0.location.line) }
        guard !problems.isEmpty else { return }
        throw ConfigEditFailure(
            .refused,
            problems.map(\.description) + ["error: the entry being edited has the problems above; fix them first, or --force to edit it anyway"])
    }

    private static func doneMessage(_ edit: ConfigEdit, subject: String, page: PageMapping?, target: String) -> String {
        let previous: EventID? =
            switch edit.target {
            case .control(let selector): page?.controls.last { $0.selector.value == selector }?.eventID.value
            case .pageEvent(let event): page?.pageEvents[event]?.value
            case .page: nil
            }
        guard let id = edit.eventID else {
            return "\(target): removed \(subject)" + (previous.map { " (was \($0))" } ?? "")
        }
        return "\(target): \(subject) now records \(id)" + (previous.map { " (was \($0))" } ?? (page == nil ? " (new class)" : " (new)"))
    }
}
