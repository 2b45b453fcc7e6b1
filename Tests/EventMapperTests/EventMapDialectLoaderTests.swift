import EventMapCore
import EventMapper
import EventMapXML
import TestSupport
import XCTest

/// The XML dialect loads into the same model as the property list, every value located, and each
/// way a file can be wrong gives one whole, located finding.
final class EventMapDialectLoaderTests: XCTestCase {
    private func load(_ name: String) throws -> (path: String, load: ConfigFileLoad) {
        let path = RepositoryPaths.fixture("XML/\(name)")
        return (path, try EventMapDialectConfigLoader().load(path: path))
    }

    private func at(_ path: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: column)
    }

    func testValidFileLoadsIntoTheExactModel() throws {
        let (path, load) = try load("valid.xml")
        XCTAssertEqual(load.findings, [])
        let file = try XCTUnwrap(load.file)
        XCTAssertEqual(file.path, path)
        XCTAssertEqual(file.fileType, .xml)
        let expected = [
            PageMapping(
                className: Located(ClassName("HomeViewController"), at: at(path, 4, 9)),
                pageEvents: [
                    .enter: Located(EventID("PAGE_EVENT_HOME_ENTER"), at: at(path, 4, 36)),
                    .leave: Located(EventID("PAGE_EVENT_HOME_LEAVE"), at: at(path, 4, 66)),
                ],
                controls: [
                    ControlMapping(
                        selector: Located(ActionSelector("onFavBtnPressed_UA:"), at: at(path, 6, 14)),
                        eventID: Located(EventID("CTRL_EVENT_HOME_FAV"), at: at(path, 6, 43))
                    ),
                    // Attributes in any order, and an explicit end tag.
                    ControlMapping(
                        selector: Located(ActionSelector("buttonAction:forEvent:"), at: at(path, 7, 41)),
                        eventID: Located(EventID("CTRL_EVENT_HOME_SHARE"), at: at(path, 7, 14))
                    ),
                ]
            ),
            // No page events and no controls; a module-qualified class name.
            PageMapping(className: Located(ClassName("MyApp.DetailViewController"), at: at(path, 9, 9))),
            // A start tag over three lines, single quotes, a tab before the control, and columns
            // counted in characters after non-ASCII text ("onÜber:" is 7 characters, 8 bytes).
            PageMapping(
                className: Located(ClassName("ÜberViewController"), at: at(path, 11, 7)),
                pageEvents: [.leave: Located(EventID("PAGE_EVENT_ÜBER_LEAVE"), at: at(path, 12, 7))],
                controls: [
                    ControlMapping(
                        selector: Located(ActionSelector("onÜber:"), at: at(path, 13, 11)),
                        eventID: Located(EventID("CTRL_EVENT_ÜBER_TAP"), at: at(path, 13, 28))
                    )
                ]
            ),
        ]
        XCTAssertEqual(file.pages, expected)
    }

    func testTheSampleSettingsPagesLoadWithNoFindings() throws {
        let path = RepositoryPaths.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Configs/SettingsPages.xml").path
        let load = try EventMapDialectConfigLoader().load(path: path)
        XCTAssertEqual(load.findings.map(\.description), [])
        let pages = try XCTUnwrap(load.file).pages
        XCTAssertEqual(pages.map(\.className.value.text), ["NotificationSettingsViewController", "SettingsViewController"])
        XCTAssertEqual(pages[1][.enter]?.value, EventID("PAGE_EVENT_SETTINGS_ENTER"))
        XCTAssertEqual(pages[1][.leave]?.value, EventID("PAGE_EVENT_SETTINGS_LEAVE"))
        XCTAssertEqual(
            pages[1].controls.map { "\($0.selector.value) \($0.eventID.value)" },
            [
                "onLogoutBtnPressed_UA: CTRL_EVENT_SETTINGS_LOGOUT",
                "onNotificationsSwitchChanged: CTRL_EVENT_SETTINGS_NOTIFICATIONS",
            ])
        XCTAssertEqual(pages[0][.enter]?.value, EventID("PAGE_EVENT_NOTIFICATION_SETTINGS_ENTER"))
        XCTAssertEqual(pages[0][.leave]?.value, EventID("PAGE_EVENT_NOTIFICATION_SETTINGS_LEAVE"))
        XCTAssertEqual(
            pages[0].controls.map { "\($0.selector.value) \($0.eventID.value)" },
            [
                "onToggleAllSwitchChanged_UA: CTRL_EVENT_NOTIFICATION_SETTINGS_TOGGLE_ALL"
            ])
    }

    func testMalformedXMLIsOneFindingWithLibxml2sMessageAndNoModel() throws {
        let (path, load) = try load("malformed.xml")
        XCTAssertNil(load.file)
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):3:13: error: opening and ending tag mismatch: page line 2 and event-map [malformed-xml]"
            ])
    }

    func testAnEntityReferenceIsRefusedAtItsAmpersand() throws {
        let (path, load) = try load("entity-reference.xml")
        XCTAssertNil(load.file)
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):2:54: error: the entity reference &home; is not allowed in an event map; "
                    + "only &amp; &lt; &gt; &quot; &apos; and character references are [forbidden-construct]"
            ])
    }

    func testADoctypeIsRefusedEvenWithAHarmlessEntity() throws {
        let (path, load) = try load("doctype.xml")
        XCTAssertNil(load.file)
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):2:1: error: an event map may not have a DOCTYPE: the dialect is defined by its XSD, "
                    + "and a DTD can declare entities that read local files or exhaust memory [forbidden-construct]"
            ])
    }

    func testEverySchemaViolationIsReportedInFileOrder() throws {
        let (path, load) = try load("schema-violations.xml")
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):1:12: error: element 'event-map', attribute 'version': the value '2' does not match the fixed value constraint '1'. [xml-schema]",
                "\(path):2:3: error: element 'page': the attribute 'class' is required but missing. [xml-schema]",
                "\(path):2:39: error: element 'page', attribute 'colour': the attribute 'colour' is not allowed. [xml-schema]",
                "\(path):3:5: error: element 'control': the attribute 'id' is required but missing. [xml-schema]",
                "\(path):4:5: error: element 'button': this element is not expected. Expected is ( control ). [xml-schema]",
                "\(path):7:5: error: element 'control': character content is not allowed, because the content type is empty. [xml-schema]",
            ])
        XCTAssertEqual(load.findings.map(\.rule), Array(repeating: Rule.schemaViolation, count: 6))
        // What can be used is still loaded: the page without a class cannot.
        XCTAssertEqual(try XCTUnwrap(load.file).pages.map(\.className.value.text), ["DetailViewController"])
    }

    func testMalformedEventIDsAreReportedOnceEachByTheSpecificRule() throws {
        let (path, load) = try load("malformed-event-id.xml")
        // The XSD's pattern rejects the same three values; the specific finding replaces it.
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):2:36: error: the event ID is empty (attribute 'enter' of <page class=\"HomeViewController\">) [malformed-event-id]",
                "\(path):2:45: error: the event ID 'PAGE EVENT HOME LEAVE' contains blanks or control characters "
                    + "(attribute 'leave' of <page class=\"HomeViewController\">) [malformed-event-id]",
                "\(path):3:40: error: the event ID 'CTRL_EVENT_HOME_FAV\\t' contains blanks or control characters "
                    + "(attribute 'id' of <control action=\"onFavBtnPressed:\"> in page 'HomeViewController') [malformed-event-id]",
            ])
        let page = try XCTUnwrap(load.file?.pages.first)
        XCTAssertEqual(page.pageEvents, [:])
        XCTAssertEqual(page.controls, [])
    }

    func testMalformedClassNamesAndSelectorsAreReportedWithTheirSuggestion() throws {
        let (path, load) = try load("malformed-name.xml")
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):2:9: error: 'Home ViewController' is not a class name (attribute 'class' of <page>) [malformed-name]",
                "\(path):6:14: error: 'onShareBtnPressed(_:)' is a Swift spelling; the runtime looks up 'onShareBtnPressed:' "
                    + "(attribute 'action' of a <control> in page 'DetailViewController'); write 'onShareBtnPressed:' [malformed-name]",
                "\(path):7:14: error: 'on-tap:' is not an Objective-C selector "
                    + "(attribute 'action' of a <control> in page 'DetailViewController') [malformed-name]",
            ])
        XCTAssertEqual(load.findings[1].suggestion, "write 'onShareBtnPressed:'")
        XCTAssertEqual(
            try XCTUnwrap(load.file).pages,
            [
                PageMapping(className: Located(ClassName("DetailViewController"), at: at(path, 5, 9)))
            ])
    }

    func testADuplicatePageIsReportedWithTheFirstPlaceAndIgnored() throws {
        let (path, load) = try load("duplicate-page.xml")
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):4:9: error: the class 'HomeViewController' is already configured at 2:9; this second <page> is ignored [duplicate-key]"
            ])
        XCTAssertEqual(load.findings.first?.related, [at(path, 2, 9)])
        let pages = try XCTUnwrap(load.file).pages
        XCTAssertEqual(pages.map(\.className.value.text), ["HomeViewController", "DetailViewController"])
        XCTAssertEqual(pages[0][.enter], Located(EventID("PAGE_EVENT_HOME_ENTER"), at: at(path, 2, 36)))
    }

    func testADuplicateActionWithinAPageIsReportedWithTheFirstPlaceAndIgnored() throws {
        let (path, load) = try load("duplicate-control.xml")
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):5:14: error: the action 'onFavBtnPressed:' of page 'HomeViewController' is already configured at 3:14; "
                    + "this second <control> is ignored [duplicate-key]"
            ])
        XCTAssertEqual(load.findings.first?.related, [at(path, 3, 14)])
        let controls = try XCTUnwrap(load.file?.pages.first).controls
        XCTAssertEqual(controls.map(\.eventID.value.text), ["CTRL_EVENT_HOME_FAV", "CTRL_EVENT_HOME_SHARE"])
    }

    func testAFileThatCannotBeOpenedThrows() {
        let path = RepositoryPaths.fixture("XML/no-such-file.xml")
        XCTAssertThrowsError(try EventMapDialectConfigLoader().load(path: path)) { error in
            XCTAssertEqual((error as? ConfigInputError)?.description, "\(path): error: cannot read the file: No such file or directory")
        }
        XCTAssertThrowsError(try EventMapDialectConfigLoader().load(path: RepositoryPaths.fixture("XML"))) { error in
            XCTAssertEqual((error as? ConfigInputError)?.message, "cannot read the file: it is a folder, not a regular file")
        }
    }
}
