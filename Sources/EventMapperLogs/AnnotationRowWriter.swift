/// Writes one annotated row, as JSON Lines or CSV:
/// `file, line, device, appVersion, time, type, class, action, controlClass, tag, info, eventID`.
/// A field a record's type does not have is null in JSON and empty in CSV.
///
/// The names every row of a chunk repeats are held as plain pointers into their spellings
/// (``SpelledTexts``), which the chunk's source, its devices and the mapping keep alive.
struct AnnotationRowWriter {
    let format: AnnotationFormat
    let mapping: LogRecordMapping
    private let eventIDs: SpelledTexts
    private let sourceName: UnsafeBufferPointer<UInt8>
    private var device: LogDevice?
    private var uuid = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var appVersion = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    init(format: AnnotationFormat, mapping: LogRecordMapping, source: LogSource) {
        self.format = format
        self.mapping = mapping
        eventIDs = mapping.eventIDs
        sourceName = source.spelled[format == .jsonl ? 0 : 1]
    }

    @inline(__always)
    mutating func append(
        _ record: LogRecord, outcome: LogRecordMapping.Outcome, line: UnsafeBufferPointer<UInt8>, number: Int, device: LogDevice?,
        to out: ByteBuffer
    ) {
        if device !== self.device { use(device) }
        let eventID: UnsafeBufferPointer<UInt8>? =
            if case .mapped(let entry) = outcome { eventIDs[entry * 2 + (format == .jsonl ? 0 : 1)] } else { nil }
        // The most a row takes: every byte of the line escaped, plus the names and IDs.
        let most = line.count * 6 + sourceName.count + uuid.count + appVersion.count + (eventID?.count ?? 0) + 256
        let hasDevice = device != nil
        out.write(reserving: most) { out in
            switch format {
            case .jsonl: appendJSON(record, eventID: eventID, line: line, number: number, hasDevice: hasDevice, to: &out)
            case .csv: appendCSV(record, eventID: eventID, line: line, number: number, to: &out)
            }
        }
    }

    private mutating func use(_ device: LogDevice?) {
        self.device = device
        let json = format == .jsonl
        uuid = device?.spelled[json ? 0 : 2] ?? UnsafeBufferPointer(start: nil, count: 0)
        appVersion = device?.spelled[json ? 1 : 3] ?? UnsafeBufferPointer(start: nil, count: 0)
    }

    private func appendJSON(
        _ record: LogRecord, eventID: UnsafeBufferPointer<UInt8>?, line: UnsafeBufferPointer<UInt8>, number: Int, hasDevice: Bool,
        to out: inout ByteWriter
    ) {
        out.put("{\"file\":")
        out.put(sourceName)
        out.put(",\"line\":")
        out.putInteger(number)
        if hasDevice {
            out.put(",\"device\":")
            out.put(uuid)
            out.put(",\"appVersion\":")
            out.put(appVersion)
        } else {
            out.put(",\"device\":null,\"appVersion\":null")
        }
        out.put(",\"time\":")
        out.put(UnsafeBufferPointer(rebasing: line[record.time]))
        out.put(",\"type\":")
        out.putInteger(record.typeCode)
        out.put(",\"class\":")
        if record.className.isEmpty { out.put("null") } else { out.putJSONString(UnsafeBufferPointer(rebasing: line[record.className])) }
        if record.kind == .control {
            out.put(",\"action\":")
            out.putJSONString(UnsafeBufferPointer(rebasing: line[record.action]))
            out.put(",\"controlClass\":")
            out.putJSONString(UnsafeBufferPointer(rebasing: line[record.controlClass]))
            out.put(",\"tag\":")
            out.putInteger(record.tag)
        } else {
            out.put(",\"action\":null,\"controlClass\":null,\"tag\":null")
        }
        out.put(",\"info\":")
        if record.hasInfo { out.putJSONString(UnsafeBufferPointer(rebasing: line[record.info])) } else { out.put("null") }
        out.put(",\"eventID\":")
        if let eventID { out.put(eventID) } else { out.put("null") }
        out.put("}\n")
    }

    private func appendCSV(
        _ record: LogRecord, eventID: UnsafeBufferPointer<UInt8>?, line: UnsafeBufferPointer<UInt8>, number: Int, to out: inout ByteWriter
    ) {
        out.put(sourceName)
        out.put(.comma)
        out.putInteger(number)
        out.put(.comma)
        out.put(uuid)
        out.put(.comma)
        out.put(appVersion)
        out.put(.comma)
        out.put(UnsafeBufferPointer(rebasing: line[record.time]))
        out.put(.comma)
        out.putInteger(record.typeCode)
        out.put(.comma)
        out.putCSVField(UnsafeBufferPointer(rebasing: line[record.className]))
        out.put(.comma)
        if record.kind == .control {
            out.putCSVField(UnsafeBufferPointer(rebasing: line[record.action]))
            out.put(.comma)
            out.putCSVField(UnsafeBufferPointer(rebasing: line[record.controlClass]))
            out.put(.comma)
            out.putInteger(record.tag)
        } else {
            out.put(",,")
        }
        out.put(.comma)
        if record.hasInfo { out.putCSVField(UnsafeBufferPointer(rebasing: line[record.info])) }
        out.put(.comma)
        if let eventID { out.put(eventID) }
        out.put("\r\n")
    }
}
