/// A log file's device header, its first line:
/// `deviceName,deviceModel,systemName,systemVersion,uuid,appVersion,appBuild`.
///
/// A device name may hold commas ("Anna's iPhone, work"), so the six fields that cannot are
/// read from the end. Every annotated row carries the device's uuid, app version, model, system
/// version and build; their JSON and CSV spellings are made once, here.
package final class LogDevice: Sendable {
    /// The device's identifier.
    package let uuid: String
    /// The app's version.
    package let appVersion: String
    /// The device's model (`iPhone9,1`), its system's version (`10.3`) and the app's build.
    package let model, systemVersion, appBuild: String
    /// The fields as every annotated row of the device spells them (``runs(of:in:)``).
    private let spelled = SpelledTexts()

    init(uuid: String, appVersion: String, model: String = "", systemVersion: String = "", appBuild: String = "") {
        self.uuid = uuid
        self.appVersion = appVersion
        self.model = model
        self.systemVersion = systemVersion
        self.appBuild = appBuild
        let fields = [uuid, appVersion, model, systemVersion, appBuild]
        let pieces = SpelledTexts()
        for field in fields { _ = pieces.addJSON(field) }
        for field in fields { _ = pieces.addCSV(field) }
        Self.spellRuns(json: (0..<5).map { pieces[$0] }, csv: (5..<10).map { pieces[$0] }, into: spelled)
    }

    /// The same device as another object.
    convenience init(copying device: LogDevice) {
        self.init(
            uuid: device.uuid, appVersion: device.appVersion, model: device.model, systemVersion: device.systemVersion,
            appBuild: device.appBuild)
    }

    /// Reads a header line; nil unless it has the seven fields and a uuid.
    convenience init?(headerLine line: UnsafeBufferPointer<UInt8>) {
        var fieldEnds: [Int] = []
        var end = line.count
        // The last six fields, from the end: appBuild, appVersion, uuid, systemVersion, systemName, deviceModel.
        var offset = line.count - 1
        while offset >= 0, fieldEnds.count < 6 {
            if line[offset] == .comma {
                fieldEnds.append(end)
                end = offset
            }
            offset -= 1
        }
        // `end` is now the comma that ends the device name, which must not be empty.
        guard fieldEnds.count == 6, end > 0 else { return nil }
        func field(_ number: Int) -> String {
            // Field `number` from the end (0 = appBuild) runs from the comma before it.
            let stop = fieldEnds[number]
            let start = number == 5 ? end + 1 : fieldEnds[number + 1] + 1
            return String(decoding: UnsafeBufferPointer(rebasing: line[start..<stop]), as: UTF8.self)
        }
        let uuid = field(2)
        guard !uuid.isEmpty, !uuid.contains(" ") else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: line[..<end]), as: UTF8.self)
        self.init(
            uuid: uuid, appVersion: field(1), model: Self.model(field(5), after: name), systemVersion: field(3), appBuild: field(0))
    }

    /// The model, when the field read as the model is the minor number of a machine identifier
    /// whose name and major number end the text before it (`iPhone9` and `1`): `iPhone9,1`. The
    /// device name keeps what is left, which must not be empty.
    static func model(_ field: String, after name: String) -> String {
        guard !field.isEmpty, field.allSatisfy(\.isASCIIDigit), let comma = name.lastIndex(of: ","), comma > name.startIndex else { return field }
        let head = name[name.index(after: comma)...]
        let letters = head.prefix { $0.isASCIILetter }
        let digits = head.dropFirst(letters.count)
        guard !letters.isEmpty, !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return field }
        return head + "," + field
    }
}

extension LogDevice {
    /// The runs of fields an annotated row writes, by their JSON labels, in field order: the
    /// uuid and app version (after the row's place), then the model, system version and build
    /// (before its page). In CSV each label is a comma.
    private static let runLabels: [[StaticString]] = [
        [",\"device\":", ",\"appVersion\":"], [",\"deviceModel\":", ",\"systemVersion\":", ",\"appBuild\":"],
    ]

    /// The runs of a row of a file without a device header: its fields null in JSON, empty in CSV.
    private static let absentRuns: SpelledTexts = {
        let runs = SpelledTexts()
        let null: StaticString = "null"
        spellRuns(
            json: Array(repeating: UnsafeBufferPointer(start: null.utf8Start, count: null.utf8CodeUnitCount), count: 5),
            csv: Array(repeating: UnsafeBufferPointer(start: nil, count: 0), count: 5), into: runs)
        return runs
    }()

    /// The two runs a row of `device` writes in `format`, each field after its label: the one
    /// after the row's place and the one before its page. Nil is a row of a file without a
    /// device header.
    static func runs(of device: LogDevice?, in format: AnnotationFormat) -> (fields: UnsafeBufferPointer<UInt8>, context: UnsafeBufferPointer<UInt8>)
    {
        let runs = device?.spelled ?? absentRuns
        let first = format == .jsonl ? 0 : 2
        return (runs[first], runs[first + 1])
    }

    /// Spells the five fields' runs, as ``runs(of:in:)`` numbers them: in JSON (0, 1), then in
    /// CSV (2, 3), from the fields' spellings in each format.
    private static func spellRuns(json: [UnsafeBufferPointer<UInt8>], csv: [UnsafeBufferPointer<UInt8>], into runs: SpelledTexts) {
        for (values, isJSON) in [(json, true), (csv, false)] {
            var field = 0
            for labels in runLabels {
                let parts = labels.map { label -> (label: StaticString, value: UnsafeBufferPointer<UInt8>) in
                    defer { field += 1 }
                    return (isJSON ? label : ",", values[field])
                }
                _ = runs.addRun(parts)
            }
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}

/// Checks bytes are UTF-8, eight ASCII bytes at a time between multi-byte characters.
enum UTF8Check {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        let count = bytes.count
        while offset < count {
            if offset + 8 <= count {
                // Skip straight to the word's first non-ASCII byte, if any.
                let high = ByteScan.word(at: base + offset) & ByteScan.highs
                if high == 0 {
                    offset += 8
                    continue
                }
                offset += high.trailingZeroBitCount >> 3
            }
            let lead = base[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            guard let length = wellFormedSequenceLength(base + offset, available: count - offset) else { return false }
            offset += length
        }
        return true
    }

    /// The length of the well-formed sequence of two to four bytes that starts at `start`, or
    /// nil (the Unicode Standard's table 3-7): a lead byte's range says how many continuation
    /// bytes follow and, for `E0`, `ED`, `F0` and `F4`, the narrower range of the first one,
    /// which rules out overlong forms, surrogates and scalars past U+10FFFF.
    @inline(__always)
    private static func wellFormedSequenceLength(_ start: UnsafePointer<UInt8>, available: Int) -> Int? {
        let lead = start[0]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return nil
        }
        guard length <= available, secondRange.contains(start[1]) else { return nil }
        for next in 2..<length where start[next] & 0xC0 != 0x80 { return nil }
        return length
    }
}
