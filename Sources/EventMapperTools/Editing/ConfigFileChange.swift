import EventMapCore
import EventMapper
import EventMapXML
import InputFiles

/// One config file being edited: locked, read, changed in memory by ``ConfigEdit``s made in place
/// by the file's source editor (one at a time, or a batch as one change: ``apply(_:force:refusesProblems:)``),
/// each call's result checked, and checked again before it is written. The lock is held until
/// the change is released.
/// What `set`, `unset`, `rename` and `import` share; the last two hold several at once, so that
/// every new file is checked before any is replaced.
final class ConfigFileChange {
    /// The file, as the set names it.
    let path: String
    let format: ConfigFileType
    /// The contents read under the lock.
    let original: [UInt8]
    /// The original, loaded.
    let before: ConfigFileLoad
    /// The original's model: the file parses, or it is not edited.
    let originalFile: ConfigFile
    /// The contents with every edit made so far.
    private(set) var edited: [UInt8]
    /// What the file must map once written: the original's mapping with every edit made.
    private(set) var expected: MappingSnapshot
    /// The edits made so far, for messages.
    private(set) var subjects: [String] = []
    /// The classes the edits made so far found configured, as the file names them (a name that
    /// lookups match to another, `Foo` to `App.Foo`, is here as `App.Foo`).
    private(set) var editedPageKeys: Set<String> = []
    /// How many times the edits so far read the contents to make changes from.
    private(set) var readings = 0
    /// The line ending and indentation step of the contents the change started from, which
    /// every edit keeps.
    private var style: SourceLayout?
    private let lock: FileEditLock?
    /// Whether the lock is this change's own, released with it, rather than its set's.
    private let ownsLock: Bool
    /// Whether the file does not exist yet: it is made from an empty config of its format.
    let createsFile: Bool
    /// The original's lookups, made when first asked for.
    private lazy var originalLookups = EventResolver(EventMap.merging([originalFile]).map)
    /// The edited contents' lookups (nil inside when they do not parse), kept until the next
    /// edit: a draft's step asks for its page several times, and each asking would otherwise
    /// parse the whole file again.
    private var editedLookups: EventResolver??
    /// The edited contents as their check loaded them, until the next edit.
    private var editedLoad: ConfigFileLoad?
    /// The original's layout, for the check of an entry's problems once the text has changed.
    private lazy var originalDocument = try? XMLByteLayout.map(original)
    /// An editor of the original contents, where ``checkClean(_:reading:readingIsOriginal:)``
    /// finds a class's entry once the contents have changed.
    private lazy var originalEditor = originalDocument.flatMap { try? format.sourceEditor($0, file: path, force: false, style: style) }

