import EventMapCore
import EventMapper
import Foundation

/// What `mapper logs report` tells: which configured events fire and how often, what users do
/// that nobody tracks, how long they stay on each page, how they move between pages, and the same
/// coverage per app version.
package struct LogReport: Encodable, Sendable {
    /// Counts over all the logs.
    package struct Totals: Encodable, Sendable {
        package var records, mapped, unmapped, notMappable, malformedLines, sources, sourcesWithoutHeader: Int
    }

    /// A configured event and how many records it got.
    package struct EventCount: Encodable, Sendable {
        package let eventID: String
        package let className: String
        /// `Enter`, `Leave` or the action's selector.
        package let trigger: String
        package let count: Int
        /// Where the ID is written: `file:line:column`.
        package let location: String
        /// The app versions whose records reached it, in version order; `null` stands for files
        /// without a header.
        package let seenInVersions: [String?]
    }

    /// How much of the config the logs exercise.
    package struct Coverage: Encodable, Sendable {
        /// Configured entries (page events and actions).
        package let configured: Int
        /// Entries that got at least one record.
        package let seen: Int
        package var percent: Double { configured == 0 ? 0 : (Double(seen) * 1000 / Double(configured)).rounded() / 10 }

        private enum CodingKeys: String, CodingKey { case configured, seen, percent }
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(configured, forKey: .configured)
            try container.encode(seen, forKey: .seen)
            try container.encode(percent, forKey: .percent)
        }
    }

    /// An interaction the config does not map.
    package struct Unmapped: Encodable, Sendable {
        package let className: String
        /// `Enter`, `Leave` or the action's selector.
        package let trigger: String
        /// `page` or `control`.
        package let kind: String
        package let count: Int
        /// Whether the code declares the action (or the class, for a page event); nil when the
        /// project has no registry or sources.
        package let declared: Bool?
        /// The app versions whose records hold it, in version order; `null` stands for files
        /// without a header.
        package let seenInVersions: [String?]
    }

    /// Time on a page, from Enter/Leave pairs.
    package struct Dwell: Encodable, Sendable {
        package let page: String
        package let pairs: Int
        package let medianSeconds: Double?
        package let p90Seconds: Double?
        package let unpairedEnters: Int
        package let unpairedLeaves: Int
    }

    /// One app version's coverage.
    package struct VersionCoverage: Encodable, Sendable {
        /// The version from the files' headers (empty when a header has none); nil, `null` in
        /// JSON, for files without a header.
        package let appVersion: String?
        package let records, mapped, unmapped: Int
        package let coverage: Coverage

        /// The version as tables and charts show it.
        var label: String { LogReport.versionLabel(appVersion) }

        private enum CodingKeys: String, CodingKey { case appVersion, records, mapped, unmapped, coverage }
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            // `null`, not a missing key, for files without a header.
            try container.encode(appVersion, forKey: .appVersion)
            try container.encode(records, forKey: .records)
            try container.encode(mapped, forKey: .mapped)
            try container.encode(unmapped, forKey: .unmapped)
            try container.encode(coverage, forKey: .coverage)
        }
    }

    package let totals: Totals
    package let coverage: Coverage
    /// Every configured event, most records first; those never seen have a count of 0.
    package let events: [EventCount]
    /// Unmapped interactions, most records first.
    package let unmapped: [Unmapped]
    package let dwell: [Dwell]
    package let versions: [VersionCoverage]
    /// How users move between pages.
    package let flow: Flow
    /// What the latest app version no longer records and what only it records; nil unless the
    /// logs hold two app versions or more.
    package let versionChanges: VersionChanges?
    /// What started and stopped firing since an earlier report; nil without one.
    package private(set) var baseline: BaselineComparison?

    /// Events no record reached.
    package var neverSeen: [EventCount] { events.filter { $0.count == 0 } }

    /// Reads the logs and builds the report.
    /// - Parameter registry: The code's declarations, to say whether unmapped actions exist in code.
    /// - Returns: The report, the first malformed lines and notes to print.
    package static func build(
        _ inputs: LogInputs, resolver: EventResolver, registry: ActionRegistry?
    ) throws -> (report: LogReport, malformed: MalformedLineSamples, notes: [String], counts: LogCounts) {
        var tally = LogTally(mapping: LogRecordMapping(resolver))
        try LogStream().run(inputs, into: &tally)
        tally.finish()
        tally.counts.sources = inputs.inputs.count
        return (LogReport(tally, registry: registry), tally.malformedLines, tally.notes, tally.counts)
    }

    private init(_ tally: LogTally, registry: ActionRegistry?) {
        let counts = tally.counts
        totals = Totals(
            records: counts.records, mapped: counts.mapped, unmapped: counts.unmapped, notMappable: counts.notMappable,
            malformedLines: counts.malformed, sources: counts.sources, sourcesWithoutHeader: counts.sourcesWithoutHeader)
        let seen = VersionsSeen(tally.versions)
        let entries = tally.mapping.entries
        let configured = entries.count
        var counted: [(order: Int, event: EventCount)] = []
        for (order, item) in entries.enumerated() {
            let trigger: String
            switch item.emitter.source {
            case .page(let event): trigger = event.rawValue
            case .control(let selector): trigger = selector.text
            }
            let event = EventCount(
                eventID: item.emitter.eventID.text, className: item.emitter.className.text, trigger: trigger,
                count: tally.entryCounts[item.entry], location: item.emitter.location.description,
                seenInVersions: seen.versions(ofEntry: item.entry))
            counted.append((order, event))
        }
        counted.sort { $0.event.count != $1.event.count ? $0.event.count > $1.event.count : $0.order < $1.order }
        events = counted.map(\.event)
        coverage = Coverage(configured: configured, seen: events.filter { $0.count > 0 }.count)
        unmapped = tally.unmapped.map { key, count in
            let declared: Bool? = registry.map { registry in
                key.isControl
                    ? registry.declaringClass(of: ActionSelector(key.trigger), in: key.className) != nil
                    : registry.declaredClass(key.className) != nil
            }
            return Unmapped(
                className: key.className, trigger: key.trigger, kind: key.isControl ? "control" : "page", count: count, declared: declared,
                seenInVersions: seen.versions(of: key))
        }.sorted { ($1.count, $0.className, $0.trigger) < ($0.count, $1.className, $1.trigger) }
        dwell = tally.dwell.pages.map { page, times in
            Dwell(
                page: page, pairs: times.pairs, medianSeconds: times.percentile(0.5), p90Seconds: times.percentile(0.9),
                unpairedEnters: times.unpairedEnters, unpairedLeaves: times.unpairedLeaves)
        }.sorted { ($1.pairs, $0.page) < ($0.pairs, $1.page) }
        versions = seen.order.map { version in
            let counts = tally.versions[version] ?? LogTally.VersionTally()
            return VersionCoverage(
                appVersion: version, records: counts.records, mapped: counts.mapped, unmapped: counts.unmapped,
                coverage: Coverage(configured: configured, seen: counts.entriesSeen.count))
        }
        flow = Flow(tally.flow)
        versionChanges = VersionChanges(events: events, unmapped: unmapped, versions: seen.order)
    }

    /// The report compared with an earlier one: what started and stopped firing since.
    package func compared(with earlier: EarlierReport) -> LogReport {
        var report = self
        report.baseline = BaselineComparison(now: self, earlier: earlier)
        return report
    }

    /// The report as JSON, keys sorted, for scripts and dashboards.
    package func json() -> String {
        ReportJSONText.encode(self)
    }
}

/// App versions in numeric order (`1.9` before `1.10`), then an empty version, then none (files
/// without a header).
enum VersionOrder {
    static func precedes(_ left: String?, _ right: String?) -> Bool {
        guard let left, let right else { return left != nil && right == nil }
        if left.isEmpty || right.isEmpty { return !left.isEmpty && right.isEmpty }
        let leftParts = left.split(separator: ".").map { Int($0) ?? -1 }
        let rightParts = right.split(separator: ".").map { Int($0) ?? -1 }
        return leftParts != rightParts ? leftParts.lexicographicallyPrecedes(rightParts) : left < right
    }
}
