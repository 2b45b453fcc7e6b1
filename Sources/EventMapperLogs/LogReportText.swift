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
        var sections: [String] = []
        sections.append(markdown ? "## Behaviour logs\n\n\(headline).\n\n\(coverageLine)." : "\(headline)\n\(coverageLine)")
        sections.append(
            section(
                "Events by count", markdown: markdown, header: ["event", "class", "trigger", "count"],
                rows: events.filter { $0.count > 0 }.map { [$0.eventID, $0.className, $0.trigger, grouped($0.count)] }))
        sections.append(
            section(
                "Configured events never seen", markdown: markdown, header: ["event", "class", "trigger", "written at"],
                rows: neverSeen.map { [$0.eventID, $0.className, $0.trigger, $0.location] }))
        sections.append(
            section(
                "Unmapped interactions (what users do that no event tracks)", markdown: markdown,
                header: ["class", "trigger", "count", "in code"],
                rows: unmapped.map {
                    [$0.className, $0.trigger, grouped($0.count), $0.declared.map { $0 ? "declared" : "not declared" } ?? "unknown"]
                }))
        sections.append(
            section(
                "Time on page (Enter to Leave, per device)", markdown: markdown,
                header: ["page", "visits", "median", "90th percentile", "unpaired enters", "unpaired leaves"],
                rows: dwell.map {
                    [
                        $0.page, grouped($0.pairs), seconds($0.medianSeconds), seconds($0.p90Seconds), grouped($0.unpairedEnters),
                        grouped($0.unpairedLeaves),
                    ]
                }))
        sections.append(
            section(
                "Coverage by app version", markdown: markdown, header: ["app version", "records", "mapped", "unmapped", "events seen"],
                rows: versions.map {
                    [
                        $0.label, grouped($0.records), grouped($0.mapped), grouped($0.unmapped),
                        "\($0.coverage.seen) of \($0.coverage.configured) (\($0.coverage.percent)%)",
                    ]
                }))
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Names come from logs anyone can write: their terminal controls are escaped.
    private func section(_ title: String, markdown: Bool, header: [String], rows: [[String]]) -> String {
        let shown = Array(rows.prefix(Self.listedRows)).map { $0.map(\.escapingTerminalControls) }
        let more = rows.count > shown.count ? "\n… and \(rows.count - shown.count) more (--format json lists them all)" : ""
        if rows.isEmpty { return markdown ? "### \(title)\n\nNone." : "\(title): none" }
        if markdown {
            let names = header.map { Self.nameColumns.contains($0) }
            let cells = shown.map { row in row.enumerated().map { names[$0.offset] ? Self.markdownCode($0.element) : Self.markdownCell($0.element) } }
            let lines = [header, header.map { _ in "---" }] + cells
            return "### \(title)\n\n" + lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + more
        }
        let table = [header] + shown
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        let lines = table.map { row in
            row.enumerated().map { column, cell in cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return "\(title)\n" + lines.map { "  " + $0 }.joined(separator: "\n") + more
    }

    /// The columns that hold names from the code and the configs: written as code, as `status`
    /// and `diff` write them, so that `_Tt…_` is not set in italics.
    private static let nameColumns: Set<String> = ["event", "class", "trigger", "page"]

    /// A Markdown table cell holding `text` as a code span: its fence is longer than any run of
    /// backticks in it, so no backtick ends it early; HTML inside a code span is text; a `|`
    /// would still end the cell.
    private static func markdownCode(_ text: String) -> String {
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
    private static func markdownCell(_ text: String) -> String {
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

    private func seconds(_ value: Double?) -> String {
        guard let value else { return "–" }
        return value < 60 ? "\(formatted(value)) s" : "\(formatted(value / 60)) min"
    }

    private func formatted(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
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