    /// Locks and reads `path`; with `setLock`, under the lock the set already holds on it.
    /// - Throws: ``ConfigEditFailure``: exit status 2 when the lock is held or the file cannot
    ///   be read; 1 when it does not parse (a file that does not parse is never edited).
    init(path: String, lockedBy setLock: ConfigSetLock? = nil) throws(ConfigEditFailure) {
        self.path = path
        format = ConfigFileType(pathExtensionOf: path) ?? .plist
        createsFile = false
        if let held = setLock?.lock(for: path) {
            (lock, ownsLock) = (held, false)
        } else {
            do {
                lock = try FileEditLock(for: path)
            } catch {
                throw ConfigEditFailure(.cannotRun, [error.description])
            }
            ownsLock = true
        }
        // Under the lock, a temporary copy of this file is one a killed edit left.
        AtomicFileWriter.removeStaleTemporaries(of: path)
        do {
            original = try InputFile.contents(of: path, limit: InputFile.configLimit)
        } catch {
            if ownsLock { lock?.release() }
            throw ConfigEditFailure(.cannotRun, ["\(path): error: \(error.message)"])
        }
        do {
            before = try ConfigFileLoad.load(original, format: format, file: path)
        } catch {
            if ownsLock { lock?.release() }
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        guard let file = before.file else {
            if ownsLock { lock?.release() }
            throw ConfigEditFailure(
                .refused, before.findings.map(\.description) + ["error: \(path) does not parse; a file that does not parse is never edited"])
        }
        originalFile = file
        edited = original
        expected = MappingSnapshot(file)
    }

    /// Starts from `bytes` held in memory, named `path` in messages, with no lock: what the merge
    /// driver edits to build each side's version of a conflicted file.
    /// - Throws: ``ConfigEditFailure`` with exit status 2 when the bytes do not parse.
    init(bytes: [UInt8], path: String, format: ConfigFileType) throws(ConfigEditFailure) {
        self.path = path
        self.format = format
        lock = nil
        ownsLock = true
        createsFile = false
        original = bytes
        do {
            before = try ConfigFileLoad.load(bytes, format: format, file: path)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        guard let file = before.file else {
            throw ConfigEditFailure(.cannotRun, before.findings.map(\.description) + ["error: \(path) does not parse"])
        }
        originalFile = file
        edited = bytes
        expected = MappingSnapshot(file)
    }

    /// Locks `path`, a config that does not exist yet, and makes it whole from `pages` in the
    /// format its extension says (`.plist` or `.xml`), as `convert` writes one: an edit per
    /// entry would re-read the growing file for each.
    /// - Throws: ``ConfigEditFailure``: exit status 2 when the lock is held or the file has
    ///   appeared; 64 for another extension; 1 when the file made does not read back as `pages`.
    init(creating path: String, with pages: [PageMapping]) throws(ConfigEditFailure) {
        self.path = path
        guard let format = ConfigFileType(pathExtensionOf: path), format.isReadInConfigSets else {
            throw ConfigEditFailure(.usage, error: "\(path): a new config must be a .plist or .xml file")
        }
        self.format = format
        createsFile = true
        ownsLock = true
        do {
            lock = try FileEditLock(for: path)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        guard FileSystemItem.kind(at: path) == nil else {
            lock?.release()
            throw ConfigEditFailure(.cannotRun, error: "\(path) appeared while the edit was being prepared; run it again")
        }
        original = []
        edited = ConfigWriter().write(pages, as: format)
        let made: ConfigFile?
        do {
            before = try ConfigFileLoad.load(edited, format: format, file: path)
            made = before.file
        } catch {
            lock?.release()
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        guard let made, MappingSnapshot(made) == MappingSnapshot(ConfigFile(path: path, fileType: format, pages: pages)) else {
            lock?.release()
            throw ConfigEditFailure(
                .refused, error: "\(path): the new config does not read back as the entries it was made from; nothing was written")
        }
        originalFile = made
        expected = MappingSnapshot(made)
        subjects = pages.map { "page '\($0.className.value)'" }
    }

    deinit {
        if ownsLock { lock?.release() }
    }

    /// Whether any edit changed the bytes, or the file is to be made.
    var isChanged: Bool { createsFile || edited != original }

    /// The class's mapping in the file as edited so far (matched as lookups match), or nil.
    func page(_ className: String) throws(ConfigEditFailure) -> PageMapping? {
        if edited == original { return originalLookups.page(className) }
        if let editedLookups { return editedLookups?.page(className) }
        let lookups = try editedFileLoad().file.map { EventResolver(EventMap.merging([$0]).map) }
        editedLookups = .some(lookups)
        return lookups?.page(className)
    }

    /// The class's mapping in the file as read, before any edit (matched as lookups match).
    func originalPage(_ className: String) -> PageMapping? {
        originalLookups.page(className)
    }

    /// The contents with every edit made so far, loaded: as the last edits' check loaded them,
    /// else loaded now.
    /// - Throws: ``ConfigEditFailure`` when the XML dialect's schema is missing.
    func editedFileLoad() throws(ConfigEditFailure) -> ConfigFileLoad {
        if let editedLoad { return editedLoad }
        do {
            return try ConfigFileLoad.load(edited, format: format, file: path)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
    }

    /// Makes `edit` to the contents.
    /// - Parameters:
    ///   - edit: The change.
    ///   - force: Edit an entry with problems; set the last of a duplicated key.
    ///   - refusesProblems: Refuse to edit a class whose entry in the original has errors.
    func apply(_ edit: ConfigEdit, force: Bool, refusesProblems: Bool) throws(ConfigEditFailure) {
        try apply([edit], force: force, refusesProblems: refusesProblems)
    }

    /// Makes `edits`, in order, giving the bytes that making them one at a time gives, and
    /// checks the result once, after the last. Edits whose bytes lie apart are made from one
    /// reading of the contents (``ClassesInReading`` says which wait for the next), so that a
    /// listing of many changes maps and parses a large file a few times rather than once per
    /// change. When anything fails, the edits are made again one at a time from where they
    /// started, so that the failure named is the first edit's that fails alone.
    func apply(_ edits: [ConfigEdit], force: Bool, refusesProblems: Bool) throws(ConfigEditFailure) {
        do {
            try applyNamingFailure(edits, force: force, refusesProblems: refusesProblems)
        } catch {
            throw error.failure
        }
    }

    /// ``apply(_:force:refusesProblems:)-([ConfigEdit],_,_)``, saying which edit failed.
    /// - Throws: ``FailedEdit``: the first edit that fails alone, after those before it were made.
    func applyNamingFailure(_ edits: [ConfigEdit], force: Bool, refusesProblems: Bool) throws(FailedEdit) {
        guard !edits.isEmpty else { return }
        let start = (edited: edited, expected: expected, subjects: subjects, pageKeys: editedPageKeys)
        do {
            var waiting = edits.enumerated().map { (position: $0.offset, edit: $0.element) }
            var made: [(position: Int, subject: String)] = []
            while !waiting.isEmpty {
                waiting = try applyFromOneReading(waiting, force: force, refusesProblems: refusesProblems, made: &made)
            }
            subjects = start.subjects + made.sorted { $0.position < $1.position }.map(\.subject)
            editedLoad = try verifier.verify(edited)
        } catch {
            (edited, expected, subjects, editedPageKeys) = (start.edited, start.expected, start.subjects, start.pageKeys)
            (editedLookups, editedLoad) = (nil, nil)
            guard edits.count > 1 else {
                throw FailedEdit(
                    position: 0,
                    failure: (error as? ConfigEditFailure) ?? ConfigEditFailure(.refused, error: "\(path): the edit was not made: \(error)"))
            }
            for (position, edit) in edits.enumerated() {
                do {
                    try applyNamingFailure([edit], force: force, refusesProblems: refusesProblems)
                } catch {
                    throw FailedEdit(position: position, failure: error.failure)
                }
            }
        }
    }

    /// An edit of a list that failed: its place in the list, and why.
    struct FailedEdit: Error {
        let position: Int
        let failure: ConfigEditFailure
    }

    /// Makes, from one reading of the contents, each of `edits` that ``ClassesInReading``
    /// admits and whose bytes lie apart from those of the edits made before it; a new or
    /// removed page is made alone.
    /// - Parameter made: Each edit made, by its place in the list, with its subject.
    /// - Returns: The edits left, in order.
    private func applyFromOneReading(
        _ edits: [(position: Int, edit: ConfigEdit)], force: Bool, refusesProblems: Bool, made: inout [(position: Int, subject: String)]
    ) throws(ConfigEditFailure) -> [(position: Int, edit: ConfigEdit)] {
        let document: XMLSourceDocument
        do {
            document = try XMLByteLayout.map(edited)
        } catch {
            throw ConfigEditFailure(.refused, error: "\(path) cannot be edited in place: \(error.message)")
        }
        readings += 1
        let editor = try format.sourceEditor(document, file: path, force: force, style: style)
        let readingIsOriginal = edited == original
        if style == nil { style = editor.layout }
        var replacements: [[ByteReplacement]] = []
        var taken = EditedRanges()
        var left: [(position: Int, edit: ConfigEdit)] = []
        var classes = ClassesInReading()
        for (index, (position, edit)) in edits.enumerated() {
            let page = try page(edit.className)
            let pageKey = page?.className.value.text
            // Where a new page goes depends on the pages around it (kept in order when they
            // are): adding or removing one is made alone, and what follows waits for it.
            let addsOrRemovesPage = edit.target == .page || (edit.eventID != nil && page == nil)
            if addsOrRemovesPage, !replacements.isEmpty {
                left += edits[index...]
                break
            }
            let names = [edit.className, pageKey].compactMap { $0 }
            guard classes.admit(names, replacingValue: Self.replacesValue(edit, of: page)) else {
                left.append((position, edit))
                continue
            }
            if refusesProblems, let pageKey { try checkClean(pageKey, reading: editor, readingIsOriginal: readingIsOriginal) }
            let ownReplacements = try editor.replacements(for: edit, pageKey: pageKey)
            guard !taken.touches(ownReplacements) else {
                classes.wait(names)
                left.append((position, edit))
                continue
            }
            taken.take(ownReplacements)
            replacements.append(ownReplacements)
            expected = expected.applying(edit, pageKey: pageKey)
            made.append((position, edit.subject(pageKey ?? edit.className)))
            if let pageKey { editedPageKeys.insert(pageKey) }
            if addsOrRemovesPage {
                left += edits[(index + 1)...]
                break
            }
        }
        guard let bytes = ByteReplacement.apply(replacements, to: edited) else {
            throw ConfigEditFailure(.refused, error: "\(path): the edit was not made: its changes to the text overlap")
        }
        edited = bytes
        (editedLookups, editedLoad) = (nil, nil)
        return left
    }

    /// Whether `edit` gives a new ID to an action or page event `page` records: its bytes are
    /// the ID's alone, whatever the class's other edits do around them.
    private static func replacesValue(_ edit: ConfigEdit, of page: PageMapping?) -> Bool {
        guard edit.eventID != nil, let page else { return false }
        switch edit.target {
        case .control(let selector): return page.controls.contains { $0.selector.value == selector }
        case .pageEvent(let event): return page.pageEvents[event] != nil
        case .page: return false
        }
    }

    /// The classes edited in one reading of the contents. A class's edits are made in their
    /// order: several from one reading only while each gives a recorded entry a new ID, since
    /// where an entry goes, or whether its section goes with it, depends on the entries around
    /// it; once one of its edits waits, the rest wait.
    private struct ClassesInReading {
        private var replacingValues = Set<String>()
        private var waiting = Set<String>()

        /// Records an edit of the class `names` names (as the user wrote it, as configured) and
        /// says whether it is made from this reading; the class's later edits wait when it is
        /// not, or when it does more than give an entry a new ID.
        mutating func admit(_ names: [String], replacingValue: Bool) -> Bool {
            let isNew = waiting.isDisjoint(with: names) && replacingValues.isDisjoint(with: names)
            guard isNew || (replacingValue && waiting.isDisjoint(with: names)) else {
                wait(names)
                return false
            }
            if replacingValue { replacingValues.formUnion(names) } else { wait(names) }
            return true
        }

        /// Makes the class's later edits wait.
        mutating func wait(_ names: [String]) {
            waiting.formUnion(names)
        }
    }

    /// What the written file is checked against.
    var verifier: ConfigEditVerifier {
        ConfigEditVerifier(path: path, format: format, before: before, expected: expected, subjects: subjects)
    }

    /// Replaces the file with the edited contents, checked once more as they are read back.
    func write(with writer: AtomicFileWriter) throws(AtomicFileWriter.Failure) {
        let verifier = verifier
        try writer.write(edited, to: path, verify: { try verifier.verify($0) })
    }

    /// The change as `diff -u` shows it.
    var diff: UnifiedDiff { UnifiedDiff(path: path, old: original, new: edited) }

    /// Refuses to edit a class whose entry in the original has errors. The findings are placed
    /// in the original, so the entry's lines are looked up there, whatever earlier steps of a
    /// draft did to the text above it. A file read without errors has none to look up.
    private func checkClean(_ pageKey: String, reading: any ConfigSourceEditing, readingIsOriginal: Bool) throws(ConfigEditFailure) {
        guard before.findings.contains(where: { $0.severity == .error }) else { return }
        guard let editor = readingIsOriginal ? reading : originalEditor, let range = editor.pageRange(pageKey: pageKey) else { return }
        let document = editor.document
        let lines = document.line(at: range.lowerBound)...document.line(at: max(range.lowerBound, range.upperBound - 1))
        let problems = before.findings.filter { $0.severity == .error && lines.contains($0.location.line) }
        guard !problems.isEmpty else { return }
        throw ConfigEditFailure(
            .refused,
            problems.map(\.description) + ["error: the entry being edited has the problems above; fix them first, or --force to edit it anyway"])
    }
}
