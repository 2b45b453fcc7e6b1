import EventMapCore
import XCTest

/// What an app does at run time: it has the config as a dictionary (from
/// `PropertyListSerialization`, or written in code) and resolves through `EventMapCore` alone.
final class PropertyListMapTests: XCTestCase {
    private let config: [String: Any] = [
        "HomeViewController": [
            "PageEventIDs": ["Enter": "PAGE_EVENT_HOME_ENTER", "Leave": "PAGE_EVENT_HOME_LEAVE"],
            "ControlEventIDs": ["onFavBtnPressed_UA:": "CTRL_EVENT_HOME_FAV", "onShareBtnPressed:": "CTRL_EVENT_HOME_SHARE"],
        ] as [String: Any],
        "MyApp.DetailViewController": [
            "ControlEventIDs": ["onBuy:": "CTRL_EVENT_DETAIL_BUY"]
        ],
    ]

    func testResolvesThroughAMapBuiltFromADictionary() {
        let (map, findings) = EventMap.fromPropertyList(config)
        XCTAssertEqual(findings, [])
        let resolver = EventResolver(map)

        XCTAssertEqual(
            resolver.controlEvent(forAction: "onFavBtnPressed_UA:", ofClass: "HomeViewController")?.eventID, EventID("CTRL_EVENT_HOME_FAV"))
        XCTAssertEqual(
            resolver.controlEvent(forAction: "onShareBtnPressed(_:)", ofClass: "MyApp.HomeViewController")?.eventID, EventID("CTRL_EVENT_HOME_SHARE"))
        XCTAssertEqual(resolver.pageEvent(.leave, ofClass: "HomeViewController")?.eventID, EventID("PAGE_EVENT_HOME_LEAVE"))
        XCTAssertEqual(resolver.eventID(for: .enter, ofClass: "HomeViewController"), EventID("PAGE_EVENT_HOME_ENTER"))
        XCTAssertEqual(resolver.controlEvent(forAction: "onBuy:", ofClass: "DetailViewController")?.eventID, EventID("CTRL_EVENT_DETAIL_BUY"))
        XCTAssertNil(resolver.controlEvent(forAction: "onFav:", ofClass: "HomeViewController"))
        XCTAssertNil(resolver.pageEvent(.enter, ofClass: "DetailViewController"))
        XCTAssertEqual(map.pages.map(\.className.value.text), ["HomeViewController", "MyApp.DetailViewController"])
    }

    func testReportsEveryEntryItCannotUseInsteadOfDroppingIt() {
        let broken: [String: Any] = [
            "HomeViewController": [
                "PageEventID": ["Enter": "PAGE_EVENT_HOME_ENTER"],
                "PageEventIDs": ["Entre": "PAGE_EVENT_HOME_ENTER", "Leave": 7],
                "ControlEventIDs": ["onFav(_:)": "CTRL_EVENT_HOME_FAV", "onShare:": "CTRL EVENT", "onBuy:": "CTRL_EVENT_HOME_BUY"],
            ] as [String: Any],
            "Bad Name": [String: Any](),
            "SettingsViewController": ["a", "b"],
        ]
        let (map, findings) = EventMap.fromPropertyList(broken, file: "App.plist")

        XCTAssertEqual(
            findings.map(\.description),
            [
                "App.plist:0:0: error: 'Bad Name' is not a class name [malformed-name]",
                "App.plist:0:0: error: 'onFav(_:)' is a Swift spelling; the runtime looks up 'onFav:'; write 'onFav:' [malformed-name]",
                "App.plist:0:0: error: the event ID 'CTRL EVENT' contains blanks or control characters (-[HomeViewController onShare:]) [malformed-event-id]",
                "App.plist:0:0: error: 'PageEventID' in 'HomeViewController' is not a section the hooks read (PageEventIDs, ControlEventIDs); did you mean 'PageEventIDs'? [unknown-section]",
                "App.plist:0:0: error: 'Entre' in PageEventIDs of 'HomeViewController' is not a page event (Enter, Leave); did you mean 'Enter'? [unknown-page-event]",
                "App.plist:0:0: error: the event ID for Leave of 'HomeViewController' must be a string, found a number [wrong-value-type]",
                "App.plist:0:0: error: the entry of 'SettingsViewController' must be a dictionary, found an array [wrong-value-type]",
            ])
        // What could be used is kept.
        let resolver = EventResolver(map)
        XCTAssertEqual(resolver.controlEvent(forAction: "onBuy:", ofClass: "HomeViewController")?.eventID, EventID("CTRL_EVENT_HOME_BUY"))
        XCTAssertEqual(map.pages.map(\.className.value.text), ["HomeViewController"])
    }
}
