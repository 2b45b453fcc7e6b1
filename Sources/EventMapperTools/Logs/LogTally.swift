import EventMapCore

/// What `mapper logs report` counts, as the logs stream past: records per configured entry,
/// unmapped interactions, page visits' durations and coverage per app version. Only counters
/// stay in memory.
struct LogTally: LogChunkProcessor, Sendable {
    /// A page event or an action of a class that the config does not map.
    struct UnmappedKey: Hashable, Sendable {
        let className: String
        /// `Enter`, `Leave` or the action's selector.
        let trigger: String
        let isControl: Bool
    }

    /// One app version's counts.
    struct VersionTally: Sendable {
        var records = 0
        var mapped = 0
        var unmapped = 0
        var entriesSeen = Set<Int>()
    }

    let mapping: LogRecordMapping
    private(set) var counts = LogCounts()
    private(set) var malformedLines = MalformedLineSamples()
    private(set) var notes: [String] = []
    /// Records per entry, by entry number.
    private(set) var entryCounts: [Int]
    private(set) var unmapped: [UnmappedKey: Int] = [:]
    private(set) var dwell = DwellTimes()
    private(set) var versions: [String: VersionTally] = [:]

    init(mapping: LogRecordMapping) {
        self.mapping = mapping
        entryCounts = Array(repeating: 0, count: mapping.resolver.entrySlotCount)
    }

    struct ChunkResult: Sendable {
        var counts = LogCounts()
        var malformed = MalformedLineSamples()
        var lacksHeader = false
        var entryHits: [Int32] = []
        var unmapped: [UnmappedKey: Int] = [:]
        var visits = PageVisitEvents()
        var versions: [String: VersionTally] = [:]
    }

    func process(_ chunk: LogChunk) -> ChunkResult {
        var result = ChunkResult()
        if chunk.startsSource { result.counts.sources = 1 }
        if chunk.isOverlongLine {
            result.counts.malformed = 1
            result.malformed.add(source: chunk.source, line: chunk.firstLine, defect: .tooLong)
            result.lacksHeader = chunk.startsSource
            return result
        }
        var device = chunk.device
        chunk.forEachLine { number, line in
            switch LogLineParser.parse(line) {
            case .header(let header):
                device = header
                result.counts.headers += 1
                result.visits.addNewDevice()
            case .malformed(let defect):
                result.counts.malformed += 1
                result.malformed.add(source: chunk.source, line: number, defect: defect)
                if number == 1 { result.lacksHeader = true }
            case .record(let record):
                if number == 1 { result.lacksHeader = true }
                count(record, line: line, version: device?.appVersion ?? "", into: &result)
            }
        }
        return result
    }

    private func count(_ record: LogRecord, line: UnsafeBufferPointer<UInt8>, version: String, into result: inout ChunkResult) {
        let outcome = mapping.outcome(of: record, in: line)
        result.counts.count(outcome)
        result.versions[version, default: VersionTally()].records += 1
        let className = UnsafeBufferPointer(rebasing: line[record.className])
        switch outcome {
        case .mapped(let entry):
            result.entryHits.append(Int32(entry))
            result.versions[version, default: VersionTally()].mapped += 1
            result.versions[version, default: VersionTally()].entriesSeen.insert(entry)
        case .unmapped:
            result.versions[version, default: VersionTally()].unmapped += 1
            let trigger =
                record.kind == .control
                ? String(decoding: UnsafeBufferPointer(rebasing: line[record.action]), as: UTF8.self)
                : record.kind == .pageLeave ? "Leave" : "Enter"
            let key = UnmappedKey(className: String(decoding: className, as: UTF8.self), trigger: trigger, isControl: record.kind == .control)
            result.unmapped[key, default: 0] += 1
        case .notMappable:
            break
        }
        if record.kind == .pageEnter || record.kind == .pageLeave, let time = Self.seconds(UnsafeBufferPointer(rebasing: line[record.time])) {
            result.visits.add(enter: record.kind == .pageEnter, page: className, time: time)
        }
    }

    mutating func collect(_ result: ChunkResult, of chunk: LogChunk) throws {
        if chunk.startsSource { dwell.startDevice() }
        if result.lacksHeader, chunk.startsSource {
            counts.sourcesWithoutHeader += 1
            notes.append("\(chunk.source.name):1: note: the file does not start with a device header; its records count under no app version")
        }
        counts.add(result.counts)
        malformedLines.add(result.malformed)
        for entry in result.entryHits { entryCounts[Int(entry)] += 1 }
        for (key, count) in result.unmapped { unmapped[key, default: 0] += count }
        result.visits.replay(into: &dwell)
        for (version, tally) in result.versions {
            versions[version, default: VersionTally()].records += tally.records
            versions[version, default: VersionTally()].mapped += tally.mapped
            versions[version, default: VersionTally()].unmapped += tally.unmapped
            versions[version, default: VersionTally()].entriesSeen.formUnion(tally.entriesSeen)
        }
    }

    /// Ends the last device: its open pages are unpaired.
    mutating func finish() {
        dwell.startDevice()
    }

    /// Seconds since 1970 from a time already checked to be a number.
    static func seconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var negative = false
        var integer: Double = 0
        var fraction: Double = 0
        var scale: Double = 1
        var inFraction = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "-") where offset == 0: negative = true
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inFraction {
                    scale /= 10
                    fraction += Double(byte - UInt8(ascii: "0")) * scale
                } else {
                    integer = integer * 10 + Double(byte - UInt8(ascii: "0"))
                }
            default: return nil
            }
        }
        return (negative ? -1 : 1) * (integer + fraction)
    }
}
