import EventMapCore
import EventMapXML
@testable import EventMapper
import XCTest

/// A large config's top level is walked in parts, side by side: the pages, findings and
/// classes come back as one walk in file order gives them.
final class PlistConfigWalkPartsTests: XCTestCase {
    func testPartsCoverTheEntriesInOrderOneACoreAtMost() {
        XCTAssertEqual(PlistConfigWalk.parts(10), [0..<10])
        XCTAssertEqual(PlistConfigWalk.parts(PlistConfigWalk.entriesPerPart * 2 - 1), [0..<(PlistConfigWalk.entriesPerPart * 2 - 1)])
        let parts = PlistConfigWalk.parts(10_001)
        XCTAssertEqual(parts.count, min(ProcessInfo.processInfo.activeProcessorCount, 10))
        XCTAssertEqual(parts.first?.lowerBound, 0)
        XCTAssertEqual(parts.last?.upperBound, 10_001)
        for (part, next) in zip(parts, parts.dropFirst()) { XCTAssertEqual(part.upperBound, next.lowerBound) }
        XCTAssertTrue(parts.allSatisfy { $0.count >= PlistConfigWalk.entriesPerPart })
    }

    func testAWalkInPartsFindsWhatOneWalkFinds() throws {
        // One page a line, after the opening line: page n is on line n + 2.
        var lines = [#"<plist version="1.0"><dict>"#]
        for page in 0..<2_500 {
            let name = String(format: "Page%05d", page)
            let actions: String
            switch page {
            case 5: actions = "<key>onTap:</key><string></string>"
            case 2_300: actions = "<key>onTap:</key><integer>7</integer>"
            case 2_400: actions = "<key>onTap:</key><string>A_\(page)</string><key>onTap:</key><string>B_\(page)</string>"
            default: actions = "<key>onTap:</key><string>ID_\(page)</string>"
            }
            lines.append("<key>\(name)</key><dict><key>ControlEventIDs</key><dict>\(actions)</dict></dict>")
        }
        lines.append("<key>Page00007</key><dict><key>ControlEventIDs</key><dict><key>onTap:</key><string>ID_LAST</string></dict></dict>")
        lines.append("</dict></plist>")
        let document = try PlistReader().read(Array(lines.joined(separator: "\n").utf8), file: "large.plist")
        if ProcessInfo.processInfo.activeProcessorCount > 1 { XCTAssertGreaterThan(PlistConfigWalk.parts(2_500).count, 1, "not walked in parts") }

        let load = PlistConfigLoader().load(document: document)

        func column(of text: String, onLine line: Int, after skipped: Int = 0) -> Int {
            var range = lines[line - 1].startIndex..<lines[line - 1].endIndex
            for _ in 0..<skipped { range = lines[line - 1].range(of: text, range: range)!.upperBound..<range.upperBound }
            return lines[line - 1].distance(from: lines[line - 1].startIndex, to: lines[line - 1].range(of: text, range: range)!.lowerBound) + 1
        }
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "large.plist:7:\(column(of: "<string>", onLine: 7)): error: the event ID is empty ('onTap:' of 'Page00005') [malformed-event-id]",
                "large.plist:2302:\(column(of: "<integer>", onLine: 2302)): error: the event ID for 'onTap:' of 'Page02300' must be a <string>, found <integer> [wrong-value-type]",
                "large.plist:2402:\(column(of: "<key>onTap:", onLine: 2402, after: 1)): error: duplicate key 'onTap:' (first at 2402:\(column(of: "<key>onTap:", onLine: 2402))); Apple's parser silently keeps only the last [duplicate-key]",
                "large.plist:2502:1: error: duplicate key 'Page00007' (first at 9:1); Apple's parser silently keeps only the last [duplicate-key]",
            ])
        XCTAssertEqual(load.classesWithUnreadableEntries, ["Page00005", "Page02300"])
        let pages = try XCTUnwrap(load.file?.pages)
        let expectedNames = (0..<2_500).filter { $0 != 7 }.map { String(format: "Page%05d", $0) } + ["Page00007"]
        XCTAssertEqual(pages.map(\.className.value.text), expectedNames)
        XCTAssertEqual(pages.map { $0.controls.first?.eventID.value.text ?? "-" }.suffix(3), ["ID_2498", "ID_2499", "ID_LAST"])
        XCTAssertEqual(pages.first { $0.className.value.text == "Page02400" }?.controls.map(\.eventID.value.text), ["B_2400"])
        XCTAssertEqual(pages[1_999].className.location.line, 2_002)
        XCTAssertEqual(pages[1_999].controls.first?.eventID.location.line, 2_002)
    }
}
