import EventMapCore
import EventMapXML
import Foundation
import XCTest

/// The XML layer's reader: where each page, control and attribute is, every schema violation
/// with the element and attribute it concerns, and positions that stay right in awkward files.
final class EventMapDialectReaderTests: XCTestCase {
    private func read(_ text: String, file: String = "map.xml") throws -> EventMapDialectDocument {
        try EventMapDialectReader().read(Array(text.utf8), file: file)
    }

    private func at(_ line: Int, _ column: Int, _ file: String = "map.xml") -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    func testPagesControlsAndAttributesAreLocated() throws {
        let document = try read(
            """
            <event-map version="1">
              <page class="HomeViewController" leave="PAGE_EVENT_HOME_LEAVE">
                <control action="onFav:" id="CTRL_EVENT_HOME_FAV"/>
                <control action="onShare:"/>
              </page>
              <page/>
            </event-map>
            """)
        XCTAssertEqual(
            document.pages,
            [
                EventMapDialectPage(
                    location: at(2, 3),
                    className: EventMapDialectAttribute(name: "class", value: "HomeViewController", location: at(2, 9)),
                    leave: EventMapDialectAttribute(name: "leave", value: "PAGE_EVENT_HOME_LEAVE", location: at(2, 36)),
                    controls: [
                        EventMapDialectControl(
                            location: at(3, 5),
                            action: EventMapDialectAttribute(name: "action", value: "onFav:", location: at(3, 14)),
                            id: EventMapDialectAttribute(name: "id", value: "CTRL_EVENT_HOME_FAV", location: at(3, 30))
                        ),
                        EventMapDialectControl(
                            location: at(4, 5),
                            action: EventMapDialectAttribute(name: "action", value: "onShare:", location: at(4, 14)),
                            id: nil
                        ),
                    ]
                ),
                EventMapDialectPage(location: at(6, 3), className: nil),
            ])
    }

    func testEveryViolationNamesItsElementAndAttribute() throws {
        let document = try read(
            """
            <event-map version="1">
              <page class="HomeViewController" enter="" size="2"/>
              <page class="HomeViewController"/>
            </event-map>
            """)
        XCTAssertEqual(
            document.schemaViolations,
            [
                EventMapSchemaViolation(
                    location: at(2, 36), elementLocation: at(2, 3), attribute: "enter",
                    message: "Element 'page', attribute 'enter': [facet 'pattern'] The value '' is not accepted by the pattern '\\S+'."
                ),
                EventMapSchemaViolation(
                    location: at(2, 45), elementLocation: at(2, 3), attribute: "size",
                    message: "Element 'page', attribute 'size': The attribute 'size' is not allowed."
                ),
                EventMapSchemaViolation(
                    location: at(3, 3), elementLocation: at(3, 3), isUniquenessViolation: true,
                    message: "Element 'page': Duplicate key-sequence ['HomeViewController'] in unique identity-constraint 'unique-page-class'."
                ),
            ])
        XCTAssertFalse(document.isValid)
    }

    func testAttributeValuesAreNormalisedAsXMLSays() throws {
        let document = try read("<event-map version=\"1\"><page class=\"A\" enter=\"&amp;&lt;&#x41;&#9;\" leave=\"x\ty\"/></event-map>")
        let page = try XCTUnwrap(document.pages.first)
        XCTAssertEqual(page.enter?.value, "&<A\t")
        XCTAssertEqual(page.leave?.value, "x y")
    }

    func testCRLFAndStartTagsOverSeveralLinesKeepColumnsRight() throws {
        let text =
            "<event-map version=\"1\">\r\n  <page\r\n    class=\"A\"  enter =\r\n 'E'>\r\n<control action=\"a:\" id=\"B\"/></page>\r\n</event-map>\r\n"
        let page = try XCTUnwrap(try read(text).pages.first)
        XCTAssertEqual(page.location, at(2, 3))
        XCTAssertEqual(page.className?.location, at(3, 5))
        XCTAssertEqual(page.enter?.location, at(3, 16))
        XCTAssertEqual(page.enter?.value, "E")
        XCTAssertEqual(page.controls.first?.location, at(5, 1))
        XCTAssertEqual(page.controls.first?.id?.location, at(5, 22))
    }

    func testUTF16FilesAreReadWithCharacterColumns() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<event-map version=\"1\"><page class=\"Über\" enter=\"E\"/></event-map>\n"
        let bytes = [UInt8]([0xFF, 0xFE]) + Array(try XCTUnwrap(text.data(using: .utf16LittleEndian)))
        let document = try EventMapDialectReader().read(bytes, file: "utf16.xml")
        let page = try XCTUnwrap(document.pages.first)
        XCTAssertEqual(page.className?.value, "Über")
        XCTAssertEqual(page.enter?.location, at(2, 43, "utf16.xml"))
    }

    func testLinesPast65535AreReportedExactly() throws {
        let padding = String(repeating: "<!-- padding -->\n", count: 70_000)
        let document = try read("<event-map version=\"1\">\n" + padding + "  <page class=\"A\" enter=\"\"/>\n</event-map>\n")
        XCTAssertEqual(document.pages.first?.location, at(70_002, 3))
        XCTAssertEqual(document.schemaViolations.first?.location, at(70_002, 19))

        let broken = "<event-map version=\"1\">\n" + padding + "<page>\n</event-map>\n"
        XCTAssertThrowsError(try read(broken)) { error in
            XCTAssertEqual((error as? EventMapDialectReadError)?.reason, .malformedXML)
            XCTAssertEqual((error as? EventMapDialectReadError)?.location.line, 70_003)
        }
    }

    func testAnEmptyFileIsMalformed() {
        XCTAssertThrowsError(try read("")) { error in
            XCTAssertEqual((error as? EventMapDialectReadError)?.description, "map.xml:1:1: error: Document is empty")
        }
    }
}
