import EventMapCore
import Foundation

/// The output formats of `mapper logs report`.
package enum LogReportFormat: String, CaseIterable, Sendable {
    /// Aligned text for a terminal.
    case table
    /// JSON with every row, for scripts and dashboards.
    case json
    /// Markdown tables, for a pull request or a wiki page.
    case markdown
    /// One self-contained HTML page with SVG charts.
    case html
}

extension LogReport {
    /// How many rows of the long lists the table and Markdown forms show; JSON has them all.
    static let listedRows = 25

    /// The report in `format`.
    package func rendered(as format: LogReportFormat) -> String {
        switch format {
        case .table: text(markdown: false)
        case .markdown: text(markdown: true)
        case .json: json()
        case .html: LogReportPage(report: self).html()
        }
    }

    /// The headline: `1,204 records in 3 files: 1,100 mapped (91.4%), 90 unmapped, …`.
    var headline: String {
        let share = totals.records == 0 ? 0 : (Double(totals.mapped) * 1000 / Double(totals.records)).rounded() / 10
        return "\(grouped(totals.records)) records in \(grouped(totals.sources)) files: \(grouped(totals.mapped)) mapped (\(share)%), "
            + "\(grouped(totals.unmapped)) unmapped, \(grouped(totals.notMappable)) with no event to map; "
            + "\(grouped(totals.malformedLines)) malformed lines"
    }

    /// `14 of 16 configured events seen (87.5%)`.
    var coverageLine: String {
        "\(coverage.seen) of \(coverage.configured) configured events seen (\(coverage.percent)%)"
    }

    private func text(markdown: Bool) -> String {
        let lead = markdown ? "## Behaviour logs\n\n\(headline).\n\n\(coverageLine)." : "\(headline)\n\(coverageLine)"
        return ([lead] + tables.map { section($0, markdown: markdown) }).joined(separator: "\n\n") + "\n"
    }

    /// Names come from logs anyone can write: their terminal controls are escaped.
    private func section(_ table: ReportTable, markdown: Bool) -> String {
        let shown = Array(table.rows.prefix(Self.listedRows)).map { $0.map(\.escapingTerminalControls) }
        let rows = table.rows
        let more = rows.count > shown.count ? "\n… and \(rows.count - shown.count) more (--format json lists them all)" : ""
        let title = table.title.escapingTerminalControls
        if rows.isEmpty { return markdown ? "### \(Self.markdownCell(title))\n\n\(Self.markdownCell(table.none))" : "\(title): none" }
        if markdown {
            let cells = shown.map { row in
                row.enumerated().map { table.columns[$0.offset] == .name ? Self.markdownCode($0.element) : Self.markdownCell($0.element) }
            }
            let lines = [table.header, table.header.map { _ in "---" }] + cells
            return "### \(Self.markdownCell(title))\n\n" + lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + more
        }
        let lines = [table.header] + shown
        let widths = table.header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        let text = lines.map { row in
            row.enumerated().map { column, cell in cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return "\(title)\n" + text.map { "  " + $0 }.joined(separator: "\n") + more
    }

    /// A Markdown table cell holding `text` as a code span: its fence is longer than any run of
    /// backticks in it, so no backtick ends it early; HTML inside a code span is text; a `|`
    /// would still end the cell.
    static func markdownCode(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.first == "`" || text.last == "`" ? " " : ""
        return fence + padding + text.replacingOccurrences(of: "|", with: "\\|") + padding + fence
    }

    /// A Markdown table cell holding `text` as text: a `|` would end the cell, and HTML — which
    /// a pull-request comment renders — is written as entities.
    static func markdownCell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// `1234567` → `1,234,567`.
func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return value < 0 ? "-" + out : out
}
