import Foundation

/// `mapper logs report --format html`: one self-contained page — no script, no network, no
/// external font; a Content-Security-Policy forbids them — with the report's charts drawn as
/// SVG: events by count, coverage, time on page, coverage by app version. Every number a chart
/// or table shows carries a `data-metric` attribute, so that a test can read the page a browser
/// rendered and compare it with the JSON report.
struct LogReportPage {
    let report: LogReport
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
        \(neverSeenTable())
        <h2>Unmapped interactions</h2>
        <p>What users do that no event tracks, most frequent first.</p>
        \(unmappedTable())
        <h2>Time on page</h2>
        <p>Median time from a page's Enter to its Leave on the same device; the thin mark is the 90th percentile.</p>
        \(dwellChart())
        <h2>Coverage by app version</h2>
        \(barChart(report.versions.map { ($0.label, $0.coverage.percent, "\($0.coverage.percent)%", "version-coverage") }, maximum: 100))
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
                <text x="0" y="\(y + 15)">\(escape(String(bar.label.prefix(40))))</text>\
                <rect x="300" y="\(y + 3)" width="\(length)" height="16" fill="#0a84ff"/>\
                <text x="\(300 + length + 6)" y="\(y + 15)">\(bar.text)</text></g>

                """
        }
        return "<svg width=\"960\" height=\"\(bars.count * rowHeight + 4)\" role=\"img\">\n\(rows)</svg>"
    }

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
                <text x="0" y="\(y + 15)">\(escape(String(page.page.prefix(40))))</text>\
                <rect x="300" y="\(y + 3)" width="\(medianLength)" height="16" fill="#ff9f0a"/>\
                <rect x="\(p90Position)" y="\(y + 1)" width="2" height="20" fill="#1d1d1f"/>\
                <text x="\(p90Position + 6)" y="\(y + 15)">\(Self.seconds(median)) / \(Self.seconds(p90))</text></g>

                """
        }
        return "<svg width=\"960\" height=\"\(pages.count * 22 + 4)\" role=\"img\">\n\(rows)</svg>"
    }

    private func neverSeenTable() -> String {
        let never = report.neverSeen
        guard !never.isEmpty else { return "<p>Every configured event was seen.</p>" }
        let rows = never.prefix(LogReport.listedRows).map {
            "<tr data-metric=\"never-seen\"><td>\(escape($0.eventID))</td><td>\(escape($0.className))</td><td>\(escape($0.trigger))</td><td>\(escape($0.location))</td></tr>"
        }
        return "<h3>Never seen</h3><table><tr><th>event</th><th>class</th><th>trigger</th><th>written at</th></tr>\(rows.joined())</table>"
            + (never.count > LogReport.listedRows ? "<p>… and \(never.count - LogReport.listedRows) more.</p>" : "")
    }

    private func unmappedTable() -> String {
        guard !report.unmapped.isEmpty else { return "<p>None.</p>" }
        let rows = report.unmapped.prefix(LogReport.listedRows).map { item in
            let declared = item.declared.map { $0 ? "declared" : "not declared" } ?? "unknown"
            return
                "<tr><td>\(escape(item.className))</td><td>\(escape(item.trigger))</td><td class=\"n\" data-metric=\"unmapped-count\">\(grouped(item.count))</td><td>\(declared)</td></tr>"
        }
        return "<table><tr><th>class</th><th>trigger</th><th class=\"n\">count</th><th>in code</th></tr>\(rows.joined())</table>"
    }

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
