/// One behaviour record's fields, as byte ranges into its line: `TypeCode,TimeInterval,Data,Remark`
/// with the data split as its type says (a page's class, or a control's
/// `ControlClass|TargetClass|Action|Tag|Frame|Info`).
package struct LogRecord {
    /// What a record's type code says the hook saw.
    package enum Kind: Equatable {
        /// 0: the app launched.
        case launch
        /// 1: a page appeared.
        case pageEnter
        /// 2: a page disappeared.
        case pageLeave
        /// 3: a tab bar switched to a page.
        case tabSwitch
        /// 4–99: an app or page record this format does not define.
        case otherApp
        /// 100–199: a control sent an action.
        case control
    }

    package var kind: Kind = .launch
    /// The type code, 0–199.
    package var typeCode = 0
    /// The time's bytes, a JSON number.
    package var time = 0..<0
    /// The page's class, or the control action's target class; empty when the type has none.
    package var className = 0..<0
    /// The action's selector (controls).
    package var action = 0..<0
    /// The control's class (controls).
    package var controlClass = 0..<0
    /// The control's tag (controls).
    package var tag = 0
    /// The control's info, or the data of a launch or undefined app record.
    package var info = 0..<0

    /// Whether the record's type has an info field: controls, launches and undefined app records.
    package var hasInfo: Bool { kind == .control || kind == .launch || kind == .otherApp }
}

/// Why a line is not a record of the format.
package enum LogLineDefect: Equatable, CustomStringConvertible {
    case empty
    case notUTF8
    case tooLong
    case typeCode
    case typeOutOfRange
    case time
    case timeTooLong
    case fields
    case pageClass
    case controlData
    case tag
    case frame

    package var description: String {
        switch self {
        case .empty: "an empty line"
        case .notUTF8: "the line is not UTF-8"
        case .tooLong: "the line is longer than 1 MiB"
        case .typeCode: "neither a record (TypeCode,TimeInterval,Data,Remark) nor a device header"
        case .typeOutOfRange: "the type code is outside 0–199"
        case .time: "the time is not a number"
        case .timeTooLong: "the time has more than \(LogLineParser.maximumTimeDigits) digits before the point"
        case .fields: "expected TypeCode,TimeInterval,Data,Remark; there is no remark"
        case .pageClass: "a page record without a class name"
        case .controlData: "the control data is not ControlClass|TargetClass|Action|Tag|Frame|Info with a target and an action"
        case .tag: "the control's tag is not an integer"
        case .frame: "the control's frame is not {{x, y}, {w, h}} followed by | and the info"
        }
    }
}

