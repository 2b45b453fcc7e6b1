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
