import EventMapCore
import EventMapXML
import EventMapper
import TestSupport
import XCTest

/// The WGlobalUserStatisticsConfig schema: every deviation is a whole, located finding.
final class PlistConfigLoaderTests: XCTestCase {
    func testEveryStructureProblemIsAFindingWithRuleAndLocation() throws {
        let path = RepositoryPaths.fixture("Configs/structure/every-finding.plist")
        let load = try PlistConfigLoader().load(path: path)
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):7:3: error: 'PageEventID' in 'HomeViewController' is not a section the hooks read (PageEventIDs, ControlEventIDs); did you mean 'PageEventIDs'? [unknown-section]",
                "\(path):16:4: error: duplicate key 'onFavBtnPressed_UA:' (first at 14:4); Apple's parser silently keeps only the last [duplicate-key]",
                "\(path):18:4: error: 'onShare(_:)' is a Swift spelling; the runtime looks up 'onShare:' (ControlEventIDs of 'HomeViewController'); write 'onShare:' [malformed-name]",
                "\(path):21:4: error: the event ID is empty ('onLike:' of 'HomeViewController') [malformed-event-id]",
                "\(path):23:4: error: the event ID for 'onComment:' of 'HomeViewController' must be a <string>, found <integer> [wrong-value-type]",
                "\(path):25:4: error: the event ID 'CTRL EVENT' contains blanks or control characters ('onBlank:' of 'HomeViewController') [malformed-event-id]",
                "\(path):29:2: error: the entry of 'DetailViewController' must be a <dict> of PageEventIDs and ControlEventIDs, found <string> [wrong-value-type]",
                "\(path):34:4: error: 'enter' in PageEventIDs of 'SearchViewController' is not a page event (Enter, Leave); did you mean 'Enter'? [unknown-page-event]",
                "\(path):40:3: error: ControlEventIDs of 'SearchViewController' must be a <dict> of action selectors, found <array> [wrong-value-type]",
                "\(path):42:2: error: 'Bad Class' is not a class name [malformed-name]",
            ])
        XCTAssertEqual(load.findings.first { $0.rule == .duplicateKey }?.related.map(\.description), ["\(path):14:4"])
    }

    func testTheModelKeepsWhatTheAppSeesAtRunTime() throws {
        let load = try PlistConfigLoader().load(path: RepositoryPaths.fixture("Configs/structure/every-finding.plist"))
        let pages = try XCTUnwrap(load.file?.pages)
        XCTAssertEqual(pages.map(\.className.value.text), ["HomeViewController", "SearchViewController"])
        // The last of two equal keys wins, as Apple's parser keeps it.
        XCTAssertEqual(pages[0].controls.map(\.selector.value.text), ["onFavBtnPressed_UA:"])
        XCTAssertEqual(pages[0].controls.first?.eventID.value.text, "CTRL_EVENT_HOME_FAV_V2")
        XCTAssertEqual(pages[0].controls.first?.eventID.location.line, 17)
        XCTAssertEqual(pages[1][.leave]?.value.text, "PAGE_EVENT_SEARCH_LEAVE")
        XCTAssertNil(pages[1][.enter])
    }

    func testSampleConfigLoadsCleanlyWithLocations() throws {
        let path = RepositoryPaths.fixture("../../Configs/WGlobalUserStatisticsConfig.plist")
        let load = try PlistConfigLoader().load(path: path)
        XCTAssertEqual(load.findings, [])
        let home = try XCTUnwrap(load.file?.pages.first { $0.className.value.text == "HomeViewController" })
        XCTAssertEqual(home.className.location.line, 20)
        XCTAssertEqual(home[.enter]?.value, EventID("PAGE_EVENT_HOME_ENTER"))
        XCTAssertEqual(home[.leave]?.value, EventID("PAGE_EVENT_HOME_LEAVE"))
        XCTAssertEqual(home.controls.map(\.selector.value.text), ["onFavBtnPressed_UA:", "onShareBtnPressed:"])
        XCTAssertEqual(home.controls.map(\.eventID.value.text), ["CTRL_EVENT_HOME_FAV", "CTRL_EVENT_HOME_SHARE"])
    }

    func testUnparsableFileIsOneFindingAndNoModel() throws {
        let path = RepositoryPaths.fixture("Plist/non-key-in-dict.plist")
        let load = try PlistConfigLoader().load(path: path)
        XCTAssertNil(load.file)
        XCTAssertEqual(load.findings.map(\.description), ["\(path):5:2: error: Found non-key inside <dict> at line 5 [invalid-plist]"])
    }

    func testMissingFileIsAnInputError() {
        XCTAssertThrowsError(try PlistConfigLoader().load(path: "/nonexistent/x.plist")) { error in
            XCTAssertEqual((error as? ConfigInputError)?.description, "/nonexistent/x.plist: error: cannot read the file: No such file or directory")
        }
    }

    func testTopLevelThatIsNotADictionary() throws {
        let document = try PlistReader().read(Array("<plist><array/></plist>".utf8), file: "a.plist")
        XCTAssertEqual(
            PlistConfigLoader().load(document: document).findings.map(\.description),
            [
                "a.plist:1:8: error: the top level of the config must be a <dict> of class names, found <array> [wrong-value-type]"
            ])
    }
}