/// Reads the lines of a behaviour log (`../LOGS.md` in the docs: `docs/logs.md`) from bytes,
/// without making a `String` per field.
package enum LogLineParser {
    /// What a line is.
    package enum Line {
        case record(LogRecord)
        case header(LogDevice)
        case malformed(LogLineDefect)
    }

    /// Parses one line, its newline (and a CR before it) already removed.
    package static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Line {
        if line.isEmpty { return .malformed(.empty) }
        guard UTF8Check.isValid(line) else { return .malformed(.notUTF8) }
        guard let firstComma = index(of: .comma, in: line, from: 0) else {
            return .malformed(.typeCode)
        }
        guard isInteger(line, 0..<firstComma) else {
            if let device = LogDevice(headerLine: line) { return .header(device) }
            return .malformed(.typeCode)
        }
        return parseRecord(line, typeCodeEnd: firstComma)
    }

    /// Whether a line that starts this way can only be a record (its first field is an integer):
    /// the quick test that finds device headers among a chunk's lines.
    @inline(__always)
    package static func startsLikeRecord(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first else { return true }
        return first &- UInt8(ascii: "0") < 10
    }

    private static func parseRecord(_ line: UnsafeBufferPointer<UInt8>, typeCodeEnd: Int) -> Line {
        guard typeCodeEnd <= 3 else { return .malformed(.typeOutOfRange) }
        var typeCode = 0
        for offset in 0..<typeCodeEnd { typeCode = typeCode * 10 + Int(line[offset] &- UInt8(ascii: "0")) }
        guard typeCode <= 199 else { return .malformed(.typeOutOfRange) }
        guard let secondComma = index(of: .comma, in: line, from: typeCodeEnd + 1) else { return .malformed(.fields) }
        var record = LogRecord()
        record.typeCode = typeCode
        record.time = typeCodeEnd + 1..<secondComma
        if let defect = timeDefect(line, record.time) { return .malformed(defect) }
        guard let lastComma = lastIndex(of: .comma, in: line), lastComma > secondComma else { return .malformed(.fields) }
        let data = secondComma + 1..<lastComma
        switch typeCode {
        case 0:
            record.kind = .launch
            record.info = data
        case 1, 2, 3:
            guard !data.isEmpty else { return .malformed(.pageClass) }
            record.kind = typeCode == 1 ? .pageEnter : typeCode == 2 ? .pageLeave : .tabSwitch
            record.className = data
        case 4...99:
            record.kind = .otherApp
            record.info = data
        default:
            record.kind = .control
            if let defect = splitControlData(line, data, into: &record) { return .malformed(defect) }
        }
        return .record(record)
    }

    /// `ControlClass|TargetClass|Action|Tag|Frame|Info`: the first four `|` end the class,
    /// target, action and tag; the frame runs to the `}}` that closes it; the info, which may
    /// hold `|` and commas, is the rest.
    private static func splitControlData(_ line: UnsafeBufferPointer<UInt8>, _ data: Range<Int>, into record: inout LogRecord) -> LogLineDefect? {
        var bars: (Int, Int, Int, Int) = (0, 0, 0, 0)
        var from = data.lowerBound
        for field in 0..<4 {
            guard let bar = ByteScan.firstIndex(of: .bar, in: line, from: from, to: data.upperBound) else { return .controlData }
            switch field {
            case 0: bars.0 = bar
            case 1: bars.1 = bar
            case 2: bars.2 = bar
            default: bars.3 = bar
            }
            from = bar + 1
        }
        record.controlClass = data.lowerBound..<bars.0
        record.className = bars.0 + 1..<bars.1
        record.action = bars.1 + 1..<bars.2
        guard !record.className.isEmpty, !record.action.isEmpty else { return .controlData }
        guard let tag = integer(line, bars.2 + 1..<bars.3) else { return .tag }
        record.tag = tag
        let frameStart = bars.3 + 1
        guard frameStart + 1 < data.upperBound, line[frameStart] == .openBrace, line[frameStart + 1] == .openBrace else { return .frame }
        guard let close = ByteScan.firstIndex(ofPair: .closeBrace, in: line, from: frameStart + 2, to: data.upperBound) else { return .frame }
        let frameEnd = close + 2
        if frameEnd == data.upperBound {
            record.info = frameEnd..<frameEnd
        } else {
            guard line[frameEnd] == .bar else { return .frame }
            record.info = frameEnd + 1..<data.upperBound
        }
        return nil
    }

    @inline(__always)
    static func index(of byte: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        ByteScan.firstIndex(of: byte, in: line, from: start, to: line.count)
    }

    @inline(__always)
    private static func lastIndex(of byte: UInt8, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        ByteScan.lastIndex(of: byte, in: line)
    }

    /// Digits only.
    private static func isInteger(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        for offset in range where line[offset] &- UInt8(ascii: "0") >= 10 { return false }
        return true
    }

    /// An integer of at most 18 digits, with an optional `-`.
    private static func integer(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var start = range.lowerBound
        let negative = start < range.upperBound && line[start] == .minus
        if negative { start += 1 }
        guard start < range.upperBound, range.upperBound - start <= 18 else { return nil }
        var value = 0
        for offset in start..<range.upperBound {
            let digit = line[offset] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return negative ? -value : value
    }

    /// The most digits a time may have before its point. Seconds since 1970 have 10 (13 in
    /// milliseconds, which some kits write); with at most 15, any two times are less than
    /// 2 × 10¹⁸ milliseconds apart, so a visit's length always fits in 64 bits.
    static let maximumTimeDigits = 15

    /// Why the time is not one: not JSON's number grammar without the exponent,
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?` (so that it can be written to JSON as the device wrote it),
    /// or too many digits before the point; nil when it is.
    private static func timeDefect(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> LogLineDefect? {
        var offset = range.lowerBound
        let end = range.upperBound
        if offset < end, line[offset] == .minus { offset += 1 }
        let integerStart = offset
        offset = ByteScan.endOfDigits(in: line, from: offset, to: end)
        let integerDigits = offset - integerStart
        guard integerDigits > 0, integerDigits == 1 || line[integerStart] != UInt8(ascii: "0") else { return .time }
        if offset < end {
            guard line[offset] == .dot else { return .time }
            offset += 1
            let fractionStart = offset
            offset = ByteScan.endOfDigits(in: line, from: offset, to: end)
            guard offset == end, offset > fractionStart else { return .time }
        }
        return integerDigits > maximumTimeDigits ? .timeTooLong : nil
    }
}

extension UInt8 {
    static let comma = UInt8(ascii: ",")
    static let bar = UInt8(ascii: "|")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
}
