import EventMapCore
import EventMapper

/// The row formats of `mapper logs annotate`.
package enum AnnotationFormat: String, CaseIterable, Sendable {
    /// One JSON object per line; the event ID is `eventID`, null when unmapped.
    case jsonl
    /// CSV with a header row; the event ID is `event_id`, empty when unmapped.
    case csv

    /// The CSV header row.
    static let csvHeader = Array("file,line,device,app_version,time,type,class,action,control_class,tag,info,event_id\r\n".utf8)
}

/// What `mapper logs annotate` does: every record of the logs becomes one row — its file and
/// line, the device's uuid and app version, time, type, class, action, control class, tag,
/// info and event ID — written in input order as the logs stream past.
package struct LogAnnotation: LogChunkProcessor, Sendable {
    /// What annotating the logs found.
    package private(set) var counts = LogCounts()
    /// The first malformed lines, each with its place.
    package private(set) var malformedLines = MalformedLineSamples()
    /// Sources whose first line is not a device header, each said once.
    package private(set) var notes: [String] = []

    private let mapping: LogRecordMapping
    private let format: AnnotationFormat
    private let write: @Sendable ([UInt8]) throws -> Void

    /// Annotates `inputs`, handing the rows to `write` in order, a chunk at a time.
    /// - Throws: ``LogReadError`` when a source cannot be read to its end; what `write` throws.
    package static func run(
        _ inputs: LogInputs, resolver: EventResolver, format: AnnotationFormat, write: @escaping @Sendable ([UInt8]) throws -> Void
    ) throws -> LogAnnotation {
        var annotation = LogAnnotation(mapping: LogRecordMapping(resolver), format: format, write: write)
        if format == .csv { try write(AnnotationFormat.csvHeader) }
        try LogStream().run(inputs, into: &annotation)
        return annotation
    }

    private init(mapping: LogRecordMapping, format: AnnotationFormat, write: @escaping @Sendable ([UInt8]) throws -> Void) {
        self.mapping = mapping
        self.format = format
        self.write = write
    }

    struct ChunkResult: Sendable {
        var rows: [UInt8]
        var counts = LogCounts()
        var malformed = MalformedLineSamples()
        var lacksHeader = false
    }

    func process(_ chunk: LogChunk) -> ChunkResult {
        var result = ChunkResult(rows: [])
        result.rows.reserveCapacity(chunk.bytes.count + chunk.bytes.count / 2)
        if chunk.startsSource { result.counts.sources = 1 }
        if chunk.isOverlongLine {
            result.counts.malformed = 1
            result.malformed.add(source: chunk.source, line: chunk.firstLine, defect: .tooLong)
            result.lacksHeader = chunk.startsSource
            result.counts.sourcesWithoutHeader = chunk.startsSource ? 1 : 0
            return result
        }
        var device = chunk.device
        let row = AnnotationRowWriter(format: format, mapping: mapping, source: chunk.source)
        chunk.forEachLine { number, line in
            switch LogLineParser.parse(line) {
            case .header(let header):
                device = header
                result.counts.headers += 1
            case .malformed(let defect):
                result.counts.malformed += 1
                result.malformed.add(source: chunk.source, line: number, defect: defect)
                if number == 1 { result.lacksHeader = true }
            case .record(let record):
                if number == 1 { result.lacksHeader = true }
                let outcome = mapping.outcome(of: record, in: line)
                result.counts.count(outcome)
                row.append(record, outcome: outcome, line: line, number: number, device: device, to: &result.rows)
            }
        }
        if result.lacksHeader { result.counts.sourcesWithoutHeader = 1 }
        return result
    }

    mutating func collect(_ result: ChunkResult, of chunk: LogChunk) throws {
        counts.add(result.counts)
        malformedLines.add(result.malformed)
        if result.lacksHeader, chunk.startsSource {
            notes.append("\(chunk.source.name):1: note: the file does not start with a device header; its rows have no device or app version")
        }
        if !result.rows.isEmpty { try write(result.rows) }
    }
}

/// Writes one annotated row, as JSON Lines or CSV.
struct AnnotationRowWriter {
    let format: AnnotationFormat
    let mapping: LogRecordMapping
    let source: LogSource

