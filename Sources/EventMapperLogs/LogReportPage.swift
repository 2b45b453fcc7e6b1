import Foundation

/// `mapper logs report --format html`: one self-contained page — no script, no network, no
/// external font; a Content-Security-Policy forbids them — with the report's charts drawn as
/// SVG: events by count, coverage, time on page, coverage by app version. Every number a chart
/// or table shows carries a `data-metric` attribute, so that a test can read the page a browser
/// rendered and compare it with the JSON report.
struct LogReportPage {
    let report: LogReport
    /// The report's tables, by id.
    private let tables: [String: ReportTable]

    init(report: LogReport) {
        self.report = report
        tables = Dictionary(report.tables.map { ($0.id, $0) }) { first, _ in first }
    }
    /// Bars per chart.
    static let barsPerChart = 20

    func html() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Behaviour logs report</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 2em auto; max-width: 980px; color: #1d1d1f; padding: 0 1em; }
        h1 { font-size: 1.6em; } h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #ddd; }
        table { border-collapse: collapse; margin: .5em 0; } td, th { padding: 2px 10px; text-align: left; border-bottom: 1px solid #eee; }
        td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
        .tiles { display: flex; gap: 1em; flex-wrap: wrap; } .tile { background: #f5f5f7; border-radius: 8px; padding: .8em 1.2em; }
        .tile b { display: block; font-size: 1.5em; } svg text { font: 12px system-ui, sans-serif; fill: #1d1d1f; }
        td.name { overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: 13px; } caption { text-align: left; color: #6e6e73; }
        </style>
        </head>
        <body>
        <h1>Behaviour logs report</h1>
        <p>\(escape(report.headline)).</p>
        <div class="tiles">
        \(tile("records", report.totals.records, "records"))
        \(tile("mapped", report.totals.mapped, "mapped"))
        \(tile("unmapped", report.totals.unmapped, "unmapped"))
        \(tile("malformedLines", report.totals.malformedLines, "malformed lines"))
        <div class="tile"><b data-metric="coverage-percent">\(report.coverage.percent)%</b>events seen (<span data-metric="coverage-seen">\(report.coverage.seen)</span> of <span data-metric="coverage-configured">\(report.coverage.configured)</span>)</div>
        </div>
        <h2>Coverage of the config</h2>
        \(coverageBar())
        <h2>Events by count</h2>
        \(barChart(report.events.filter { $0.count > 0 }.prefix(Self.barsPerChart).map { ($0.eventID, Double($0.count), grouped($0.count), "event-count") }))
        \(table("events"))
        <h3>Never seen</h3>
        \(table("never-seen"))
        <h2>Unmapped interactions</h2>
        <p>What users do that no event tracks, most frequent first.</p>
        \(table("unmapped"))
        <h2>Time on page</h2>
        <p>Median time from a page's Enter to its Leave on the same device; the thin mark is the 90th percentile.</p>
        \(dwellChart())
        \(table("time-on-page"))
        <h2>Coverage by app version</h2>
        \(barChart(report.versions.map { ($0.label, $0.coverage.percent, "\($0.coverage.percent)%", "version-coverage") }, maximum: 100))
        \(table("versions"))
        <h2>Page flow</h2>
        <p>Which page users view next: each page view counted from the page viewed before it in the same session (a session starts with a file, a device header or a launch). The widest links are the most frequent.</p>
        \(flowDiagram())
        \(table("page-flow"))
        <h3>Session paths</h3>
        \(table("paths"))
        \(optionalSection("version-changes", heading: "Changes in the latest app version"))
        \(optionalSection("baseline", heading: "Compared with the earlier report"))
        </body>
        </html>

        """
    }

    private func tile(_ metric: String, _ value: Int, _ label: String) -> String {
        "<div class=\"tile\"><b data-metric=\"\(metric)\">\(grouped(value))</b>\(label)</div>"
    }

    private func coverageBar() -> String {
        let width = 900.0
        let seen = report.coverage.configured == 0 ? 0 : width * Double(report.coverage.seen) / Double(report.coverage.configured)
        return """
            <svg width="\(Int(width))" height="40" role="img" aria-label="\(report.coverage.seen) of \(report.coverage.configured) configured events seen">
            <rect x="0" y="4" width="\(Int(width))" height="24" fill="#e8e8ed"/><rect x="0" y="4" width="\(Int(seen))" height="24" fill="#34c759"/>
            <text x="8" y="21">\(report.coverage.seen) seen</text><text x="\(Int(width) - 8)" y="21" text-anchor="end">\(report.coverage.configured - report.coverage.seen) never seen</text>
            </svg>
            """
    }

    /// Horizontal bars: a label, a bar, the value.
    private func barChart(_ bars: [(label: String, value: Double, text: String, metric: String)], maximum: Double? = nil) -> String {
        guard !bars.isEmpty else { return "<p>None.</p>" }
        let top = max(maximum ?? bars.map(\.value).max() ?? 1, 1e-9)
        let rowHeight = 22
        var rows = ""
        for (index, bar) in bars.enumerated() {
            let y = index * rowHeight
            let length = max(1, Int(560 * bar.value / top))
            rows += """
                <g data-metric="\(bar.metric)" data-label="\(escape(bar.label))" data-value="\(bar.text)">\
                <title>\(escape(bar.label))</title>\
                <text x="0" y="\(y + 15)">\(escape(String(bar.label.prefix(40))))</text>\
                <rect x="300" y="\(y + 3)" width="\(length)" height="16" fill="#0a84ff"/>\
                <text x="\(300 + length + 6)" y="\(y + 15)">\(bar.text)</text></g>

                """
        }
        return "<svg width=\"960\" height=\"\(bars.count * rowHeight + 4)\" role=\"img\">\n\(rows)</svg>"
    }

    /// The most frequent transitions as links from the page before (left) to the page after
    /// (right), each as wide as its share of the views drawn.
    private func flowDiagram() -> String {
        let links = report.flow.transitions.prefix(Self.flowLinks)
        guard let widest = links.map(\.views).max() else { return "<p>No page views.</p>" }
        var left: [String] = []
        var right: [String] = []
        for link in links {
            if !left.contains(link.from) { left.append(link.from) }
            if !right.contains(link.to) { right.append(link.to) }
        }
        let rowHeight = 26
        func y(_ index: Int) -> Int { index * rowHeight + 13 }
        var drawing = ""
        for link in links {
            let from = y(left.firstIndex(of: link.from) ?? 0)
            let to = y(right.firstIndex(of: link.to) ?? 0)
            let width = max(1, Int((16 * Double(link.views) / Double(widest)).rounded()))
            drawing += """
                <path data-metric="flow" data-from="\(escape(link.from))" data-to="\(escape(link.to))" data-value="\(link.views)" \
                d="M 270 \(from) C 450 \(from), 450 \(to), 630 \(to)" stroke="#5e5ce6" stroke-opacity=".45" stroke-width="\(width)" fill="none">\
                <title>\(escape(link.from)) → \(escape(link.to)): \(grouped(link.views)) views</title></path>

                """
        }
        for (index, page) in left.enumerated() {
            drawing +=
                "<text x=\"262\" y=\"\(y(index) + 4)\" text-anchor=\"end\"><title>\(escape(page))</title>\(escape(String(page.prefix(36))))</text>\n"
        }
        for (index, page) in right.enumerated() {
            drawing += "<text x=\"638\" y=\"\(y(index) + 4)\"><title>\(escape(page))</title>\(escape(String(page.prefix(36))))</text>\n"
        }
        let height = max(left.count, right.count) * rowHeight + 4
        return "<svg width=\"960\" height=\"\(height)\" role=\"img\" aria-label=\"the most frequent page transitions\">\n\(drawing)</svg>"
    }

    /// Links the flow diagram draws; the table has them all.
    static let flowLinks = 15

    private func dwellChart() -> String {
        let pages = report.dwell.filter { $0.pairs > 0 }.prefix(Self.barsPerChart)
        guard let longest = pages.compactMap(\.p90Seconds).max(), longest > 0 else { return "<p>No Enter/Leave pairs.</p>" }
        var rows = ""
        for (index, page) in pages.enumerated() {
            let y = index * 22
            let median = page.medianSeconds ?? 0
            let p90 = page.p90Seconds ?? 0
            let medianLength = max(1, Int(520 * median / longest))
            let p90Position = 300 + Int(520 * p90 / longest)
            rows += """
                <g data-metric="dwell-median" data-label="\(escape(page.page))" data-value="\(median)">\
                <title>\(escape(page.page))</title>\
                <text x="0" y="\(y + 15)">\(escape(String(page.page.prefix(40))))</text>\
                <rect x="300" y="\(y + 3)" width="\(medianLength)" height="16" fill="#ff9f0a"/>\
                <rect x="\(p90Position)" y="\(y + 1)" width="2" height="20" fill="#1d1d1f"/>\
                <text x="\(p90Position + 6)" y="\(y + 15)">\(Self.seconds(median)) / \(Self.seconds(p90))</text></g>

                """
        }
        return "<svg width=\"960\" height=\"\(pages.count * 22 + 4)\" role=\"img\">\n\(rows)</svg>"
    }

    /// The table `id` of the report: every row up to ``rowsPerTable``, names in full, and a link
    /// that downloads all of its rows as CSV.
    private func table(_ id: String) -> String {
        guard let table = tables[id] else { return "" }
        guard !table.rows.isEmpty else { return "<p>\(escape(table.none))</p>" }
        let header = zip(table.header, table.columns).map { "<th\($1 == .number ? " class=\"n\"" : "")>\(escape($0))</th>" }.joined()
        let rows = table.rows.prefix(Self.rowsPerTable).map { row in
            "<tr>" + zip(row, table.columns).map { cell, column in "<td\(Self.cellClass[column] ?? "")>\(escape(cell))</td>" }.joined() + "</tr>"
        }
        let more =
            table.rows.count > Self.rowsPerTable
            ? " Shows the first \(Self.rowsPerTable) of \(grouped(table.rows.count)) rows; the CSV has them all." : ""
        let csv = Data(table.csv().utf8).base64EncodedString()
        return """
            <table data-table="\(id)"><caption>\(grouped(table.rows.count)) rows.\(more) \
            <a download="\(id).csv" href="data:text/csv;charset=utf-8;base64,\(csv)" data-csv="\(id)">Download as CSV</a></caption>
            <tr>\(header)</tr>
            \(rows.joined(separator: "\n"))
            </table>
            """
    }

    /// A section shown only when the report has the table `id`.
    private func optionalSection(_ id: String, heading: String) -> String {
        guard let table = tables[id] else { return "" }
        return "<h2>\(escape(heading))</h2>\n<p>\(escape(table.title)).</p>\n\(self.table(id))"
    }

    /// Rows each HTML table shows; its CSV has them all.
    static let rowsPerTable = 500

    private static let cellClass: [ReportTable.Column: String] = [.number: " class=\"n\"", .name: " class=\"name\""]

    private static func seconds(_ value: Double) -> String {
        value < 60 ? "\(Int(value.rounded())) s" : "\((value / 6).rounded() / 10) min"
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
