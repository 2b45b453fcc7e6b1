import XCTest

@testable import EventMapperLogs

/// A chunk's line count and last device header, found sixteen bytes at a time where it can be,
/// against the same found line by line, for mixes of lines that put each kind of line at every
/// offset.
final class LogChunkLineCountTests: XCTestCase {
    private let lines = [
        "1,1473302682,HomeViewController,进入",
        "100,1473302690,UIButton|HomeViewController|onFavBtnPressed_UA:|0|{{0, 0}, {1, 1}}|x,点击",
        "2,1473302702,HomeViewController,离开\r",
        "iPhone,iPhone9,1,iPhone OS,10.3,00000001-7B30-471B-8D40-5D4E7D243369,2.1,210",
        "iPad,iPad7,3,iPadOS,17.1,00000002-7B30-471B-8D40-5D4E7D243369,3.0,300\r",
        "",
        "\r",
        "x",
        "not a header, but not a record either",
        "7",
    ]

    func testEveryMixOfLinesIsCountedAsLineByLine() {
        var random = SystemRandomNumberGenerator()
        var seen = (records: 0, headers: 0)
        for _ in 0..<4_000 {
            // Half the mixes hold records only, the case counted sixteen bytes at a time.
            let choices = Bool.random(using: &random) ? lines[0..<3] : lines[...]
            let count = Int.random(in: 0...(Bool.random(using: &random) ? 8 : 400), using: &random)
            var text = (0..<count).map { _ in choices.randomElement(using: &random)! }.joined(separator: "\n")
            if Bool.random(using: &random) { text += "\n" }
            var chunk = chunk(text)
            chunk.countLines()
            let expected = lineByLine(chunk)
            XCTAssertEqual(chunk.lineCount, expected.count, text.debugDescription)
            XCTAssertEqual(chunk.lastHeader?.uuid, expected.lastHeader, text.debugDescription)
            if expected.lastHeader != nil { seen.headers += 1 } else if count > 0 { seen.records += 1 }
        }
        XCTAssertGreaterThan(seen.headers, 1_000, "the mixes hardly ever hold a header")
        XCTAssertGreaterThan(seen.records, 1_000, "the mixes hardly ever hold records only")
    }

    func testNewlinesAreCountedAcrossTheLanesLimit() {
        // Up to 255 newlines in each lane of sixteen, and more: the lanes' counts must not wrap.
        for length in [4_063, 4_064, 4_079, 4_080, 4_081, 4_096, 8_193, 70_000] {
            let lines = String(repeating: "1,2,C,x,yz,1234\n", count: length / 16)
            let text = Array(lines.utf8) + Array(repeating: UInt8(ascii: "1"), count: length % 16)
            var starts: [Int] = []
            let counted = text.withUnsafeBufferPointer { ByteScan.newlines(in: $0) { starts.append($0) } }
            XCTAssertEqual(counted, length / 16, "\(length) bytes")
            XCTAssertEqual(starts, [], "\(length) bytes")
        }
    }

    func testEachLineStartingWithoutADigitIsGivenInOrder() {
        let text = Array(("1,a\nx\n\n2,b\n\r\n9\n" + String(repeating: "3,c\n", count: 40) + "iPhone\n").utf8)
        var starts: [Int] = []
        let counted = text.withUnsafeBufferPointer { ByteScan.newlines(in: $0) { starts.append($0) } }
        let expected = text.indices.filter { $0 > 0 && text[$0 - 1] == .newline && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[$0]) }
        XCTAssertEqual(counted, text.filter { $0 == .newline }.count)
        XCTAssertEqual(starts, expected)
        XCTAssertEqual(starts.count, 4)
    }

    func testAnEmptyChunkHasNoLines() {
        var chunk = chunk("")
        chunk.countLines()
        XCTAssertEqual(chunk.lineCount, 0)
        XCTAssertNil(chunk.lastHeader)
    }

    private func chunk(_ text: String) -> LogChunk {
        let buffer = ByteBuffer()
        Array(text.utf8).withUnsafeBufferPointer { buffer.append($0) }
        return LogChunk(source: LogSource(name: "day.log"), bytes: buffer, startsSource: true)
    }

    /// What `countLines()` finds, found the plain way: every line split off and parsed.
    private func lineByLine(_ chunk: LogChunk) -> (count: Int, lastHeader: String?) {
        var count = 0
        var header: String?
        chunk.forEachLine { _, line in
            count += 1
            if !LogLineParser.startsLikeRecord(line), case .header(let device) = LogLineParser.parse(line) { header = device.uuid }
        }
        return (count, header)
    }
}
