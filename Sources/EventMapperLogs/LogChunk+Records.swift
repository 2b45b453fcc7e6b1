import EventMapCore

/// What reading a chunk's lines found besides its records: counts, the first malformed lines,
/// and whether its source starts without a device header.
struct LogChunkReading: Sendable {
    var counts = LogCounts()
    var malformed = MalformedLineSamples()
    /// The chunk starts its source, and the source's first line is not a device header.
    var lacksHeader = false
}

extension LogChunk {
    /// Records mapped together: the memory their lookups read is prefetched for all of them,
    /// then the lookups are made, so that a group waits for memory about once — with a config of
    /// thousands of classes, each lookup would otherwise wait for its own.
    static let recordGroupSize = 16

    /// A record waiting in its group.
    private struct PendingRecord {
        var record: LogRecord
        var line: UnsafeBufferPointer<UInt8>
        var number: Int
        /// The record's class, hashed once for the prefetch and the lookup.
        var classKey: EventResolver.ClassKey
        var outcome = LogRecordMapping.Outcome.notMappable
    }

    /// Parses every line: a device header switches the device, a malformed line is counted
    /// and sampled with its place, and each record is mapped, counted, and given to `body` with
    /// what it maps to, its line's bytes, its number and the device in force. Records are mapped
    /// a group at a time (``recordGroupSize``, never across a device header); `prefetch` is
    /// called for each record of a group as soon as it is mapped, before `body` is called for
    /// any: the place to prefetch what `body` will read.
    /// - Parameter newDevice: Called at each device header, with the device before it.
    @inline(__always)
    func forEachRecord(
        _ reading: inout LogChunkReading, mapping: LogRecordMapping, newDevice: (_ previous: LogDevice?) -> Void = { _ in },
        prefetch: (_ outcome: LogRecordMapping.Outcome) -> Void = { _ in },
        _ body: (_ record: LogRecord, _ outcome: LogRecordMapping.Outcome, _ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ device: LogDevice?) ->
            Void
    ) {
        if isOverlongLine {
            reading.counts.malformed += 1
            reading.malformed.add(source: source, line: firstLine, defect: .tooLong, unterminated: false)
            reading.lacksHeader = startsSource
            return
        }
        let lastLine = firstLine + lineCount - 1
        let endsWithoutNewline = bytes.bytes.last != .newline
        var device = self.device
        withUnsafeTemporaryAllocation(of: PendingRecord.self, capacity: Self.recordGroupSize) { group in
            var count = 0
            func flush() {
                for index in 0..<count { mapping.prefetch(group[index].record.kind, classKey: group[index].classKey) }
                for index in 0..<count {
                    let outcome = mapping.outcome(of: group[index].record, in: group[index].line, classKey: group[index].classKey)
                    group[index].outcome = outcome
                    // As soon as it is known, so that the group's later lookups hide the wait.
                    prefetch(outcome)
                    reading.counts.count(outcome)
                    if group[index].record.kind == .launch { reading.counts.launches += 1 }
                }
                let groupDevice = device
                for index in 0..<count {
                    let pending = group[index]
                    body(pending.record, pending.outcome, pending.line, pending.number, groupDevice)
                }
                count = 0
            }
            forEachLine { number, line in
                // Whether a line longer than the limit arrives with its newline or without depends
                // on where reads end; it is malformed either way.
                let parsed = line.count > LogChunker.maximumLineLength ? .malformed(.tooLong) : LogLineParser.parse(line)
                switch parsed {
                case .header(let header):
                    flush()
                    newDevice(device)
                    device = header
                    reading.counts.headers += 1
                case .malformed(let defect):
                    reading.counts.malformed += 1
                    reading.malformed.add(source: source, line: number, defect: defect, unterminated: endsWithoutNewline && number == lastLine)
                    if startsSource, number == 1 { reading.lacksHeader = true }
                case .record(let record):
                    if startsSource, number == 1 { reading.lacksHeader = true }
                    (group.baseAddress! + count).initialize(
                        to: PendingRecord(record: record, line: line, number: number, classKey: mapping.classKey(of: record, in: line)))
                    count += 1
                    if count == Self.recordGroupSize { flush() }
                }
            }
            flush()
        }
        if reading.lacksHeader { reading.counts.sourcesWithoutHeader = 1 }
    }
}
