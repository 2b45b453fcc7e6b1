import EventMapCore
import EventMapXML
import TestSupport
import XCTest

/// Every key and value keeps the line and column of its `<`.
final class PlistReaderLocationTests: XCTestCase {
    func testKeysAndValuesCarryTheColumnOfTheirOpeningBracket() throws {
        let text = """
            <plist version="1.0">
            <dict>
            \t<key>Home</key>
            \t<dict>
            \t\t<key>Enter</key>  <string>PAGE_EVENT_HOME_ENTER</string>
            \t</dict>
            </dict>
            </plist>
            """
        let document = try PlistReader().read(Array(text.utf8), file: "x.plist")
        let root = try XCTUnwrap(document.root.dictionary)
        XCTAssertEqual(document.root.location, SourceLocation(file: "x.plist", line: 2, column: 1))
        let home = try XCTUnwrap(root.first(where: { _ in true }))
        XCTAssertEqual(home.key.text, "Home")
        XCTAssertEqual(home.key.location.description, "x.plist:3:2")
        XCTAssertEqual(home.value.location.description, "x.plist:4:2")
        let enter = try XCTUnwrap(home.value.dictionary?.first(where: { _ in true }))
        XCTAssertEqual(enter.key.location.description, "x.plist:5:3")
        // Two tabs, `<key>Enter</key>` (16 characters) and two spaces come first.
        XCTAssertEqual(enter.value.location.description, "x.plist:5:21")
        XCTAssertEqual(enter.value.string, "PAGE_EVENT_HOME_ENTER")
    }

    func testColumnsCountCharactersNotBytes() throws {
        let text = "<plist><dict><key>é€😀</key><string>v</string></dict></plist>"
        let document = try PlistReader().read(Array(text.utf8), file: "u.plist")
        let entry = try XCTUnwrap(document.root.dictionary?.first(where: { _ in true }))
        XCTAssertEqual(entry.key.text, "é€😀")
        let prefix = try XCTUnwrap(text.range(of: "<string>")).lowerBound
        let expected = text.unicodeScalars[..<prefix].count + 1
        XCTAssertEqual(expected, 28)
        XCTAssertEqual(entry.value.location.column, expected)
    }

    func testLineNumbersStayRightPast65535() throws {
        var text = "<plist><array>\n"
        text += String(repeating: "<string>x</string>\n", count: 70_000)
        text += "<integer>7</integer>\n</array></plist>\n"
        let document = try PlistReader().read(Array(text.utf8), file: "long.plist")
        let last = try XCTUnwrap(Array(try XCTUnwrap(document.root.array)).last)
        XCTAssertEqual(last.integer, .signed(7))
        XCTAssertEqual(last.location.line, 70_002)
    }

    func testErrorPastLine65535IsLocatedExactly() {
        var text = "<plist><array>\n"
        text += String(repeating: "<string>x</string>\n", count: 70_000)
        text += "<key>k</key>\n</array></plist>\n"
        XCTAssertThrowsError(try PlistReader().read(Array(text.utf8), file: "long.plist")) { error in
            XCTAssertEqual((error as? PlistReadError)?.location.line, 70_002)
        }
    }

    func testMalformedXMLReportsTheFirstErrorNotTheLast() {
        let text = "<plist><array>\n<string>a</array>\n</plist>"
        XCTAssertThrowsError(try PlistReader().read(Array(text.utf8), file: "m.plist")) { error in
            let error = error as? PlistReadError
            XCTAssertEqual(error?.reason, .malformedXML)
            XCTAssertEqual(error?.location.line, 2)
            XCTAssertEqual(error?.message, "Opening and ending tag mismatch: string line 2 and array")
        }
    }

    func testRenderedErrorShowsTheSourceLineAndACaret() throws {
        let path = RepositoryPaths.fixture("Plist/non-key-in-dict.plist")
        XCTAssertThrowsError(try PlistReader().read(contentsOf: path)) { error in
            XCTAssertEqual(
                (error as? PlistReadError)?.rendered,
                """
                \(path):5:2: error: Found non-key inside <dict> at line 5
                \t<string>oops</string>
                \t^
                """)
        }
    }

    func testRenderedErrorInAUTF16FileShowsTheDecodedLine() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><dict>\n\t<string>é</string>\n</dict></plist>\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("utf16-\(UUID().uuidString).plist")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for read in [{ try PlistReader().read(contentsOf: url.path) }, { try PlistReader().read(bytes, file: url.path) }] {
            XCTAssertThrowsError(try read()) { error in
                XCTAssertEqual(
                    (error as? PlistReadError)?.rendered,
                    """
                    \(url.path):3:2: error: Found non-key inside <dict> at line 3
                    \t<string>é</string>
                    \t^
                    """)
            }
        }
    }
}
