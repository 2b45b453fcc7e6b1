import EventMapCore
import EventMapXML
@testable import EventMapper
import XCTest

/// A large config's top level is walked in parts, side by side: the pages, findings and
/// classes come back as one walk in file order gives them.
final class PlistConfigWalkPartsTests: XCTestCase {
    func testPartsCoverTheEntriesInOrderOneACoreAtMost() {
        let walk = PlistConfigWalk(file: "a.plist")
        XCTAssertEqual(walk.parts(10), [0..<10])
        XCTAssertEqual(walk.parts(walk.entriesPerPart * 2 - 1), [0..<(walk.entriesPerPart * 2 - 1)])
        let parts = walk.parts(10_001)
        XCTAssertEqual(parts.count, min(ProcessInfo.processInfo.activeProcessorCount, 10))
        XCTAssertEqual(parts.first?.lowerBound, 0)
        XCTAssertEqual(parts.last?.upperBound, 10_001)
        for (part, next) in zip(parts, parts.dropFirst()) { XCTAssertEqual(part.upperBound, next.lowerBound) }
        XCTAssertTrue(parts.allSatisfy { $0.count >= walk.entriesPerPart })
    }

    /// Four parts against one, on the config with a problem in every part: the same pages with
    /// the same places, and the same findings in the same order before the loader sorts them.
    func testFourPartsGiveWhatOnePartGives() throws {
        let (document, _) = try Self.largeConfig()
        var inParts = PlistConfigWalk(file: document.file)
        inParts.entriesPerPart = 500
        inParts.maximumParts = 4
        XCTAssertEqual(inParts.parts(2_500).count, 4)
        var inOne = PlistConfigWalk(file: document.file)
        inOne.maximumParts = 1

        let partsPages = inParts.pages(in: document.root)
        let onePages = inOne.pages(in: document.root)

        XCTAssertEqual(inParts.findings.map(\.description), inOne.findings.map(\.description))
        XCTAssertEqual(inParts.findings.count, 6)
        XCTAssertEqual(inParts.classesWithUnreadableEntries, inOne.classesWithUnreadableEntries)
        func described(_ pages: [PageMapping]) -> [String] {
            pages.map { page in
                "\(page.className.value.text)@\(page.className.location) "
                    + page.controls.map { "\($0.selector.value.text)@\($0.selector.location)=\($0.eventID.value.text)@\($0.eventID.location)" }
                    .joined(separator: " ")
            }
        }
        XCTAssertEqual(described(partsPages), described(onePages))
        XCTAssertEqual(partsPages.count, 2_500)
    }

    /// 2,500 pages, one a line after the opening line (page n is on line n + 2), with a problem
    /// in each quarter and a top-level duplicate at the end; and the file's lines.
    private static func largeConfig() throws -> (PlistDocument, [String]) {
        var lines = [#"<plist version="1.0"><dict>"#]
        for page in 0..<2_500 {
            let name = String(format: "Page%05d", page)
            let actions: String
            switch page {
            case 5: actions = "<key>onTap:</key><string></string>"
            case 1_100: actions = "<key>onTap(_:)</key><string>ID_\(page)</string>"
            case 1_600: actions = "<key>onTap:</key><string>ID \(page)</string>"
            case 2_300: actions = "<key>onTap:</key><integer>7</integer>"
            case 2_400: actions = "<key>onTap:</key><string>A_\(page)</string><key>onTap:</key><string>B_\(page)</string>"
            default: actions = "<key>onTap:</key><string>ID_\(page)</string>"
            }
            lines.append("<key>\(name)</key><dict><key>ControlEventIDs</key><dict>\(actions)</dict></dict>")
        }
        lines.append("<key>Page00007</key><dict><key>ControlEventIDs</key><dict><key>onTap:</key><string>ID_LAST</string></dict></dict>")
        lines.append("</dict></plist>")
        return (try PlistReader().read(Array(lines.joined(separator: "\n").utf8), file: "large.plist"), lines)
    }

    func testAWalkInPartsFindsWhatOneWalkFinds() throws {
        let (document, lines) = try Self.largeConfig()
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            XCTAssertGreaterThan(PlistConfigWalk(file: "large.plist").parts(2_500).count, 1, "not walked in parts")
        }

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
                "large.plist:1102:\(column(of: "<key>onTap", onLine: 1102)): error: 'onTap(_:)' is a Swift spelling; the runtime looks up 'onTap:' (ControlEventIDs of 'Page01100'); write 'onTap:' [malformed-name]",
                "large.plist:1602:\(column(of: "<string>", onLine: 1602)): error: the event ID 'ID 1600' contains blanks or control characters ('onTap:' of 'Page01600') [malformed-event-id]",
                "large.plist:2302:\(column(of: "<integer>", onLine: 2302)): error: the event ID for 'onTap:' of 'Page02300' must be a <string>, found <integer> [wrong-value-type]",
                "large.plist:2402:\(column(of: "<key>onTap:", onLine: 2402, after: 1)): error: duplicate key 'onTap:' (first at 2402:\(column(of: "<key>onTap:", onLine: 2402))); Apple's parser silently keeps only the last [duplicate-key]",
                "large.plist:2502:1: error: duplicate key 'Page00007' (first at 9:1); Apple's parser silently keeps only the last [duplicate-key]",
            ])
        XCTAssertEqual(load.classesWithUnreadableEntries, ["Page00005", "Page01100", "Page01600", "Page02300"])
        let pages = try XCTUnwrap(load.file?.pages)
        let expectedNames = (0..<2_500).filter { $0 != 7 }.map { String(format: "Page%05d", $0) } + ["Page00007"]
        XCTAssertEqual(pages.map(\.className.value.text), expectedNames)
        XCTAssertEqual(pages.map { $0.controls.first?.eventID.value.text ?? "-" }.suffix(3), ["ID_2498", "ID_2499", "ID_LAST"])
        XCTAssertEqual(pages.first { $0.className.value.text == "Page02400" }?.controls.map(\.eventID.value.text), ["B_2400"])
        XCTAssertEqual(pages[1_999].className.location.line, 2_002)
        XCTAssertEqual(pages[1_999].controls.first?.eventID.location.line, 2_002)
    }
}
