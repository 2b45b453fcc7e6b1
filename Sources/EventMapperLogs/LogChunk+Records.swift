/// What reading a chunk's lines found besides its records: counts, the first malformed lines,
/// and whether its source starts without a device header.
struct LogChunkReading: Sendable {
    var counts = LogCounts()
    var malformed = MalformedLineSamples()
    /// The chunk starts its source, and the source's first line is not a device header.
    var lacksHeader = false
}

extension LogChunk {
    /// Parses every line: a device header switches the device, a malformed line is counted
    /// and sampled with its place, and each record is mapped, counted, and given to `body` with
    /// what it maps to, its line's bytes, its number and the device in force.
    /// - Parameter newDevice: Called at each device header, with the device before it.
    @inline(__always)
    func forEachRecord(
        _ reading: inout LogChunkReading, mapping: LogRecordMapping, newDevice: (_ previous: LogDevice?) -> Void = { _ in },
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
        forEachLine { number, line in
            // Whether a line longer than the limit arrives with its newline or without depends
            // on where reads end; it is malformed either way.
            let parsed = line.count > LogChunker.maximumLineLength ? .malformed(.tooLong) : LogLineParser.parse(line)
            switch parsed {
            case .header(let header):
                newDevice(device)
                device = header
                reading.counts.headers += 1
            case .malformed(let defect):
                reading.counts.malformed += 1
                reading.malformed.add(source: source, line: number, defect: defect, unterminated: endsWithoutNewline && number == lastLine)
                if startsSource, number == 1 { reading.lacksHeader = true }
            case .record(let record):
                if startsSource, number == 1 { reading.lacksHeader = true }
                let outcome = mapping.outcome(of: record, in: line)
                reading.counts.count(outcome)
                if record.kind == .launch { reading.counts.launches += 1 }
                body(record, outcome, line, number, device)
            }
        }
        if reading.lacksHeader { reading.counts.sourcesWithoutHeader = 1 }
    }
}
