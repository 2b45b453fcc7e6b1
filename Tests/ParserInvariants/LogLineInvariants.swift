import EventMapperLogs

/// What `LogLineParser` promises for any line of a behaviour log: it reads every line as a
/// record, a device header or a defect, never outside the line; a record's fields lie inside
/// it, in order, with a type code of 0–199 that agrees with its kind; a line read as a record
/// starts like one.
///
/// The input is split into lines as `mapper logs` splits a chunk: at each line feed, a carriage
/// return before it removed.
///
/// ## Usage
/// ```swift
/// let outcome = LogLineInvariants.check(reading: bytes)
/// ```
public enum LogLineInvariants {
    /// Parses each line of `bytes` and checks every promise.
    public static func check(reading bytes: [UInt8]) -> InvariantOutcome {
        var outcome = InvariantOutcome()
        var number = 0
        for slice in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            var line = Array(slice)
            if line.last == 0x0D { line.removeLast() }
            check(line: line, number: number, into: &outcome)
        }
        return outcome
    }

    /// Parses one line (its line feed and carriage return removed) and checks every promise.
    static func check(line: [UInt8], number: Int, into outcome: inout InvariantOutcome) {
        // A copy of exactly the line's length, so that AddressSanitizer sees any read past it.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: line.count)
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: line)
        let view = UnsafeBufferPointer(buffer)
        switch LogLineParser.parse(view) {
        case .record(let record):
            outcome.expect(LogLineParser.startsLikeRecord(view), "line \(number) is a record that does not start like one")
            check(record, in: line, number: number, into: &outcome)
        case .header(let device):
            outcome.consume(device.uuid)
            outcome.consume(device.appVersion)
        case .malformed(let defect):
            outcome.consume(defect.description)
            outcome.expect(!defect.description.isEmpty, "line \(number): a defect without a description")
            outcome.expect((defect == .empty) == line.isEmpty, "line \(number): defect \(defect) for \(line.count) bytes")
        }
    }

    private static func check(_ record: LogRecord, in line: [UInt8], number: Int, into outcome: inout InvariantOutcome) {
        let fields: [(String, Range<Int>)] = [
            ("time", record.time), ("class", record.className), ("action", record.action),
            ("control class", record.controlClass), ("info", record.info),
        ]
        for (name, range) in fields {
            outcome.expect(
                range.lowerBound >= 0 && range.upperBound <= line.count, "line \(number): \(name) \(range) outside its \(line.count) bytes")
            outcome.consume(UInt64(range.count))
        }
        outcome.expect(!record.time.isEmpty, "line \(number): a record without a time")
        outcome.expect((0...199).contains(record.typeCode), "line \(number): type code \(record.typeCode)")
        let kind: LogRecord.Kind =
            switch record.typeCode {
            case 0: .launch
            case 1: .pageEnter
            case 2: .pageLeave
            case 3: .tabSwitch
            case 4...99: .otherApp
            default: .control
            }
        outcome.expect(record.kind == kind, "line \(number): type code \(record.typeCode) read as \(record.kind)")
        switch record.kind {
        case .pageEnter, .pageLeave, .tabSwitch:
            outcome.expect(!record.className.isEmpty, "line \(number): a page record without a class")
            outcome.expect(record.className.lowerBound >= record.time.upperBound, "line \(number): the class before the time")
        case .control:
            outcome.expect(!record.className.isEmpty && !record.action.isEmpty, "line \(number): a control record without target or action")
            outcome.expect(
                record.time.upperBound < record.controlClass.lowerBound && record.controlClass.upperBound < record.className.lowerBound
                    && record.className.upperBound < record.action.lowerBound && record.action.upperBound <= record.info.lowerBound,
                "line \(number): a control record's fields out of order")
            outcome.consume(UInt64(bitPattern: Int64(record.tag)))
        case .launch, .otherApp:
            outcome.expect(record.info.lowerBound >= record.time.upperBound, "line \(number): the info before the time")
        }
    }
}
