extension LogReport {
    /// What the latest app version in the logs no longer records, and what only it records: a
    /// selector renamed in a release shows as an event that stopped, seen only in the versions
    /// before, beside an unmapped interaction that started with it.
    package struct VersionChanges: Encodable, Sendable {
        /// The latest app version with a name (files without a header, and headers with an empty
        /// version, have none).
        package let latest: String
        /// Events and interactions seen in an earlier version and not in the latest.
        package let stopped: [VersionChange]
        /// Events and interactions seen in the latest version and in no earlier one.
        package let started: [VersionChange]

        /// Nil unless the logs hold two named versions or more.
        init?(events: [EventCount], unmapped: [Unmapped], versions: [String?]) {
            let named = versions.compactMap { $0 }.filter { !$0.isEmpty }
            guard named.count >= 2, let latest = named.last else { return nil }
            self.latest = latest
            let earlier = Set(named.dropLast())
            let all =
                events.map {
                    VersionChange(
                        eventID: $0.eventID, className: $0.className, trigger: $0.trigger, count: $0.count, seenInVersions: $0.seenInVersions)
                }
                + unmapped.map {
                    VersionChange(eventID: nil, className: $0.className, trigger: $0.trigger, count: $0.count, seenInVersions: $0.seenInVersions)
                }
            func seenEarlier(_ change: VersionChange) -> Bool { change.seenInVersions.contains { $0.map(earlier.contains) ?? false } }
            func seenInLatest(_ change: VersionChange) -> Bool { change.seenInVersions.contains(latest) }
            stopped = all.filter { seenEarlier($0) && !seenInLatest($0) }
            started = all.filter { seenInLatest($0) && !seenEarlier($0) }
        }
    }

    /// A configured event, or an interaction no event tracks, in ``VersionChanges``.
    package struct VersionChange: Encodable, Sendable {
        /// Nil, `null` in JSON, for an interaction the config does not map.
        package let eventID: String?
        package let className: String
        /// `Enter`, `Leave` or the action's selector.
        package let trigger: String
        /// Records over every version.
        package let count: Int
        package let seenInVersions: [String?]

        private enum CodingKeys: String, CodingKey { case eventID, className, trigger, count, seenInVersions }
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            // `null`, not a missing key, for an unmapped interaction.
            try container.encode(eventID, forKey: .eventID)
            try container.encode(className, forKey: .className)
            try container.encode(trigger, forKey: .trigger)
            try container.encode(count, forKey: .count)
            try container.encode(seenInVersions, forKey: .seenInVersions)
        }
    }
}

/// Which app versions reached each configured entry and each unmapped interaction, from the
/// tally's per-version sets.
struct VersionsSeen {
    /// The versions, in ``VersionOrder``.
    let order: [String?]
    private let entryVersions: [Int: [String?]]
    private let unmappedVersions: [LogTally.UnmappedKey: [String?]]

    init(_ versions: [String?: LogTally.VersionTally]) {
        order = versions.keys.sorted(by: VersionOrder.precedes)
        var entryVersions: [Int: [String?]] = [:]
        var unmappedVersions: [LogTally.UnmappedKey: [String?]] = [:]
        for version in order {
            guard let tally = versions[version] else { continue }
            for entry in tally.entriesSeen { entryVersions[entry, default: []].append(version) }
            for key in tally.unmappedSeen { unmappedVersions[key, default: []].append(version) }
        }
        self.entryVersions = entryVersions
        self.unmappedVersions = unmappedVersions
    }

    func versions(ofEntry entry: Int) -> [String?] { entryVersions[entry] ?? [] }

    func versions(of key: LogTally.UnmappedKey) -> [String?] { unmappedVersions[key] ?? [] }
}
