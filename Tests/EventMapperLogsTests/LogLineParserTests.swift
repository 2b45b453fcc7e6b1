import XCTest

@testable import EventMapperLogs

/// The log line reader, in process: what each kind of line is read as, and that no line — random
/// bytes included — makes it read outside the line or fail.
final class LogLineParserTests: XCTestCase {
    func testReadsEachDefectAsTheFormatDescribesIt() {
        let cases: [(String, LogLineDefect?)] = [
            ("1,1473302682,HomeViewController,进入", nil),
            ("100,1,UIButton|A|b:|-3|{{-1.5, 2}, {3, 4}}|Share, now|x,remark", nil),
            ("105,1,UIControl|A|b:|0|{{0, 0}, {1, 1}},remark", nil),
            ("", .empty),
            ("garbage", .typeCode),
            ("1000,1,A,r", .typeOutOfRange),
            ("200,1,A,r", .typeOutOfRange),
            ("1,01,A,r", .time),
            ("1,1.,A,r", .time),
            ("1,999999999999999.5,A,r", nil),
            ("1,-1000000000000000,A,r", .timeTooLong),
            ("1,10000000000000000,A,r", .timeTooLong),
            ("1,1473300000,A,r", nil),
            ("1,1473300000.871,A,r", nil),
            ("1,14733000/0,A,r", .time),
            ("1,147330000:,A,r", .time),
            ("1,1473300000.87a1,A,r", .time),
            ("1,1473300000.12345678x,A,r", .time),
            ("1,14733\u{E9}00000,A,r", .time),
            ("1,1,A", .fields),
            ("1,1,,r", .pageClass),
            ("100,1,UIButton|A,r", .controlData),
            ("100,1,UIButton||b:|0|{{0, 0}, {1, 1}}|i,r", .controlData),
            ("100,1,UIButton|A|b:|x|{{0, 0}, {1, 1}}|i,r", .tag),
            ("100,1,UIButton|A|b:|0|{0, 0}|i,r", .frame),
            ("100,1,UIButton|A|b:|0|{{0, 0}, {1, 1}}i,r", .frame),
        ]
        for (line, expected) in cases {
            let defect: LogLineDefect? = parse(Array(line.utf8)).defect
            XCTAssertEqual(defect, expected, line)
        }
        XCTAssertEqual(parse([0x31, 0x2C, 0x31, 0x2C, 0xFF, 0x2C, 0x72]).defect, .notUTF8)
    }

    func testSplitsControlDataAtTheFirstFourBarsAndTheFramesEnd() throws {
        let line = Array("100,1473302950.5,MyButton|App.HomeViewController|onFav:|-2|{{-0.5, 1}, {2, 3}}|a|b, c,UIButton点击事件".utf8)
        let record = try XCTUnwrap(parse(line).record)
        func text(_ range: Range<Int>) -> String { String(decoding: line[range], as: UTF8.self) }
        XCTAssertEqual(record.kind, .control)
        XCTAssertEqual(record.typeCode, 100)
        XCTAssertEqual(text(record.time), "1473302950.5")
        XCTAssertEqual(text(record.controlClass), "MyButton")
        XCTAssertEqual(text(record.className), "App.HomeViewController")
        XCTAssertEqual(text(record.action), "onFav:")
        XCTAssertEqual(record.tag, -2)
        XCTAssertEqual(text(record.info), "a|b, c")
    }

    func testReadsADeviceHeaderFromItsEnd() throws {
        let line = Array("Anna's iPhone, work,iPhone9,1,iPhone OS,10.3,CD392B37-7B30,2.1,210".utf8)
        guard case .header(let device) = line.withUnsafeBufferPointer(LogLineParser.parse) else { return XCTFail("not a header") }
        XCTAssertEqual(device.uuid, "CD392B37-7B30")
        XCTAssertEqual(device.appVersion, "2.1")
    }

    /// Lines built from the format's pieces, mutated at random: every range a record gives lies
    /// within its line, and the reader never fails.
    func testRandomLinesNeverReadOutsideTheLine() {
        var random = SeededRandom(seed: 11)
        let pieces = ["1", "100", "2", ",", "|", "{{", "}}", "0", "-", ".", "HomeViewController", "onFav:", "进入", "\u{7F}", "\"", "\\", "a b"]
        for _ in 0..<20_000 {
            var line: [UInt8] = []
            for _ in 0..<random.next(below: 24) { line += Array(pieces[random.next(below: pieces.count)].utf8) }
            if random.next(below: 10) == 0, !line.isEmpty { line[random.next(below: line.count)] = UInt8(random.next(below: 256)) }
            if let record = parse(line).record {
                for range in [record.time, record.className, record.action, record.controlClass, record.info] {
                    XCTAssertTrue(range.lowerBound >= 0 && range.upperBound <= line.count && range.lowerBound <= range.upperBound, "\(line)")
                }
                XCTAssertTrue((0...199).contains(record.typeCode))
            }
        }
    }

