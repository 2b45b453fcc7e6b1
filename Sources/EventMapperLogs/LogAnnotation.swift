import EventMapCore
import EventMapper

/// The row formats of `mapper logs annotate`.
package enum AnnotationFormat: String, CaseIterable, Sendable {
    /// One JSON object per line; the event ID is `eventID`, null when unmapped.
    case jsonl
    /// CSV with a header row; the event ID is `event_id`, empty when unmapped.
    case csv

    /// The CSV header row.
    static let csvHeader: StaticString =
        "file,line,device,app_version,time,type,class,action,control_class,tag,info,event_id,device_model,system_version,app_build,page,referrer\r\n"
}

/// What `mapper logs annotate` does: every record of the logs becomes one row — its file and
/// line, the device's uuid and app version, time, type, class, action, control class, tag,
/// info, event ID, the device's model, system version and build, and the session's page (a
/// tap's page, a page view's referrer) — written in input order as the logs stream past.
package struct LogAnnotation: LogChunkProcessor, Sendable {
    /// What annotating the logs found.
    package private(set) var counts = LogCounts()
    /// The first malformed lines, each with its place.
    package private(set) var malformedLines = MalformedLineSamples()
    /// Sources whose first line is not a device header, each said once.
    package private(set) var notes: [String] = []

    private let mapping: LogRecordMapping
    private let format: AnnotationFormat
    /// The IDs as `format` spells them; the rows hold pointers into them.
    private let eventIDs: SpelledEventIDs
    private let write: @Sendable (UnsafeBufferPointer<UInt8>) throws -> Void

    /// Annotates `inputs` with the IDs of `map`, handing the rows to `write` in order, a chunk
    /// at a time.
    /// - Throws: ``LogReadError`` when a source cannot be read to its end; what `write` throws.
    package static func run(
        _ inputs: LogInputs, map: EventMap, format: AnnotationFormat, write: @escaping @Sendable (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws -> LogAnnotation {
        // The IDs are spelled while the resolver indexes the same pages.
        let spelling = BackgroundTask<SpelledEventIDs, Never> { SpelledEventIDs(map.pages, format: format) }
        let mapping = LogRecordMapping(EventResolver(map))
        let eventIDs = spelling.value()
        assert(eventIDs.entryCount == mapping.entryCount, "the IDs are spelled for other pages than the mapping's")
        var annotation = LogAnnotation(mapping: mapping, format: format, eventIDs: eventIDs, write: write)
        if format == .csv {
            try write(UnsafeBufferPointer(start: AnnotationFormat.csvHeader.utf8Start, count: AnnotationFormat.csvHeader.utf8CodeUnitCount))
        }
        try LogStream().run(inputs, into: &annotation)
        annotation.counts.sources = inputs.inputs.count
        return annotation
    }

    private init(
        mapping: LogRecordMapping, format: AnnotationFormat, eventIDs: SpelledEventIDs,
        write: @escaping @Sendable (UnsafeBufferPointer<UInt8>) throws -> Void
    ) {
        self.mapping = mapping
        self.format = format
        self.eventIDs = eventIDs
        self.write = write
    }

    struct ChunkResult: Sendable {
        var reading = LogChunkReading()
    }

    func process(_ chunk: LogChunk, output rows: ByteBuffer) -> ChunkResult {
        var result = ChunkResult()
        let ids = eventIDs.view
        var row = AnnotationRowWriter(format: format, eventIDs: ids, source: chunk.source)
        row.startSession(on: chunk.sessionPage)
        chunk.forEachRecord(
            &result.reading, mapping: mapping, newDevice: { _ in row.startSession() },
            prefetch: { outcome in
                if case .mapped(let entry) = outcome { ids.prefetch(entry) }
            }
        ) { record, outcome, line, number, device in
            row.append(record, outcome: outcome, line: line, number: number, device: device, to: rows)
        }
        return result
    }

    mutating func collect(_ result: ChunkResult, of chunk: LogChunk, output rows: ByteBuffer) throws {
        counts.add(result.reading.counts)
        malformedLines.add(result.reading.malformed)
        if result.reading.lacksHeader {
            notes.append("\(chunk.source.name):1: note: the file does not start with a device header; its rows have no device or app version")
        }
        if rows.count > 0 { try write(rows.bytes) }
    }
}
