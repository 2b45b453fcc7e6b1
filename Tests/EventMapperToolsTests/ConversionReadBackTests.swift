import EventMapCore
@testable import EventMapper
@testable import EventMapperTools
import EventMapXML
import XCTest

/// The read-back every conversion makes before it hands its output out: the output must read
/// back, with the target format's reader, as exactly the pages written, in order, byte for byte.
final class ConversionReadBackTests: XCTestCase {
    private let here = SourceLocation(file: "a.plist", line: 1, column: 1)

    private func page(_ name: String, enter: String? = nil, controls: [(String, String)] = []) -> PageMapping {
        PageMapping(
            className: Located(ClassName(name), at: here),
            pageEvents: enter.map { [.enter: Located(EventID($0), at: here)] } ?? [:],
            controls: controls.map { ControlMapping(selector: Located(ActionSelector($0.0), at: here), eventID: Located(EventID($0.1), at: here)) }
        )
    }

    private var pages: [PageMapping] {
        ConfigWriter.canonicalOrder([
            page("ProfileViewController", enter: "PAGE_EVENT_PROFILE_ENTER"),
            page("HomeViewController", controls: [("onShare:", "CTRL_EVENT_HOME_SHARE"), ("onFav:", "CTRL_EVENT_HOME_FAV")]),
        ])
    }

    /// The message the check fails with, or nil when it passes.
    private func readBack(_ output: String, as format: ConfigFileType, mapping pages: [PageMapping]) -> String? {
        do {
            try ConfigConverter.checkReadsBack(Array(output.utf8), as: format, mapping: pages, file: "a.plist")
            return nil
        } catch {
            return error.rendered
        }
    }

    func testCanonicalOrderSortsClassesAndSelectors() {
        XCTAssertEqual(pages.map(\.className.value.text), ["HomeViewController", "ProfileViewController"])
        XCTAssertEqual(pages[0].controls.map(\.selector.value.text), ["onFav:", "onShare:"])
    }

    func testTheWrittenOutputReadsBackInEveryFormat() {
        for format in ConfigFileType.allCases {
            let output = String(decoding: ConfigWriter().write(canonical: pages, as: format), as: UTF8.self)
            XCTAssertNil(readBack(output, as: format, mapping: pages), "\(format)")
        }
    }

    func testOutputThatMapsSomethingElseIsRefused() {
        let refusal = "a.plist: error: the json output does not read back as the same config; nothing was written"
        let written =
            #"{"HomeViewController":{"ControlEventIDs":{"onFav:":"CTRL_EVENT_HOME_FAV","onShare:":"CTRL_EVENT_HOME_SHARE"}},"ProfileViewController":{"PageEventIDs":{"Enter":"PAGE_EVENT_PROFILE_ENTER"}}}"#
        XCTAssertNil(readBack(written, as: .json, mapping: pages))
        let differentID = written.replacingOccurrences(of: "CTRL_EVENT_HOME_FAV", with: "CTRL_EVENT_HOME_FAVE")
        XCTAssertEqual(readBack(differentID, as: .json, mapping: pages), refusal)
        let missingPage = #"{"HomeViewController":{"ControlEventIDs":{"onFav:":"CTRL_EVENT_HOME_FAV","onShare:":"CTRL_EVENT_HOME_SHARE"}}}"#
        XCTAssertEqual(readBack(missingPage, as: .json, mapping: pages), refusal)
        let leaveForEnter = written.replacingOccurrences(of: "Enter", with: "Leave")
        XCTAssertEqual(readBack(leaveForEnter, as: .json, mapping: pages), refusal)
        // The same entries in another order are not what was written either.
        let reordered =
            #"{"HomeViewController":{"ControlEventIDs":{"onShare:":"CTRL_EVENT_HOME_SHARE","onFav:":"CTRL_EVENT_HOME_FAV"}},"ProfileViewController":{"PageEventIDs":{"Enter":"PAGE_EVENT_PROFILE_ENTER"}}}"#
        XCTAssertEqual(readBack(reordered, as: .json, mapping: pages), refusal)
    }

    func testOutputWithFindingsIsRefusedListingThem() {
        let repeated = #"{"HomeViewController":{"ControlEventIDs":{"onFav:":"CTRL_EVENT_HOME_FAV","onFav:":"CTRL_EVENT_HOME_SHARE"}}}"#
        XCTAssertEqual(
            readBack(repeated, as: .json, mapping: pages),
            """
            a.plist: error: the json output does not read back as the same config; nothing was written
              <json output>:1:74: error: 'onFav:' is given twice (first at 1:43); only one of them can be kept [duplicate-key]
            """)
    }

    func testNamesAreComparedByBytes() {
        // Å as a letter and as the ångström sign: equal as Swift strings, two names to the runtime.
        let letter = [page("\u{C5}View", enter: "PAGE_EVENT_A_ENTER")]
        let sign = [page("\u{212B}View", enter: "PAGE_EVENT_A_ENTER")]
        XCTAssertEqual(letter[0].className.value, sign[0].className.value)
        XCTAssertTrue(letter[0].hasSameMapping(as: letter[0]))
        XCTAssertFalse(letter[0].hasSameMapping(as: sign[0]))
        let output = String(decoding: ConfigWriter().write(canonical: sign, as: .json), as: UTF8.self)
        XCTAssertEqual(
            readBack(output, as: .json, mapping: letter), "a.plist: error: the json output does not read back as the same config; nothing was written"
        )
    }

    func testJSONKeysThatOnlySwiftCallsEqualAreTwoClasses() throws {
        let json = #"{"\u00c5View":{"PageEventIDs":{"Enter":"A"}},"\u212bView":{"PageEventIDs":{"Enter":"B"}}}"#
        let load = JSONConfigReader().load(Array(json.utf8), file: "a.json")
        XCTAssertEqual(load.findings, [])
        let pages = try XCTUnwrap(load.file).pages
        XCTAssertEqual(pages.map { Array($0.className.value.text.utf8) }, [Array("\u{C5}View".utf8), Array("\u{212B}View".utf8)])
        XCTAssertEqual(pages.map { $0.pageEvents[.enter]?.value.text }, ["A", "B"])
    }
}
