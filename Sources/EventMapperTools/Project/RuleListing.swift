import EventMapCore
import EventMapper
import Foundation

/// What `mapper rules` prints: every rule with its ID, its default severity, the severity the
/// project gives it (`.mapper.json`'s `rules`, else the default; `off` when turned off) and its
/// summary — what `swiftlint rules` gives its users. Its Markdown form is the README's table.
package struct RuleListing: Sendable {
    /// The output formats.
    package enum Format: String, CaseIterable, Sendable {
        /// Aligned columns for a terminal.
        case table
        /// A JSON array, one object per rule.
        case json
        /// The README's table: each rule's ID, default severity and summary.
        case markdown
    }

    /// One rule as the project has it.
    package struct Row: Encodable, Sendable, Equatable {
        package let id: String
        package let defaultSeverity: String
        /// The severity after `.mapper.json`, or `off`.
        package let severity: String
        package let summary: String
    }

    /// Every rule of the catalogue, in its order.
    package let rows: [Row]

    /// The rules as `settings` configure them.
    package init(settings: ValidationSettings) {
        rows = Rule.catalogue.map { rule in
            let effective: String
            switch settings.rules[rule.id] {
            case .off: effective = "off"
            case .severity(let severity): effective = severity.rawValue
            case nil: effective = rule.defaultSeverity.rawValue
            }
            return Row(id: rule.id, defaultSeverity: rule.defaultSeverity.rawValue, severity: effective, summary: rule.summary)
        }
    }

    /// The listing in `format`, ending with a newline.
    package func rendered(as format: Format) -> String {
        switch format {
        case .json:
            return ReportJSONText.encode(rows)
        case .markdown:
            let lines =
                ["| rule | default | summary |", "|---|---|---|"]
                + rows.map {
                    "| `\($0.id)` | \($0.defaultSeverity) | \($0.summary.replacingOccurrences(of: "|", with: "\\|")) |"
                }
            return lines.joined(separator: "\n") + "\n"
        case .table:
            let header = ["rule", "default", "severity", "summary"]
            let table = [header] + rows.map { [$0.id, $0.defaultSeverity, $0.severity, $0.summary] }
            let widths = (0..<3).map { column in table.map { $0[column].count }.max() ?? 0 }
            let changed = rows.filter { $0.severity != $0.defaultSeverity }.count
            let lines = table.map { row in
                (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ") + "  " + row[3]
            }
            let footer = "\(rows.count) rules; \(changed) with another severity than the default (.mapper.json \"rules\")"
            return (lines + [footer]).joined(separator: "\n") + "\n"
        }
    }
}
