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
        let oldByKey = Dictionary(oldRows.map { (RowKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(newRows.map { (RowKey($0), $0) }, uniquingKeysWith: { first, _ in first })

        var changes: [MappingChange] = []
        let removed = oldRows.filter { newByKey[RowKey($0)] == nil }
        var added: [MappingRow] = []
        for row in newRows {
            if let before = oldByKey[RowKey(row)] {
                if before.eventID != row.eventID { changes.append(.changed(old: before, new: row)) }
            } else {
                added.append(row)
            }
        }
        let renames = Self.renames(removed: removed, added: added)
        changes += renames.pairs.map { MappingChange.renamed(old: removed[$0.removed], new: added[$0.added]) }
        changes += added.indices.filter { !renames.added.contains($0) }.map { MappingChange.added(added[$0]) }
        changes += removed.indices.filter { !renames.removed.contains($0) }.map { MappingChange.removed(removed[$0]) }
        self.changes = changes.sorted { lhs, rhs in
            let (a, b) = (lhs.row, rhs.row)
            return (a.className.text, a.kind == "page" ? 0 : 1, a.trigger) < (b.className.text, b.kind == "page" ? 0 : 1, b.trigger)
        }
    }

    /// A row's place in the mapping: its class and trigger.
    private struct RowKey: Hashable {
        let className: String
        let trigger: String

        init(_ row: MappingRow) {
            (className, trigger) = (row.className.text, row.trigger)
        }
    }

    /// What makes a removed action and an added one a rename: the class and the ID.
    private struct RenameKey: Hashable {
        let className: ClassName
        let eventID: EventID
    }

    /// The removed actions that are renames, from the last removed back, each paired with the
    /// first added action of its class and ID not paired yet; by index into `removed` and
    /// `added`.
    private static func renames(removed: [MappingRow], added: [MappingRow]) -> (
        pairs: [(removed: Int, added: Int)], removed: Set<Int>, added: Set<Int>
    ) {
        var candidates: [RenameKey: [Int]] = [:]
        for (index, row) in added.enumerated() where row.kind == "control" {
            candidates[RenameKey(className: row.className, eventID: row.eventID), default: []].append(index)
        }
        var taken: [RenameKey: Int] = [:]
        var result: (pairs: [(removed: Int, added: Int)], removed: Set<Int>, added: Set<Int>) = ([], [], [])
        for (index, gone) in removed.enumerated().reversed() where gone.kind == "control" {
            let key = RenameKey(className: gone.className, eventID: gone.eventID)
            let next = taken[key, default: 0]
            guard let matches = candidates[key], next < matches.count else { continue }
            taken[key] = next + 1
            result.pairs.append((index, matches[next]))
            result.removed.insert(index)
            result.added.insert(matches[next])
        }
        return result
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
