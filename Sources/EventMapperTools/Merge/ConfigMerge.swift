import EventMapCore
import EventMapper

/// A three-way merge of one config, entry by entry, as `mapper merge-driver` makes it: each page
/// event and action is taken from the side that changed it; entries added on both sides are all
/// kept; an entry the two sides changed differently is a conflict, and so is a page one side
/// removed and the other changed (taking the change alone would leave a stub of the page).
///
/// The result starts from this side's file ("ours", the one git writes the result to) and makes
/// the other side's changes with the source editors, so everything else stays byte for byte. A
/// conflict is written as this side's entry and the other side's between conflict markers,
/// around that entry's lines only, and reported at the marker's line.
struct ConfigMerge {
    /// One entry both sides changed differently.
    struct Conflict {
        let className: String
        let target: ConfigEdit.Target
        let ancestor: String?
        let ours: String?
        let theirs: String?

        var subject: String { ConfigEdit(className: className, target: target, eventID: nil).subject(className) }

        /// How each side left the entry, for the message.
        var description: String {
            if case .page = target {
                let (removed, changed) = ours == nil ? ("this side", "the other") : ("the other", "this side")
                return
                    "\(subject) is removed on \(removed) and changed on \(changed): the change alone would leave the page without its other entries"
            }
            func side(_ value: String?) -> String { value.map { "records \($0)" } ?? "is removed" }
            let base = ancestor.map { " (it recorded \($0))" } ?? " (it was not configured)"
            return "\(subject) \(side(ours)) on this side and \(side(theirs)) on the other\(base)"
        }

        /// A text of the conflict's lines, to find its markers by.
        var markedText: [String] {
            if case .page = target { return [className] }
            return [ours, theirs].compactMap { $0 } + [target.key]
        }
    }

    /// The merged file's bytes; with conflicts, holding conflict markers.
    let merged: [UInt8]
    /// The conflicts, each located at its markers in `merged` (`path:line:1: error: …`).
    let conflicts: [String]
    /// What `merged` must map when there is no conflict; checked before it is written.
    let verifier: ConfigEditVerifier?

    /// Merges three versions of the config `path`.
    /// - Parameters:
    ///   - ancestor: The common ancestor's bytes (empty when the file is new on both sides).
    ///   - ours: This side's bytes.
    ///   - theirs: The other side's bytes.
    ///   - path: The file's path in the repository, for messages and its format.
    /// - Throws: ``ConfigEditFailure`` with exit status 2 when a version does not parse.
    init(ancestor: [UInt8], ours: [UInt8], theirs: [UInt8], path: String) throws(ConfigEditFailure) {
        let format = ConfigFileType(pathExtensionOf: path) ?? .plist
        let oursChange = try ConfigFileChange(bytes: ours, path: path, format: format)
        let base = ancestor.isEmpty ? MappingSnapshot(pages: [:]) : try Self.snapshot(ancestor, path: "\(path) (ancestor)", format: format)
        let other = try Self.snapshot(theirs, path: "\(path) (theirs)", format: format)
        let mine = oursChange.expected

        var takeTheirs: [ConfigEdit] = []
        var conflicts: [Conflict] = []
        for className in Set(base.pages.keys).union(mine.pages.keys).union(other.pages.keys).sorted() {
            let (o, a, b) = (base.pages[className], mine.pages[className], other.pages[className])
            // The other side removed a page this side left as it was: the whole page goes.
            if let a, b == nil, o == a {
                takeTheirs.append(ConfigEdit(className: className, target: .page, eventID: nil))
                continue
            }
            // One side removed a page the other changed.
            if let o, (a == nil) != (b == nil), (a ?? b) != o {
                conflicts.append(Conflict(className: className, target: .page, ancestor: nil, ours: a.map { _ in "" }, theirs: b.map { _ in "" }))
                continue
            }
            for (target, values) in Self.entries(o, a, b) {
                let (ancestorID, ourID, theirID) = values
                if ourID == theirID || theirID == ancestorID { continue }
                if ourID == ancestorID {
                    takeTheirs.append(ConfigEdit(className: className, target: target, eventID: theirID.map { EventID($0) }))
                } else {
                    conflicts.append(Conflict(className: className, target: target, ancestor: ancestorID, ours: ourID, theirs: theirID))
                }
            }
        }
        try oursChange.apply(takeTheirs, force: true, refusesProblems: false)
        guard !conflicts.isEmpty else {
            merged = oursChange.edited
            self.conflicts = []
            verifier = oursChange.verifier
            return
        }
        // The other side's version of the file: the same, with each conflict resolved its way.
        let theirsChange = try ConfigFileChange(bytes: oursChange.edited, path: path, format: format)
        try theirsChange.apply(
            conflicts.flatMap { Self.edits(making: $0, as: other.pages[$0.className]) }, force: true, refusesProblems: false)
        let blocks = ConflictMarking(ours: oursChange.edited, theirs: theirsChange.edited)
        merged = blocks.marked
        self.conflicts = conflicts.map { conflict in
            let line = blocks.line(holding: conflict.markedText)
            return "\(path):\(line):1: error: \(conflict.description); keep one between the conflict markers"
        }
        verifier = nil
    }

