import EventMapCore
import EventMapper

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
