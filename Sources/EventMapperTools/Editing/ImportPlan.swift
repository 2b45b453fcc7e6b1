import EventMapCore
import EventMapper

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
            if let namedFile, try resolvedPath(setFile(named: namedFile)) != resolvedPath(path) {
                throw ConfigEditFailure(
                    .refused,
                    [
                        "\(namedFile.location): error: '\(name)' is configured in \(configured.className.location), not in \(namedFile.value); move a class with unset --page and set"
                    ])
            }
            return path
        }
        if !newClass { try ConfigEditRun.checkNotATypo(name, in: set, askedAt: page.className.location) }
        if let namedFile { return try setFile(named: namedFile) }
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

    /// The config of the set a row's `file` names: the path from here, or else, for a listing
    /// made in another folder of the project, the one file of the set whose path ends as the
    /// named one does past its leading `../` (`../Configs/A.plist` listed in `App/`, or
    /// `Configs/A.plist` imported in `Configs/`).
    private func setFile(named file: Located<String>) throws(ConfigEditFailure) -> String {
        let target = resolvedPath(file.value)
        if let exact = set.paths.first(where: { resolvedPath($0) == target }) { return exact }
        let tail = file.value.split(separator: "/").drop { $0 == ".." || $0 == "." }.joined(separator: "/")
        let ending = set.paths.filter { !tail.isEmpty && resolvedPath($0).hasSuffix("/" + tail) }
        guard ending.count == 1 else {
            throw ConfigEditFailure(
                .refused, ["\(file.location): error: \(file.value) is not a config of the set (\(set.paths.joined(separator: ", ")))"])
        }
        return ending[0]
    }

    /// The configured classes the listing has no row for, each where it is configured: a sheet
    /// whose rows of a class were all deleted. The import leaves them as they are unless asked
    /// to remove them.
    var missingClasses: [PageMapping] {
        self.set.map.files.flatMap(\.pages).filter { !coveredClasses.contains($0.className.value.text) }
    }

    /// Adds the edits that remove every class the listing has no row for, in the file that
    /// configures it: what `unset --page` does.
    mutating func removeMissingClasses() {
        for page in missingClasses {
            let edit = ConfigEdit(className: page.className.value.text, target: .page, eventID: nil)
            let path = page.className.location.file
            if let index = editsByFile.firstIndex(where: { $0.0 == path }) {
                editsByFile[index].1.append(edit)
            } else {
                editsByFile.append((path, [edit]))
            }
        }
    }

    /// Refuses an ID the import would have two events record, unless they already did.
    func checkIDsRecordedOnce() throws(ConfigEditFailure) {
        let emitters = set.map.files.flatMap(\.emitters)
        var before: [EventID: Int] = [:]
        for emitter in emitters { before[emitter.eventID, default: 0] += 1 }
        let untouched = emitters.filter { !coveredClasses.contains($0.className.text) }
        var after: [EventID: Int] = [:]
        for emitter in untouched { after[emitter.eventID, default: 0] += 1 }
        for entry in imported { after[entry.id, default: 0] += 1 }
        guard let first = imported.first(where: { after[$0.id, default: 0] > max(1, before[$0.id] ?? 0) }) else { return }
        // The places are spelled for the ID refused only: a listing has hundreds of thousands.
        let places =
            untouched.filter { $0.eventID == first.id }.map { "\($0) at \($0.location)" }
            + imported.filter { $0.id == first.id }.map { "\($0.emitter) at \($0.location)" }
        throw ConfigEditFailure(
            .refused,
            [
                "\(first.location): error: \(first.id) would be recorded by \(places.joined(separator: " and by ")); an event ID names one event. Use another ID, or --force to import it anyway"
            ])
    }
}
