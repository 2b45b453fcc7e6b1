import EventMapCore
import EventMapper

/// A draft made on the loaded model instead of the files' text, for the check while typing:
/// each step changes the pages as the edit path would change the file, without writing,
/// re-reading or re-parsing a byte, so that a check on a large set costs about what the rules
/// cost. The same refusals as the edit path's are made here, with the same messages; what
/// the text would hold (and where a new entry's line will be) is the review's to show, which
/// makes the steps through ``DraftApplication``, as the save does.
struct DraftModel {
    /// The files as the draft leaves them, in the set's order; nil for one that did not parse.
    private var files: [(path: String, load: ConfigFileLoad)]
    /// The set the draft starts from.
    let base: ConfigSet
    private let resolver: EventResolver
    /// Where each class the draft configures anew went.
    private var newClassFiles = NewClassFiles()
    /// The files a step changed.
    private(set) var changedFiles: [String] = []
    /// The classes a step changed, as configured and as the steps name them.
    private(set) var touchedClasses: Set<String> = []

    init(_ snapshot: ConfigSetSnapshot) {
        files = snapshot.files.map { ($0.path, $0.load) }
        base = snapshot.set
        resolver = snapshot.resolver
    }

    /// The set as the draft leaves it.
    var editedSet: ConfigSet { ConfigSet.assembling(files) }

    /// Makes `steps` in order.
    /// - Throws: ``DraftFailure`` naming the first step that cannot be made.
    mutating func apply(_ steps: [DraftStep], force: Bool) throws(DraftFailure) {
        for (index, step) in steps.enumerated() {
            do throws(ConfigEditFailure) {
                switch step {
                case .edit(let edit, let file): try apply(edit, file: file, force: force)
                case .rename(let rename):
                    if let problem = rename.problem { throw ConfigEditFailure(.usage, error: problem) }
                    for (path, edits) in try ConfigRenameRun.plan(rename, in: editedSet, force: force) {
                        for edit in edits { try apply(edit, file: path, force: force) }
                    }
                }
            } catch {
                throw DraftFailure(error.kind == .cannotRun ? .cannotRun : .step(index), error.lines)
            }
        }
    }

    private mutating func apply(_ edit: ConfigEdit, file: String?, force: Bool) throws(ConfigEditFailure) {
        if let problem = edit.problem { throw ConfigEditFailure(.usage, error: problem) }
        let (fileIndex, pageIndex) = try place(of: edit, file: file)
        guard var configFile = files[fileIndex].load.file else {
            throw ConfigEditFailure(.cannotRun, ["error: \(files[fileIndex].path) does not parse; a file that does not parse is never edited"])
        }
        let page = pageIndex.map { configFile.pages[$0] }
        if edit.eventID == nil {
            try ConfigEditRun.checkPresent(edit, page: page, set: base, subject: edit.subject(page?.className.value.text ?? edit.className))
        }
        if let page, !force { try checkClean(page, in: files[fileIndex].load) }
        touchedClasses.insert(edit.className)
        if let page { touchedClasses.insert(page.className.value.text) }
        let edited = Self.edited(page, by: edit, in: files[fileIndex].path)
        switch (pageIndex, edited) {
        case (let index?, let edited?): configFile.pages[index] = edited
        case (let index?, nil): configFile.pages.remove(at: index)
        case (nil, let edited?): configFile.pages.append(edited)
        case (nil, nil): return
        }
        files[fileIndex].load.file = configFile
        if !changedFiles.contains(files[fileIndex].path) { changedFiles.append(files[fileIndex].path) }
    }

    /// The file and the page the edit changes: the page lookups reach, else one an earlier step
    /// added, else a new page in the step's file or the set's only file.
    private mutating func place(of edit: ConfigEdit, file: String?) throws(ConfigEditFailure) -> (file: Int, page: Int?) {
        let configured = resolver.page(edit.className)
        if let configured, let fileIndex = files.firstIndex(where: { $0.path == configured.className.location.file }) {
            let pages = files[fileIndex].load.file?.pages ?? []
            // A page an earlier step removed and added again is found by its name.
            let index =
                pages.firstIndex { $0.className.location == configured.className.location }
                ?? pages.firstIndex { $0.className.value == configured.className.value }
            return (fileIndex, index)
        }
        if let placed = newClassFiles.find(edit.className), let fileIndex = files.firstIndex(where: { $0.path == placed.path }) {
            return (fileIndex, files[fileIndex].load.file?.pages.firstIndex { $0.className.value.text == placed.className })
        }
        guard edit.eventID != nil else { throw ConfigEditFailure(.notFound, error: "'\(edit.className)' is not a configured class") }
        guard let path = file ?? (base.paths.count == 1 ? base.paths.first : nil) else {
            throw ConfigEditFailure(
                .usage, error: "'\(edit.className)' is not configured yet; say which file to add it to (\(base.paths.joined(separator: ", ")))")
        }
        guard let fileIndex = files.firstIndex(where: { $0.path == path }) else {
            throw ConfigEditFailure(.refused, error: "\(path) is not a config of the set (\(base.paths.joined(separator: ", ")))")
        }
        newClassFiles.add(edit.className, in: path)
        return (fileIndex, nil)
    }

    /// Refuses to edit a page whose entry has errors, as the edit path does.
    private func checkClean(_ page: PageMapping, in load: ConfigFileLoad) throws(ConfigEditFailure) {
        guard let file = load.file else { return }
        let lines = file.entryLines(of: page)
        let problems = load.findings.filter { $0.severity == .error && lines.contains($0.location.line) }
        guard !problems.isEmpty else { return }
        throw ConfigEditFailure(
            .refused,
            problems.map(\.description) + ["error: the entry being edited has the problems above; fix them first, or --force to edit it anyway"])
    }

    /// The page as the edit leaves it; nil when it is removed or nothing remains of it. A new
    /// entry is placed at its page's key until the file is written.
    private static func edited(_ page: PageMapping?, by edit: ConfigEdit, in path: String) -> PageMapping? {
        let place = page?.className.location ?? SourceLocation(file: path, line: 1, column: 1)
        var edited = page ?? PageMapping(className: Located(ClassName(edit.className), at: place))
        switch (edit.target, edit.eventID) {
        case (.page, _):
            return nil
        case (.pageEvent(let event), let id?):
            edited.pageEvents[event] = Located(id, at: edited.pageEvents[event]?.location ?? place)
        case (.pageEvent(let event), nil):
            edited.pageEvents[event] = nil
        case (.control(let selector), let id?):
            if let index = edited.controls.lastIndex(where: { $0.selector.value == selector }) {
                let old = edited.controls[index]
                edited.controls[index] = ControlMapping(selector: old.selector, eventID: Located(id, at: old.eventID.location))
            } else {
                edited.controls.append(ControlMapping(selector: Located(selector, at: place), eventID: Located(id, at: place)))
            }
        case (.control(let selector), nil):
            edited.controls.removeAll { $0.selector.value == selector }
        }
        return edited
    }
}
