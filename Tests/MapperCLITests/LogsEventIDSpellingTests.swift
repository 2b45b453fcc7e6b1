import Foundation
import TestSupport
import XCTest

/// `mapper logs annotate` copies each mapped row's event ID from a table spelled once per
/// entry (a 32-byte slot, longer spellings apart) and maps records in groups: IDs of every
/// length around the slot's size, IDs that need escaping or quoting, and device headers in the
/// middle of a group each come out as the config and the log say.
final class LogsEventIDSpellingTests: XCTestCase {
    /// IDs of 28 to 31 characters (29 to 33 bytes spelled as JSON), one far longer, and ones that
    /// JSON escapes and CSV quotes or guards.
    private let ids = [
        "A23456789012345678901234567_8", "A234567890123456789012345678_9", "A2345678901234567890123456789_0",
        "A23456789012345678901234567890_1", String(repeating: "LONG_", count: 20) + "ID",
        #"QUOTE"ID\BACKSLASH"#, "COMMA,ID", "=FORMULA_ID",
    ]

    private func config() -> String {
        var plist = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\">\n<dict>\n"
        plist += "<key>SpellingViewController</key>\n<dict>\n<key>ControlEventIDs</key>\n<dict>\n"
        for (index, id) in ids.enumerated() {
            let escaped = id.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            plist += "<key>onAction\(index):</key>\n<string>\(escaped)</string>\n"
        }
        plist += "</dict>\n<key>PageEventIDs</key>\n<dict>\n<key>Enter</key>\n<string>PAGE_ENTER</string>\n</dict>\n</dict>\n</dict>\n</plist>\n"
        return plist
    }

    /// 40 taps cycling through the actions, a second device's header after the 20th (in the
    /// middle of a group of 16), and a page view first.
    private func log() -> (text: String, actions: [Int]) {
        var text = "iPhone,iPhone9,1,iPhone OS,10.3,AAAAAAAA-1111-4222-8333-944455556666,1.0,100\n"
        text += "1,1473302600,SpellingViewController,进入\n"
        var actions: [Int] = []
        for number in 0..<40 {
            if number == 20 { text += "iPhone,iPhone9,1,iPhone OS,10.3,BBBBBBBB-1111-4222-8333-944455556666,2.0,200\n" }
            let action = number % ids.count
            actions.append(action)
            text += "100,\(1_473_302_700 + number),UIButton|SpellingViewController|onAction\(action):|0|{{0, 0}, {1, 1}}|x,点击\n"
        }
        return (text, actions)
    }

    func testEveryIDComesOutWholeInJSONLines() throws {
        let scratch = try makeScratchFolder("logs-spelling")
        try Data(config().utf8).write(to: scratch.url.appendingPathComponent("Spelling.plist"))
        let (text, actions) = log()
        try Data(text.utf8).write(to: scratch.url.appendingPathComponent("day.log"))
        let result = try MapperProcess.run(["logs", "annotate", "day.log", "--config", "Spelling.plist"], in: scratch.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let rows = try result.standardOutput.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(rows.count, 41)
        XCTAssertEqual(rows[0]["eventID"] as? String, "PAGE_ENTER")
        XCTAssertEqual(rows.dropFirst().map { $0["eventID"] as? String }, actions.map { ids[$0] })
        XCTAssertEqual(rows.map { $0["appVersion"] as? String }, Array(repeating: "1.0", count: 21) + Array(repeating: "2.0", count: 20))
        // The header ends the first device's session: its taps have no page.
        XCTAssertEqual(rows[20]["page"] as? String, "SpellingViewController")
        XCTAssertTrue(rows[21]["page"] is NSNull)
    }

    func testEveryIDComesOutWholeInCSV() throws {
        let scratch = try makeScratchFolder("logs-spelling-csv")
        try Data(config().utf8).write(to: scratch.url.appendingPathComponent("Spelling.plist"))
        let (text, actions) = log()
        try Data(text.utf8).write(to: scratch.url.appendingPathComponent("day.log"))
        let result = try MapperProcess.run(["logs", "annotate", "day.log", "--config", "Spelling.plist", "--format", "csv"], in: scratch.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let rows = result.standardOutput.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        XCTAssertEqual(rows.count, 41)
        let spelled = [
            "A23456789012345678901234567_8", "A234567890123456789012345678_9", "A2345678901234567890123456789_0",
            "A23456789012345678901234567890_1", String(repeating: "LONG_", count: 20) + "ID",
            #""QUOTE""ID\BACKSLASH""#, #""COMMA,ID""#, "'=FORMULA_ID",
        ]
        for (row, action) in zip(rows.dropFirst(), actions) {
            XCTAssertTrue(row.contains(",\(spelled[action]),\"iPhone9,1\","), row)
        }
    }
}
