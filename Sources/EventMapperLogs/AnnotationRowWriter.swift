/// Writes one annotated row, as JSON Lines or CSV:
/// `file, line, device, appVersion, time, type, class, action, controlClass, tag, info, eventID,
/// deviceModel, systemVersion, appBuild, page, referrer`. A field a record's type does not have
/// is null in JSON and empty in CSV: `page`, the page the session is on, is a tap's; `referrer`,
/// the page viewed before, is a page view's.
///
/// The names every row of a chunk repeats are held as plain pointers into their spellings
/// (``SpelledTexts``, ``SpelledEventIDs``), which the chunk's source, its devices and the
/// annotation keep alive.
struct AnnotationRowWriter {
    let format: AnnotationFormat
    private let eventIDs: SpelledEventIDs.View
    private let sourceName: UnsafeBufferPointer<UInt8>
    private var device: LogDevice?
    /// The device's uuid and app version, each after its label, or their absence
    /// (``LogDevice/runs(of:in:)``).
    private var deviceRun: UnsafeBufferPointer<UInt8>
    /// The device's model, system version and build, each after its label, or their absence.
    private var deviceContextRun: UnsafeBufferPointer<UInt8>
    /// The class of the session's last page view; nil before the first.
    private var page: UnsafeBufferPointer<UInt8>?

    init(format: AnnotationFormat, eventIDs: SpelledEventIDs.View, source: LogSource) {
        self.format = format
        self.eventIDs = eventIDs
        sourceName = source.spelled[format == .jsonl ? 0 : 1]
        (deviceRun, deviceContextRun) = LogDevice.runs(of: nil, in: format)
    }

    /// Starts on `page` (the chunk's ``LogChunk/sessionPage``), or on none.
    mutating func startSession(on page: LogPage? = nil) {
        self.page = page?.name
    }

    @inline(__always)
    mutating func append(
        _ record: LogRecord, outcome: LogRecordMapping.Outcome, line: UnsafeBufferPointer<UInt8>, number: Int, device: LogDevice?,
        to out: ByteBuffer
    ) {
        if device !== self.device { use(device) }
        let eventID: UnsafeBufferPointer<UInt8>? =
            if case .mapped(let entry) = outcome { eventIDs[entry] } else { nil }
        // A tap's page and a page view's referrer: the session's page before the record.
        let context = record.kind == .control || record.kind == .pageEnter ? page : nil
        // The most a row takes: every byte of the line and the page escaped, plus the names and IDs.
        let most =
            (line.count + (context?.count ?? 0)) * 6 + sourceName.count + deviceRun.count + deviceContextRun.count + (eventID?.count ?? 0) + 320
        out.write(reserving: most) { out in
            switch format {
            case .jsonl:
                appendJSON(record, eventID: eventID, line: line, number: number, to: &out)
                appendJSONContext(record, context: context, to: &out)
            case .csv:
                appendCSV(record, eventID: eventID, line: line, number: number, to: &out)
                appendCSVContext(record, context: context, to: &out)
            }
        }
        switch record.kind {
        case .pageEnter: page = UnsafeBufferPointer(rebasing: line[record.className])
        case .launch: page = nil
        default: break
        }
    }

    private mutating func use(_ device: LogDevice?) {
        self.device = device
        (deviceRun, deviceContextRun) = LogDevice.runs(of: device, in: format)
    }

    private func appendJSON(
        _ record: LogRecord, eventID: UnsafeBufferPointer<UInt8>?, line: UnsafeBufferPointer<UInt8>, number: Int, to out: inout ByteWriter
    ) {
        out.put("{\"file\":")
        out.put(sourceName)
        out.put(",\"line\":")
        out.putInteger(number)
        out.put(deviceRun)
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
    }

    /// The device's other fields, the page and the referrer, and the row's end.
    private func appendJSONContext(_ record: LogRecord, context: UnsafeBufferPointer<UInt8>?, to out: inout ByteWriter) {
        out.put(deviceContextRun)
        out.put(",\"page\":")
        if record.kind == .control, let context { out.putJSONString(context) } else { out.put("null") }
        out.put(",\"referrer\":")
        if record.kind == .pageEnter, let context { out.putJSONString(context) } else { out.put("null") }
        out.put("}\n")
    }

    private func appendCSV(
        _ record: LogRecord, eventID: UnsafeBufferPointer<UInt8>?, line: UnsafeBufferPointer<UInt8>, number: Int, to out: inout ByteWriter
    ) {
        out.put(sourceName)
        out.put(.comma)
        out.putInteger(number)
        out.put(deviceRun)
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
    }

    /// The device's other fields, the page and the referrer, and the row's end.
    private func appendCSVContext(_ record: LogRecord, context: UnsafeBufferPointer<UInt8>?, to out: inout ByteWriter) {
        out.put(deviceContextRun)
        out.put(.comma)
        if record.kind == .control, let context { out.putCSVField(context) }
        out.put(.comma)
        if record.kind == .pageEnter, let context { out.putCSVField(context) }
        out.put("\r\n")
    }
}
