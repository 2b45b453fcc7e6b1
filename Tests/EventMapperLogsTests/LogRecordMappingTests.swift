import EventMapCore
import EventMapper
import Foundation
import XCTest

@testable import EventMapperLogs

/// The numbers records map to: what a lookup finds is the number the mapping's walk of the
/// entries gives the same entry, for pages with and without page events and actions.
final class LogRecordMappingTests: XCTestCase {
    func testLookupsFindTheNumbersTheWalkGives() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-mapping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let pages = [
            page("HomeViewController", enter: "H_ENTER", leave: "H_LEAVE", actions: ["onFav:", "onShare:"]),
            page("LeaveOnlyViewController", enter: nil, leave: "L_LEAVE", actions: []),
            page("MyApp.DetailViewController", enter: "D_ENTER", leave: nil, actions: ["onBuy:", "onBack:", "onFav:"]),
            page("ActionsOnlyView", enter: nil, leave: nil, actions: ["onTap:"]),
        ]
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(pages.joined(separator: "\n"))
            </dict>
            </plist>

            """
        try plist.write(to: folder.appendingPathComponent("Map.plist"), atomically: false, encoding: .utf8)
        let mapping = LogRecordMapping(EventResolver(try ConfigSet.load([folder.path]).map))

        var walked: [Int] = []
        mapping.forEachEntry { entry, page, source, _ in
            walked.append(entry)
            var name = page.className.value.text
            let found = name.withUTF8 { name -> EventResolver.Entry? in
                let key = EventResolver.ClassKey(name)
                switch source {
                case .page(let event): return mapping.resolver.entry(for: event, of: key)
                case .control(let selector):
                    var text = selector.text
                    return text.withUTF8 { mapping.resolver.entry(forAction: $0, of: key) }
                }
            }
            XCTAssertEqual(found?.number, entry, "\(page.className.value) \(source)")
        }
        // Enter and Leave are numbered whether a page has them or not; its actions follow.
        XCTAssertEqual(walked, [0, 1, 2, 3, 5, 6, 8, 9, 10, 13])
        XCTAssertEqual(mapping.entryCount, 14)
        XCTAssertEqual(EventResolver.pageEventEntryCount, PageEvent.allCases.count)

        func entry(_ event: PageEvent, of name: String) -> Int? {
            var name = name
            return name.withUTF8 { mapping.resolver.entry(for: event, of: EventResolver.ClassKey($0)) }?.number
        }
        // A page without an ID for an event has no entry for it, though it has its number.
        XCTAssertNil(entry(.enter, of: "LeaveOnlyViewController"))
        XCTAssertNil(entry(.leave, of: "MyApp.DetailViewController"))
        // A class looked up without its module finds the qualified page's number, and the reverse.
        XCTAssertEqual(entry(.enter, of: "DetailViewController"), 6)
        XCTAssertEqual(entry(.enter, of: "MyApp.HomeViewController"), 0)
    }

    private func page(_ name: String, enter: String?, leave: String?, actions: [String]) -> String {
        var events = ""
        if let enter { events += "<key>Enter</key><string>\(enter)</string>" }
        if let leave { events += "<key>Leave</key><string>\(leave)</string>" }
        let controls = actions.enumerated().map { "<key>\($1)</key><string>\(name.uppercased())_\($0)</string>" }.joined()
        var sections = ""
        if !events.isEmpty { sections += "<key>PageEventIDs</key><dict>\(events)</dict>" }
        if !controls.isEmpty { sections += "<key>ControlEventIDs</key><dict>\(controls)</dict>" }
        return "<key>\(name)</key><dict>\(sections)</dict>"
    }
}