    /// The check every line passes agrees with the standard library's decoder, whatever the
    /// length and wherever a multi-byte or invalid sequence falls among the ASCII.
    func testUTF8CheckAgreesWithTheStandardLibrary() {
        var random = SeededRandom(seed: 5)
        let sequences: [[UInt8]] = [
            [0xC3, 0xA9], [0xE8, 0xBF, 0x9B], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE8, 0xBF], [0x80],
            [0xF4, 0x90, 0x80, 0x80],
        ]
        for _ in 0..<20_000 {
            var line = (0..<random.next(below: 100)).map { _ in UInt8(0x20 + random.next(below: 0x5F)) }
            for _ in 0..<random.next(below: 3) {
                line.insert(contentsOf: sequences[random.next(below: sequences.count)], at: random.next(below: line.count + 1))
            }
            let expected = String(validating: line, as: UTF8.self) != nil
            XCTAssertEqual(line.withUnsafeBufferPointer(UTF8Check.isValid), expected, "\(line)")
        }
    }

    /// Every lead byte against every second byte, followed by none, one or two of the lowest
    /// or the highest continuation byte — so that two-, three- and four-byte sequences are
    /// each complete in some lines: the narrower second-byte ranges of `E0`, `ED`, `F0` and `F4`
    /// are where a check of lengths and continuation bits alone would go wrong. A lead byte
    /// that ends the line is cut short.
    func testUTF8CheckAgreesWithTheStandardLibraryOnEveryLeadAndSecondByte() {
        var valid = 0
        for lead in 0x80...0xFF {
            let cut: [UInt8] = [0x61, UInt8(lead)]
            XCTAssertEqual(cut.withUnsafeBufferPointer(UTF8Check.isValid), String(validating: cut, as: UTF8.self) != nil, "\(cut)")
            for second in 0...0xFF {
                for rest: UInt8 in [0x80, 0xBF] {
                    for restCount in 0...2 {
                        let line = [0x61, UInt8(lead), UInt8(second)] + Array(repeating: rest, count: restCount) + [0x62]
                        let expected = String(validating: line, as: UTF8.self) != nil
                        if expected { valid += 1 }
                        XCTAssertEqual(line.withUnsafeBufferPointer(UTF8Check.isValid), expected, "\(line)")
                    }
                }
            }
        }
        // The well-formed sequences, each with both continuation bytes: two-byte ones (30 leads ×
        // 64 seconds), three-byte ones (32 seconds after E0 and ED, 64 after the 14 others) and
        // four-byte ones (48 after F0, 64 after F1–F3, 16 after F4).
        XCTAssertEqual(valid, (30 * 64 + (32 + 32 + 14 * 64) + (48 + 3 * 64 + 16)) * 2)
    }

    /// The eight-at-a-time digit scan flags exactly the bytes that are not ASCII digits, and
    /// ends a run where a byte-by-byte scan does, whatever the run's length.
    func testDigitScanAgreesWithAByteByByteOne() {
        for byte in 0...0xFF {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "7"), count: 8)
                bytes[position] = UInt8(byte)
                let word = bytes.withUnsafeBufferPointer { ByteScan.word(at: $0.baseAddress!) }
                let isDigit = (0x30...0x39).contains(byte)
                XCTAssertEqual(ByteScan.nonDigitBytes(word), isDigit ? 0 : 0x80 << (8 * UInt64(position)), "byte \(byte) at \(position)")
            }
        }
        var random = SeededRandom(seed: 17)
        for _ in 0..<5_000 {
            let line = (0..<random.next(below: 40)).map { _ in
                random.next(below: 4) == 0 ? UInt8(random.next(below: 256)) : UInt8(0x30 + random.next(below: 10))
            }
            let start = random.next(below: line.count + 1)
            let end = start + random.next(below: line.count - start + 1)
            var expected = start
            while expected < end, (0x30...0x39).contains(line[expected]) { expected += 1 }
            XCTAssertEqual(line.withUnsafeBufferPointer { ByteScan.endOfDigits(in: $0, from: start, to: end) }, expected, "\(line) \(start)..<\(end)")
        }
    }

    /// The search for a pair of bytes finds the first pair a byte-by-byte search finds, with
    /// pairs across the eight-byte words and runs of three or more.
    func testPairSearchAgreesWithAByteByByteOne() {
        var random = SeededRandom(seed: 23)
        for _ in 0..<20_000 {
            let line = (0..<random.next(below: 40)).map { _ in random.next(below: 3) == 0 ? UInt8(ascii: "}") : UInt8(random.next(below: 256)) }
            let start = random.next(below: line.count + 1)
            let end = start + random.next(below: line.count - start + 1)
            let expected = (start..<max(start, end - 1)).first { line[$0] == UInt8(ascii: "}") && line[$0 + 1] == UInt8(ascii: "}") }
            let found = line.withUnsafeBufferPointer { ByteScan.firstIndex(ofPair: UInt8(ascii: "}"), in: $0, from: start, to: end) }
            XCTAssertEqual(found, expected, "\(line) \(start)..<\(end)")
        }
        // Zero beside every byte value, on both sides: a borrow from a zero byte must not flag
        // its neighbour.
        for byte in 0...0xFF {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(byte), count: 8)
                bytes[position] = 0
                let word = bytes.withUnsafeBufferPointer { ByteScan.word(at: $0.baseAddress!) }
                var expected: UInt64 = 0
                for index in 0..<8 where bytes[index] == 0 { expected |= 0x80 << (8 * UInt64(index)) }
                XCTAssertEqual(ByteScan.exactZeroBytes(word), expected, "byte \(byte), zero at \(position)")
            }
        }
    }

    private func parse(_ line: [UInt8]) -> (record: LogRecord?, defect: LogLineDefect?) {
        switch line.withUnsafeBufferPointer(LogLineParser.parse) {
        case .record(let record): (record, nil)
        case .header: (nil, nil)
        case .malformed(let defect): (nil, defect)
        }
    }
}

/// A small seeded generator, so that a failing case can be replayed.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(max(bound, 1)))
    }
}
