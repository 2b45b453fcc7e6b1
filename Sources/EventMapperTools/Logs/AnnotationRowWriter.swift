/// Writes one annotated row, as JSON Lines or CSV:
/// `file, line, device, appVersion, time, type, class, action, controlClass, tag, info, eventID`.
/// A field a record's type does not have is null in JSON and empty in CSV.
struct AnnotationRowWriter {
    let format: AnnotationFormat
    let mapping: LogRecordMapping
    let source: LogSource

    @inline(__always)
    func append(
        _ record: LogRecord, outcome: LogRecordMapping.Outcome, line: UnsafeBufferPointer<UInt8>, number: Int, device: LogDevice?,
        to out: ByteBuffer
    ) {
        let entry: Int? = if case .mapped(let entry) = outcome { entry } else { nil }
        // The most a row takes: every byte of the line escaped, plus the names and IDs.
        out.reserve(
            line.count * 6 + source.nameJSON.count + (device.map { $0.uuidJSON.count + $0.appVersionJSON.count } ?? 0)
                + (entry.map { mapping.eventIDJSON[$0].count } ?? 0) + 256)
        switch format {
        case .jsonl: appendJSON(record, entry: entry, line: line, number: number, device: device, to: out)
        case .csv: appendCSV(record, entry: entry, line: line, number: number, device: device, to: out)
        }
    }

    @inline(__always)
    private func appendJSON(_ record: LogRecord, entry: Int?, line: UnsafeBufferPointer<UInt8>, number: Int, device: LogDevice?, to out: ByteBuffer) {
        let isControl = record.kind == .control
        out.put("{\"file\":")
        out.put(source.nameJSON)
        out.put(",\"line\":")
        out.putInteger(number)
        out.put(",\"device\":")
        if let device { out.put(device.uuidJSON) } else { out.put("null") }
        out.put(",\"appVersion\":")
        if let device { out.put(device.appVersionJSON) } else { out.put("null") }
        out.put(",\"time\":")
        out.put(UnsafeBufferPointer(rebasing: line[record.time]))
        out.put(",\"type\":")
        out.putInteger(record.typeCode)
        out.put(",\"class\":")
        if record.className.isEmpty { out.put("null") } else { out.putJSONString(UnsafeBufferPointer(rebasing: line[record.className])) }
        if isControl {
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
        if let entry { out.put(mapping.eventIDJSON[entry]) } else { out.put("null") }
        out.put("}\n")
    }

    @inline(__always)
    private func appendCSV(_ record: LogRecord, entry: Int?, line: UnsafeBufferPointer<UInt8>, number: Int, device: LogDevice?, to out: ByteBuffer) {
        let isControl = record.kind == .control
        out.put(source.nameCSV)
        out.put(.comma)
        out.putInteger(number)
        out.put(.comma)
        if let device { out.put(device.uuidCSV) }
        out.put(.comma)
        if let device { out.put(device.appVersionCSV) }
        out.put(.comma)
        out.put(UnsafeBufferPointer(rebasing: line[record.time]))
        out.put(.comma)
        out.putInteger(record.typeCode)
        out.put(.comma)
        out.putCSVField(UnsafeBufferPointer(rebasing: line[record.className]))
        out.put(.comma)
        if isControl {
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
        if let entry { out.put(mapping.eventIDCSV[entry]) }
        out.put("\r\n")
    }
}
