import EventMapper

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