    @inline(__always)
    func append(
        _ record: LogRecord, outcome: LogRecordMapping.Outcome, line: UnsafeBufferPointer<UInt8>, number: Int, device: LogDevice?,
        to out: inout [UInt8]
    ) {
        let isControl = record.kind == .control
        let hasClass = !record.className.isEmpty
        let hasInfo = isControl || record.kind == .launch || record.kind == .otherApp
        let entry: Int? = if case .mapped(let entry) = outcome { entry } else { nil }
        func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: line[range]) }
        switch format {
        case .jsonl:
            out.append(contentsOf: Self.jsonFile)
            out.append(contentsOf: source.nameJSON)
            out.append(contentsOf: Self.jsonLine)
            out.appendDecimal(number)
            out.append(contentsOf: Self.jsonDevice)
            out.append(contentsOf: device?.uuidJSON ?? Self.null)
            out.append(contentsOf: Self.jsonAppVersion)
            out.append(contentsOf: device?.appVersionJSON ?? Self.null)
            out.append(contentsOf: Self.jsonTime)
            out.append(contentsOf: bytes(record.time))
            out.append(contentsOf: Self.jsonType)
            out.appendDecimal(record.typeCode)
            out.append(contentsOf: Self.jsonClass)
            if hasClass { JSONBytes.appendQuoted(bytes(record.className), to: &out) } else { out.append(contentsOf: Self.null) }
            out.append(contentsOf: Self.jsonAction)
            if isControl { JSONBytes.appendQuoted(bytes(record.action), to: &out) } else { out.append(contentsOf: Self.null) }
            out.append(contentsOf: Self.jsonControlClass)
            if isControl { JSONBytes.appendQuoted(bytes(record.controlClass), to: &out) } else { out.append(contentsOf: Self.null) }
            out.append(contentsOf: Self.jsonTag)
            if isControl { out.appendInteger(record.tag) } else { out.append(contentsOf: Self.null) }
            out.append(contentsOf: Self.jsonInfo)
            if hasInfo { JSONBytes.appendQuoted(bytes(record.info), to: &out) } else { out.append(contentsOf: Self.null) }
            out.append(contentsOf: Self.jsonEventID)
            if let entry { out.append(contentsOf: mapping.eventIDJSON[entry]) } else { out.append(contentsOf: Self.null) }
            out.append(contentsOf: Self.jsonEnd)
        case .csv:
            out.append(contentsOf: source.nameCSV)
            out.append(.comma)
            out.appendDecimal(number)
            out.append(.comma)
            if let device { out.append(contentsOf: device.uuidCSV) }
            out.append(.comma)
            if let device { out.append(contentsOf: device.appVersionCSV) }
            out.append(.comma)
            out.append(contentsOf: bytes(record.time))
            out.append(.comma)
            out.appendDecimal(record.typeCode)
            out.append(.comma)
            if hasClass { CSVBytes.appendField(bytes(record.className), to: &out) }
            out.append(.comma)
            if isControl { CSVBytes.appendField(bytes(record.action), to: &out) }
            out.append(.comma)
            if isControl { CSVBytes.appendField(bytes(record.controlClass), to: &out) }
            out.append(.comma)
            if isControl { out.appendInteger(record.tag) }
            out.append(.comma)
            if hasInfo { CSVBytes.appendField(bytes(record.info), to: &out) }
            out.append(.comma)
            if let entry { out.append(contentsOf: mapping.eventIDCSV[entry]) }
            out.append(.carriageReturn)
            out.append(.newline)
        }
    }

    private static let null = Array("null".utf8)
    private static let jsonFile = Array("{\"file\":".utf8)
    private static let jsonLine = Array(",\"line\":".utf8)
    private static let jsonDevice = Array(",\"device\":".utf8)
    private static let jsonAppVersion = Array(",\"appVersion\":".utf8)
    private static let jsonTime = Array(",\"time\":".utf8)
    private static let jsonType = Array(",\"type\":".utf8)
    private static let jsonClass = Array(",\"class\":".utf8)
    private static let jsonAction = Array(",\"action\":".utf8)
    private static let jsonControlClass = Array(",\"controlClass\":".utf8)
    private static let jsonTag = Array(",\"tag\":".utf8)
    private static let jsonInfo = Array(",\"info\":".utf8)
    private static let jsonEventID = Array(",\"eventID\":".utf8)
    private static let jsonEnd = Array("}\n".utf8)
}