    /// The edits that turn this side's version of a conflict into the other side's: its ID, or
    /// for a page, the page removed or written as the other side has it.
    private static func edits(making conflict: Conflict, as theirPage: MappingSnapshot.Page?) -> [ConfigEdit] {
        guard case .page = conflict.target else {
            return [ConfigEdit(className: conflict.className, target: conflict.target, eventID: conflict.theirs.map { EventID($0) })]
        }
        guard let theirPage else { return [ConfigEdit(className: conflict.className, target: .page, eventID: nil)] }
        let events = PageEvent.allCases.compactMap { event in
            theirPage.pageEvents[event].map { ConfigEdit(className: conflict.className, target: .pageEvent(event), eventID: EventID($0)) }
        }
        let actions = theirPage.controls.sorted { $0.key < $1.key }.map { selector, id in
            ConfigEdit(className: conflict.className, target: .control(ActionSelector(selector)), eventID: EventID(id))
        }
        return events + actions
    }

    private static func snapshot(_ bytes: [UInt8], path: String, format: ConfigFileType) throws(ConfigEditFailure) -> MappingSnapshot {
        let load: ConfigFileLoad
        do {
            load = try ConfigFileLoad.load(bytes, format: format, file: path)
        } catch {
            throw ConfigEditFailure(.cannotRun, [error.description])
        }
        guard let file = load.file else {
            throw ConfigEditFailure(
                .cannotRun, load.findings.map(\.description) + ["error: \(path) does not parse; it cannot be merged entry by entry"])
        }
        return MappingSnapshot(file)
    }

    /// Every page event and action any side has for a class, with each side's ID.
    private static func entries(_ o: MappingSnapshot.Page?, _ a: MappingSnapshot.Page?, _ b: MappingSnapshot.Page?) -> [(
        ConfigEdit.Target, (String?, String?, String?)
    )] {
        let sides = [o, a, b]
        var result: [(ConfigEdit.Target, (String?, String?, String?))] = []
        for event in PageEvent.allCases {
            let values = sides.map { $0?.pageEvents[event] }
            if values.contains(where: { $0 != nil }) { result.append((.pageEvent(event), (values[0], values[1], values[2]))) }
        }
        for selector in Set(sides.flatMap { $0?.controls.keys.map { $0 } ?? [] }).sorted() {
            let values = sides.map { $0?.controls[selector] }
            result.append((.control(ActionSelector(selector)), (values[0], values[1], values[2])))
        }
        return result
    }
}

extension ConfigEdit.Target {
    /// The key as written in the file, to find the entry's lines by.
    fileprivate var key: String {
        switch self {
        case .control(let selector): selector.text
        case .pageEvent(let event): event.rawValue
        case .page: ""
        }
    }
}

/// Two versions of a file that differ only around conflicting entries, written as one with
/// `<<<<<<< ours`, `=======` and `>>>>>>> theirs` around each place they differ.
struct ConflictMarking {
    /// The file with markers.
    let marked: [UInt8]
    /// Each block's first line (the `<<<<<<<` line, 1-based) and its text.
    private let blocks: [(line: Int, text: String)]

    init(ours: [UInt8], theirs: [UInt8]) {
        let old = Self.lines(ours)
        let new = Self.lines(theirs)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        let lineEnd = old.first { $0.hasSuffix("\r\n") } != nil ? "\r\n" : "\n"
        var output: [String] = []
        var blocks: [(Int, String)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            guard (i < old.count && removed.contains(i)) || (j < new.count && inserted.contains(j)) else {
                output.append(old[i])
                (i, j) = (i + 1, j + 1)
                continue
            }
            var mine: [String] = []
            var others: [String] = []
            while i < old.count, removed.contains(i) {
                mine.append(old[i])
                i += 1
            }
            while j < new.count, inserted.contains(j) {
                others.append(new[j])
                j += 1
            }
            let start = output.count + 1
            let block = ["<<<<<<< ours" + lineEnd] + mine + ["=======" + lineEnd] + others + [">>>>>>> theirs" + lineEnd]
            output += block
            blocks.append((start, block.joined()))
        }
        marked = Array(output.joined().utf8)
        self.blocks = blocks
    }

    /// The first line of the first block whose text holds any of `texts`, else of the first block.
    func line(holding texts: [String]) -> Int {
        for text in texts where !text.isEmpty {
            if let block = blocks.first(where: { $0.text.contains(text) }) { return block.line }
        }
        return blocks.first?.line ?? 1
    }

    /// The lines, each with its line end (a missing last one is added).
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var lines = bytes.linesKeepingEnds()
        if let last = lines.last, last.utf8.last != UInt8(ascii: "\n") { lines[lines.count - 1] = last + "\n" }
        return lines
    }
}
