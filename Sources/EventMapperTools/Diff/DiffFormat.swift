import EventMapper
import EventMapCore
import Foundation

/// How `mapper diff` prints a ``MappingDiff``.
package enum DiffFormat: String, Sendable, CaseIterable {
    /// One line a change, `+`/`-`/`~`/`>` first, for terminals.
    case text
    /// An array of objects, for scripts.
    case json
    /// A table, for pull-request comments.
    case markdown

    /// Renders a diff.
    package func render(_ diff: MappingDiff) -> String {
        switch self {
        case .text: Self.text(diff)
        case .json: Self.json(diff)
        case .markdown: Self.markdown(diff)
        }
    }

    private static func text(_ diff: MappingDiff) -> String {
        guard !diff.isEmpty else { return "no mapping changed\n" }
        return diff.changes.map { change in
            switch change {
            case .added(let row): "+ \(row.className) \(row.trigger) → \(row.eventID)"
            case .removed(let row): "- \(row.className) \(row.trigger) (was \(row.eventID))"
            case .changed(let old, let new): "~ \(new.className) \(new.trigger) \(old.eventID) → \(new.eventID)"
            case .renamed(let old, let new): "> \(new.className) \(old.trigger) → \(new.trigger) (\(new.eventID))"
            }
        }.joined(separator: "\n") + "\n"
    }

    private static func markdown(_ diff: MappingDiff) -> String {
        guard !diff.isEmpty else { return "No mapping changed.\n" }
        var lines = ["| change | class | trigger | event ID |", "|---|---|---|---|"]
        func code(_ text: String) -> String { "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`" }
        for change in diff.changes {
            switch change {
            case .added(let row):
                lines.append("| added | \(code(row.className.text)) | \(code(row.trigger)) | \(code(row.eventID.text)) |")
            case .removed(let row):
                lines.append("| removed | \(code(row.className.text)) | \(code(row.trigger)) | ~~\(code(row.eventID.text))~~ |")
            case .changed(let old, let new):
                lines.append(
                    "| changed | \(code(new.className.text)) | \(code(new.trigger)) | ~~\(code(old.eventID.text))~~ → \(code(new.eventID.text)) |")
            case .renamed(let old, let new):
                lines.append(
                    "| renamed | \(code(new.className.text)) | ~~\(code(old.trigger))~~ → \(code(new.trigger)) | \(code(new.eventID.text)) |")
            }
        }
        let counts = ["added", "removed", "changed", "renamed"].compactMap { kind -> String? in
            let count = diff.changes.count { $0.kind == kind }
            return count > 0 ? "\(count) \(kind)" : nil
        }
        return lines.joined(separator: "\n") + "\n\n" + counts.joined(separator: ", ") + "\n"
    }

    private static func json(_ diff: MappingDiff) -> String {
        let objects: [[String: Any]] = diff.changes.map { change in
            var object: [String: Any] = ["change": change.kind, "class": change.row.className.text, "kind": change.row.kind]
            switch change {
            case .added(let row):
                object["trigger"] = row.trigger
                object["eventID"] = row.eventID.text
            case .removed(let row):
                object["trigger"] = row.trigger
                object["oldEventID"] = row.eventID.text
            case .changed(let old, let new):
                object["trigger"] = new.trigger
                object["oldEventID"] = old.eventID.text
                object["eventID"] = new.eventID.text
            case .renamed(let old, let new):
                object["oldTrigger"] = old.trigger
                object["trigger"] = new.trigger
                object["eventID"] = new.eventID.text
            }
            return object
        }
        let data =
            (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
