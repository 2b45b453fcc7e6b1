import EventMapCore
import EventMapper
import Foundation

/// What a change to the configs does to the mapping: every page event and action that is added,
/// removed, records another ID, or is renamed (same class and ID, another selector).
///
/// ## Usage
/// ```swift
/// let diff = MappingDiff(old: oldMap, new: newMap)
/// print(DiffFormat.markdown.render(diff))
/// ```
package struct MappingDiff: Sendable {
    /// The changes, ordered by class, then page events before actions, then trigger.
    package let changes: [MappingChange]

    /// Compares two maps.
    package init(old: EventMap, new: EventMap) {
        let oldRows = old.pages.flatMap(MappingRow.rows)
        let newRows = new.pages.flatMap(MappingRow.rows)
        func key(_ row: MappingRow) -> String { row.className.text + "\u{0}" + row.trigger }
        let oldByKey = Dictionary(oldRows.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(newRows.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })

        var changes: [MappingChange] = []
        var removed = oldRows.filter { newByKey[key($0)] == nil }
        var added = newRows.filter { oldByKey[key($0)] == nil }
        for row in newRows {
            if let before = oldByKey[key(row)], before.eventID != row.eventID {
                changes.append(.changed(old: before, new: row))
            }
        }
        // A removed action and an added one of the same class recording the same ID: a rename.
        for (index, gone) in removed.enumerated().reversed() where gone.kind == "control" {
            if let match = added.firstIndex(where: { $0.kind == "control" && $0.className == gone.className && $0.eventID == gone.eventID }) {
                changes.append(.renamed(old: gone, new: added[match]))
                added.remove(at: match)
                removed.remove(at: index)
            }
        }
        changes += added.map(MappingChange.added) + removed.map(MappingChange.removed)
        self.changes = changes.sorted { lhs, rhs in
            let (a, b) = (lhs.row, rhs.row)
            return (a.className.text, a.kind == "page" ? 0 : 1, a.trigger) < (b.className.text, b.kind == "page" ? 0 : 1, b.trigger)
        }
    }

    /// Whether the two versions map the same.
    package var isEmpty: Bool { changes.isEmpty }
}

/// One difference between two versions of a config set, as the hooks would see it.
package enum MappingChange: Sendable, Equatable {
    /// A mapping only the new version has.
    case added(MappingRow)
    /// A mapping only the old version has.
    case removed(MappingRow)
    /// The same class and trigger, recording another event ID.
    case changed(old: MappingRow, new: MappingRow)
    /// The same class and event ID under another action: a handler renamed in the config.
    case renamed(old: MappingRow, new: MappingRow)

    /// The row the change is sorted and grouped by (the new one where there is one).
    package var row: MappingRow {
        switch self {
        case .added(let row), .removed(let row): row
        case .changed(_, let new), .renamed(_, let new): new
        }
    }

    /// `added`, `removed`, `changed` or `renamed`.
    package var kind: String {
        switch self {
        case .added: "added"
        case .removed: "removed"
        case .changed: "changed"
        case .renamed: "renamed"
        }
    }
}

/// One side of `mapper diff`: a config file or folder on disk, or a file at a git revision
/// (`HEAD~1:Configs/WGlobalUserStatisticsConfig.plist`, read with `git show`).
package struct ConfigVersion: Sendable {
    /// The side as the user named it.
    package let label: String
    /// Its merged map.
    package let map: EventMap
    /// What loading it found; a side with an error here may map less than it should.
    package let findings: [Finding]

    /// Reads one side.
    /// - Parameters:
    ///   - spec: A path, or `revision:path`.
    ///   - revisions: What reads a file at a revision (the command line runs `git show`).
    /// - Throws: ``ConfigSetUnavailable`` when the side cannot be read, a config of it does not
    ///   parse (a diff against a partial side would list changes that are not there), or `spec`
    ///   is neither a path nor `revision:path` (exit status 2).
    package init(_ spec: String, revisions: any RevisionReading) throws(ConfigSetUnavailable) {
        label = spec
        if FileManager.default.fileExists(atPath: spec) || !spec.contains(":") {
            let set = try ConfigSetUnavailable.reading { () throws(ConfigInputError) in try ConfigSet.load([spec]) }
            try ConfigSetUnavailable.check(set)
            (map, findings) = (set.map, set.findings)
            return
        }
        let colon = spec.firstIndex(of: ":")!
        let (revision, path) = (String(spec[..<colon]), String(spec[spec.index(after: colon)...]))
        guard Self.isRevision(revision), !path.isEmpty else {
            throw ConfigSetUnavailable(lines: [
                ConfigInputError(
                    path: spec,
                    message: "neither a file nor revision:path (a revision is a branch, tag, commit or HEAD~N, and does not start with '-')"
                ).description
            ])
        }
        let load = try ConfigSetUnavailable.reading { () throws(ConfigInputError) -> ConfigFileLoad in
            let bytes = try revisions.contents(of: spec)
            return switch ConfigFileType(pathExtensionOf: path) {
            case .xml: try XMLDialectConfigLoader().load(bytes, file: spec)
            case .plist: PlistConfigLoader().load(bytes, file: spec)
            case .json, .csv, nil: throw ConfigInputError(path: spec, message: "not a config: expected a .plist or .xml file")
            }
        }
        guard let file = load.file else {
            throw ConfigSetUnavailable(
                lines: load.findings.map(\.description) + ["error: \(spec) does not parse; nothing is compared with a side that is not read whole"])
        }
        let (merged, mergeFindings) = EventMap.merging([file])
        (map, findings) = (merged, load.findings + mergeFindings)
    }

    /// Whether `text` can only be a revision, never an option or anything else git would
    /// interpret: letters, digits and `._/~^@{}-`, not starting with `-`.
    static func isRevision(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != "-" else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._/~^@{}-".unicodeScalars.contains(scalar))
        }
    }
}

/// Reads a file as it was at a git revision. The tools start no processes: the command line
/// implements it by running `git show`, and tests with fixed contents.
package protocol RevisionReading: Sendable {
    /// The file's bytes at the revision.
    /// - Parameter spec: `revision:path`.
    /// - Throws: ``ConfigInputError`` when there is no such revision or file, or git cannot run.
    func contents(of spec: String) throws(ConfigInputError) -> [UInt8]
}
