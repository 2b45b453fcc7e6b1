import EventMapper
import EventMapCore
import EventMapXML
import Foundation

/// How `mapper list` prints mappings.
package enum ListingFormat: String, Sendable, CaseIterable {
    /// Aligned columns for people.
    case table
    /// An array of objects for scripts.
    case json
    /// RFC 4180 CSV with a header row, for spreadsheets.
    case csv

    /// Renders rows in this format; the table and JSON show each ID's description, where one
    /// is written (the CSV keeps the columns `import` reads).
    package func render(_ rows: [MappingRow], descriptions: EventDescriptions = EventDescriptions()) -> String {
        switch self {
        case .table: Self.table(rows, descriptions: descriptions)
        case .json: Self.json(rows, descriptions: descriptions)
        case .csv: Self.csv(rows)
        }
    }

    private static let header = ["class", "kind", "trigger", "event ID", "location"]

    private static func cells(_ row: MappingRow) -> [String] {
        [row.className.text, row.kind, row.trigger, row.eventID.text, row.location.description]
    }

    private static func table(_ rows: [MappingRow], descriptions: EventDescriptions) -> String {
        let described = rows.contains { descriptions.entries[$0.eventID.text] != nil }
        let all =
            [header + (described ? ["description"] : [])]
            // A description is free text: a line break in it would start a row of its own.
            + rows.map { row in
                cells(row) + (described ? [descriptions.entries[row.eventID.text]?.description.replacingLineBreaks() ?? ""] : [])
            }
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { cells in
            cells.enumerated().map { column, text in
                column == cells.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private static func json(_ rows: [MappingRow], descriptions: EventDescriptions) -> String {
        let objects: [[String: Any]] = rows.map { row in
            var object: [String: Any] = [
                "class": row.className.text, "kind": row.kind, "trigger": row.trigger, "eventID": row.eventID.text,
                "file": row.location.file, "line": row.location.line, "column": row.location.column,
            ]
            if let entry = descriptions.entries[row.eventID.text] {
                object["description"] = entry.description
                if let owner = entry.owner { object["owner"] = owner }
            }
            return object
        }
        let data =
            (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func csv(_ rows: [MappingRow]) -> String {
        let csvHeader = ["class", "kind", "trigger", "event_id", "file", "line", "column"]
        let lines =
            [csvHeader]
            + rows.map { row in
                [
                    row.className.text, row.kind, row.trigger, row.eventID.text, row.location.file, String(row.location.line),
                    String(row.location.column),
                ]
            }
        return lines.map { $0.map(CSVCell.text(for:)).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }
}

/// One mapping, flattened for listing: a class, what records (a page event or an action), the
/// event ID and where it is written.
package struct MappingRow: Sendable, Equatable {
    /// The configured class.
    package let className: ClassName
    /// `page` or `control`.
    package let kind: String
    /// `Enter`, `Leave` or the action's selector.
    package let trigger: String
    /// The event ID.
    package let eventID: EventID
    /// Where the event ID is written.
    package let location: SourceLocation

    /// The rows of a page: Enter, Leave, then its actions in file order.
    package static func rows(of page: PageMapping) -> [MappingRow] {
        let events = PageEvent.allCases.compactMap { event in
            page.pageEvents[event].map {
                MappingRow(className: page.className.value, kind: "page", trigger: event.rawValue, eventID: $0.value, location: $0.location)
            }
        }
        let controls = page.controls.map {
            MappingRow(
                className: page.className.value, kind: "control", trigger: $0.selector.value.text, eventID: $0.eventID.value,
                location: $0.eventID.location)
        }
        return events + controls
    }
}
