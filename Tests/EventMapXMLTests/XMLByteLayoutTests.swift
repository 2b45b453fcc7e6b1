import EventMapXML
import XCTest

/// The byte layout the editors change a config through: each element's extents, found past
/// comments, CDATA sections and processing instructions, and end tags matched to their start
/// tags by name as written.
final class XMLByteLayoutTests: XCTestCase {
    private func layout(_ text: String) throws -> XMLSourceDocument {
        try XMLByteLayout.map(Array(text.utf8))
    }

    func testEveryElementIsFoundPastCommentsCDATAAndInstructions() throws {
        let text = #"<?xml version="1.0"?><!-- <x> --><a><?pi <y>?><b>t</b><![CDATA[<z></z>]]><c/></a>"#
        let document = try layout(text)
        XCTAssertEqual(document.elements.map(\.name), ["a", "b", "c"])
        let bytes = Array(text.utf8)
        let b = document.elements[1]
        XCTAssertEqual(String(decoding: bytes[b.start..<b.end], as: UTF8.self), "<b>t</b>")
        XCTAssertEqual(document.text(of: 1), "t")
        XCTAssertTrue(document.elements[2].isEmptyElementTag)
        XCTAssertEqual(document.elements[0].children, [1, 2])
    }

    func testATextIsReadAsXMLReadsIt() throws {
        let text = "<a><k>Plain ü</k><k>A&amp;B&#x41;</k><k>x<![CDATA[<y>&amp;]]>z</k><k>p<!-- c -->q<?pi?>r</k><k>1\r\n2\r3</k><k></k></a>"
        let document = try layout(text)
        XCTAssertEqual((1...6).map { document.text(of: $0) }, ["Plain ü", "A&BA", "x<y>&amp;z", "pqr", "1\n2\n3", ""])
    }

    func testAnEndTagWithBlanksBeforeItsCloseEndsItsElement() throws {
        let text = "<a><key\t>A</key \n></a>"
        let document = try layout(text)
        let key = document.elements[1]
        XCTAssertEqual(key.name, "key")
        XCTAssertEqual(key.endTagStart, 10)
        XCTAssertEqual(key.end, text.utf8.count - 4)
    }

    func testAnEndTagThatDoesNotCloseTheOpenElementIsRefusedWithBothNames() {
        XCTAssertThrowsError(try layout("<a><b></c></a>")) { error in
            XCTAssertEqual((error as? XMLByteLayout.Failure)?.message, "end tag </c> does not close <b>")
        }
        // A name that only starts like the open one is another name.
        XCTAssertThrowsError(try layout("<a><key></keys></a>")) { error in
            XCTAssertEqual((error as? XMLByteLayout.Failure)?.message, "end tag </keys> does not close <key>")
        }
    }

    func testAnUnclosedCommentIsRefused() {
        XCTAssertThrowsError(try layout("<a><!-- never closed</a>")) { error in
            XCTAssertEqual((error as? XMLByteLayout.Failure)?.message, "unterminated comment")
        }
    }
}
