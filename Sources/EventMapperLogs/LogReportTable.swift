/// One table of `mapper logs report`, as every format shows it: the terminal's and Markdown's
/// sections, the HTML page's tables and their CSV downloads.
struct ReportTable {
    /// What a column holds, which says how it is written.
    enum Column {
        /// A name from the code, the configs or the logs: code in Markdown, wrapped anywhere in HTML.
        case name
        /// A number: right-aligned in HTML.
        case number
        /// Anything else.
        case text
    }

    /// A short name: the HTML table's id and its CSV file's name.
    let id: String
    let title: String
    let header: [String]
    let columns: [Column]
    let rows: [[String]]
    /// What the section says when there are no rows.
    let none: String

    init(_ id: String, _ title: String, columns: [(String, Column)], rows: [[String]], none: String = "None.") {
        self.id = id
        self.title = title
        header = columns.map(\.0)
        self.columns = columns.map(\.1)
        self.rows = rows
        self.none = none
    }

    /// Every row as CSV (RFC 4180), a header first, each cell with the formula guard every CSV
    /// `mapper` writes has (`docs/guarantees.md`).
    func csv() -> String {
        let out = ByteBuffer()
        for row in [header] + rows {
            for (index, cell) in row.enumerated() {
                if index > 0 { out.write(reserving: 1) { $0.put(UInt8(ascii: ",")) } }
                var cell = cell
                cell.withUTF8 { out.putCSVField($0) }
            }
            out.write(reserving: 2) { $0.put("\r\n") }
        }
        return String(decoding: out.bytes, as: UTF8.self)
    }
}

extension LogReport {
    /// The report's tables, in the order every format shows them.
    var tables: [ReportTable] {
        let versionColumn = versions.count > 1
        func seenIn(_ versions: [String?]) -> [String] { versionColumn ? [Self.versionList(versions)] : [] }
        let seenInColumn: [(String, ReportTable.Column)] = versionColumn ? [("app versions", .text)] : []
        var tables = [
            ReportTable(
                "events", "Events by count",
                columns: [("event", .name), ("class", .name), ("trigger", .name), ("count", .number)] + seenInColumn,
                rows: events.filter { $0.count > 0 }.map { [$0.eventID, $0.className, $0.trigger, grouped($0.count)] + seenIn($0.seenInVersions) }),
            ReportTable(
                "never-seen", "Configured events never seen",
                columns: [("event", .name), ("class", .name), ("trigger", .name), ("written at", .text)],
                rows: neverSeen.map { [$0.eventID, $0.className, $0.trigger, $0.location] }, none: "Every configured event was seen."),
            ReportTable(
                "unmapped", "Unmapped interactions (what users do that no event tracks)",
                columns: [("class", .name), ("trigger", .name), ("count", .number), ("in code", .text)] + seenInColumn,
                rows: unmapped.map {
                    [$0.className, $0.trigger, grouped($0.count), $0.declared.map { $0 ? "declared" : "not declared" } ?? "unknown"]
                        + seenIn($0.seenInVersions)
                }),
            ReportTable(
                "time-on-page", "Time on page (Enter to Leave, per device)",
                columns: [
                    ("page", .name), ("visits", .number), ("median", .number), ("90th percentile", .number), ("unpaired enters", .number),
                    ("unpaired leaves", .number),
                ],
                rows: dwell.map {
                    [
                        $0.page, grouped($0.pairs), Self.seconds($0.medianSeconds), Self.seconds($0.p90Seconds), grouped($0.unpairedEnters),
                        grouped($0.unpairedLeaves),
                    ]
                }, none: "No Enter/Leave pairs."),
            ReportTable(
                "versions", "Coverage by app version",
                columns: [("app version", .text), ("records", .number), ("mapped", .number), ("unmapped", .number), ("events seen", .text)],
                rows: versions.map {
                    [
                        $0.label, grouped($0.records), grouped($0.mapped), grouped($0.unmapped),
                        "\($0.coverage.seen) of \($0.coverage.configured) (\($0.coverage.percent)%)",
                    ]
                }),
        ]
        tables += flow.tables
        if let versionChanges { tables.append(versionChanges.table) }
        if let baseline { tables.append(baseline.table) }
        return tables
    }

    /// `1.9, 2.0` — the versions as tables show them.
    static func versionList(_ versions: [String?]) -> String {
        versions.map(versionLabel).joined(separator: ", ")
    }

    /// A version as tables and charts show it: `(empty)` for a header's empty version,
    /// `(no header)` for files without a header.
    static func versionLabel(_ version: String?) -> String {
        version.map { $0.isEmpty ? "(empty)" : $0 } ?? "(no header)"
    }

    /// `30 s`, `1.5 min`, `–` for none.
    static func seconds(_ value: Double?) -> String {
        guard let value else { return "–" }
        func formatted(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        return value < 60 ? "\(formatted(value)) s" : "\(formatted(value / 60)) min"
    }
}

extension LogReport.VersionChanges {
    var table: ReportTable {
        let rows = [("stopped", stopped), ("started", started)].flatMap { change, items in
            items.map { [change, $0.eventID ?? "(unmapped)", $0.className, $0.trigger, grouped($0.count), LogReport.versionList($0.seenInVersions)] }
        }
        return ReportTable(
            "version-changes",
            "What changed in app version \(latest), the latest: stopped (seen before \(latest), not in it) and started (seen in \(latest), not before)",
            columns: [("change", .text), ("event", .name), ("class", .name), ("trigger", .name), ("count", .number), ("app versions", .text)],
            rows: rows, none: "Nothing stopped or started in \(latest).")
    }
}

extension LogReport.BaselineComparison {
    var table: ReportTable {
        let rows = [("stopped", stopped), ("started", started)].flatMap { change, items in
            items.map { [change, $0.eventID ?? "(unmapped)", $0.className, $0.trigger, grouped($0.before), grouped($0.now)] }
        }
        return ReportTable(
            "baseline", "Compared with \(file) (stopped: records then, none now; started: none then, records now)",
            columns: [("change", .text), ("event", .name), ("class", .name), ("trigger", .name), ("before", .number), ("now", .number)],
            rows: rows, none: "Nothing started or stopped firing since \(file).")
    }
}
