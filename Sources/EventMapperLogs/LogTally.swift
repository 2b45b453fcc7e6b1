import EventMapCore

/// What `mapper logs report` counts, as the logs stream past: records per configured entry,
/// unmapped interactions, page visits' durations, page flow and coverage per app version. Only
/// counters stay in memory.
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
        var unmappedSeen = Set<UnmappedKey>()

        mutating func add(_ other: VersionTally) {
            records += other.records
            mapped += other.mapped
            unmapped += other.unmapped
            entriesSeen.formUnion(other.entriesSeen)
            unmappedSeen.formUnion(other.unmappedSeen)
        }
    }

    let mapping: LogRecordMapping
    var counts = LogCounts()
    private(set) var malformedLines = MalformedLineSamples()
    private(set) var notes: [String] = []
    /// Records per entry, by entry number.
    private(set) var entryCounts: [Int]
    private(set) var unmapped: [UnmappedKey: Int] = [:]
    private(set) var dwell = DwellTimes()
    private(set) var flow = PageFlow()
    private(set) var versions: [String?: VersionTally] = [:]

    init(mapping: LogRecordMapping) {
        self.mapping = mapping
        entryCounts = Array(repeating: 0, count: mapping.entryCount)
    }

    struct ChunkResult: Sendable {
        var reading = LogChunkReading()
        var entryHits: [Int32] = []
        var unmapped: [UnmappedKey: Int] = [:]
        var visits = PageVisitEvents()
        var versions: [String?: VersionTally] = [:]
    }

    func process(_ chunk: LogChunk, output: ByteBuffer) -> ChunkResult {
        var result = ChunkResult()
        // The version's counts gather here and join the chunk's when the device changes: one
        // dictionary update per device, not per record.
        var version = VersionTally()
        func flush(_ device: LogDevice?) {
            if version.records > 0 { result.versions[device?.appVersion, default: VersionTally()].add(version) }
            version = VersionTally()
        }
        var lastDevice = chunk.device
        var reading = LogChunkReading()
        chunk.forEachRecord(
            &reading, mapping: mapping,
            newDevice: { previous in
                flush(previous)
                result.visits.addNewDevice()
            }
        ) { record, outcome, line, _, device in
            lastDevice = device
            count(record, outcome: outcome, line: line, version: &version, into: &result)
        }
        flush(lastDevice)
        result.reading = reading
        return result
    }

    private func count(
        _ record: LogRecord, outcome: LogRecordMapping.Outcome, line: UnsafeBufferPointer<UInt8>, version: inout VersionTally,
        into result: inout ChunkResult
    ) {
        version.records += 1
        let className = UnsafeBufferPointer(rebasing: line[record.className])
        switch outcome {
        case .mapped(let entry):
            result.entryHits.append(Int32(entry))
            version.mapped += 1
            version.entriesSeen.insert(entry)
        case .unmapped:
            version.unmapped += 1
            let trigger =
                record.kind == .control
                ? String(decoding: UnsafeBufferPointer(rebasing: line[record.action]), as: UTF8.self)
                : record.kind == .pageLeave ? "Leave" : "Enter"
            let key = UnmappedKey(className: String(decoding: className, as: UTF8.self), trigger: trigger, isControl: record.kind == .control)
            result.unmapped[key, default: 0] += 1
            version.unmappedSeen.insert(key)
        case .notMappable:
            break
        }
        if record.kind == .launch { result.visits.addLaunch() }
        if record.kind == .pageEnter || record.kind == .pageLeave, let time = Self.seconds(UnsafeBufferPointer(rebasing: line[record.time])) {
            result.visits.add(enter: record.kind == .pageEnter, page: className, time: time, resolver: mapping.resolver)
        }
    }

    mutating func collect(_ result: ChunkResult, of chunk: LogChunk, output: ByteBuffer) throws {
        if chunk.startsSource {
            dwell.startDevice()
            flow.startSession()
        }
        if result.reading.lacksHeader {
            notes.append("\(chunk.source.name):1: note: the file does not start with a device header; its records count under no app version")
        }
        counts.add(result.reading.counts)
        malformedLines.add(result.reading.malformed)
        for entry in result.entryHits { entryCounts[Int(entry)] += 1 }
        for (key, count) in result.unmapped { unmapped[key, default: 0] += count }
        result.visits.replay(into: &dwell, &flow)
        for (version, tally) in result.versions { versions[version, default: VersionTally()].add(tally) }
    }

    /// Ends the last device: its open pages are unpaired, its session's path counted.
    mutating func finish() {
        dwell.startDevice()
        flow.startSession()
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
