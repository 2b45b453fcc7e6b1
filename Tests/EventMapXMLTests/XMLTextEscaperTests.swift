import EventMapXML
import XCTest

/// The one XML escaper: what each special character becomes in element text and in attribute
/// values, and that libxml2, through the project's readers, reads the escaped text back as it was.
final class XMLTextEscaperTests: XCTestCase {
    private struct Case {
        let input: String
        /// Escaped as element text.
        let text: String
        /// Escaped as an attribute value between `"`s.
        let doubleQuoted: String
        /// Escaped as an attribute value between `'`s.
        let singleQuoted: String
    }

    private let cases: [Case] = [
        Case(input: "&", text: "&amp;", doubleQuoted: "&amp;", singleQuoted: "&amp;"),
        Case(input: "<", text: "&lt;", doubleQuoted: "&lt;", singleQuoted: "&lt;"),
        Case(input: ">", text: "&gt;", doubleQuoted: "&gt;", singleQuoted: "&gt;"),
        Case(input: "a]]>b", text: "a]]&gt;b", doubleQuoted: "a]]&gt;b", singleQuoted: "a]]&gt;b"),
        Case(input: "\"", text: "\"", doubleQuoted: "&quot;", singleQuoted: "\""),
        Case(input: "'", text: "'", doubleQuoted: "'", singleQuoted: "&apos;"),
        Case(input: "\t", text: "\t", doubleQuoted: "&#9;", singleQuoted: "&#9;"),
        Case(input: "\n", text: "\n", doubleQuoted: "&#10;", singleQuoted: "&#10;"),
        Case(input: "\r", text: "&#13;", doubleQuoted: "&#13;", singleQuoted: "&#13;"),
        Case(input: "a\r\nb", text: "a&#13;\nb", doubleQuoted: "a&#13;&#10;b", singleQuoted: "a&#13;&#10;b"),
        Case(input: "  two  spaces ", text: "  two  spaces ", doubleQuoted: "  two  spaces ", singleQuoted: "  two  spaces "),
        Case(input: "é 日本 😀", text: "é 日本 😀", doubleQuoted: "é 日本 😀", singleQuoted: "é 日本 😀"),
        Case(input: "onFav:forEvent:", text: "onFav:forEvent:", doubleQuoted: "onFav:forEvent:", singleQuoted: "onFav:forEvent:"),
    ]

    func testEachSpecialCharacterIsEscapedForItsContext() {
        for item in cases {
            let name = item.input.debugDescription
            XCTAssertEqual(string(XMLTextEscaper.text(item.input)), item.text, "text \(name)")
            XCTAssertEqual(string(XMLTextEscaper.attributeValue(item.input)), item.doubleQuoted, "\"attribute\" \(name)")
            XCTAssertEqual(string(XMLTextEscaper.attributeValue(item.input, quote: UInt8(ascii: "'"))), item.singleQuoted, "'attribute' \(name)")
        }
    }

    func testAppendingEscapesAsTheWholeValueFunctionsDo() {
        for item in cases {
            var text = Array("x".utf8)
            XMLTextEscaper.appendText(item.input, to: &text)
            XCTAssertEqual(text, Array("x".utf8) + XMLTextEscaper.text(item.input))
            var attribute = Array("x".utf8)
            XMLTextEscaper.appendAttributeValue(item.input, quote: UInt8(ascii: "'"), to: &attribute)
            XCTAssertEqual(attribute, Array("x".utf8) + XMLTextEscaper.attributeValue(item.input, quote: UInt8(ascii: "'")))
        }
    }

    func testEscapedTextReadsBackThroughThePlistReader() throws {
        for item in cases {
            let document = try PlistReader().read(plist(stringContent: XMLTextEscaper.text(item.input)), file: "escaped.plist")
            XCTAssertEqual(document.root.string, item.input, item.input.debugDescription)
        }
    }

    func testEscapedAttributeValuesReadBackThroughTheDialectReader() throws {
        for item in cases {
            for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
                let bytes = dialect(classAttribute: XMLTextEscaper.attributeValue(item.input, quote: quote), quote: quote)
                let document = try EventMapDialectReader().read(bytes, file: "escaped.xml")
                XCTAssertEqual(
                    document.pages.first?.className?.value, item.input, "\(Character(Unicode.Scalar(quote))) \(item.input.debugDescription)")
            }
        }
    }

    /// Why the references are needed: written as themselves, XML changes these characters.
    func testUnescapedLineBreaksAndTabsDoNotReadBack() throws {
        let text = try PlistReader().read(plist(stringContent: Array("a\r\nb\rc".utf8)), file: "raw.plist")
        XCTAssertEqual(text.root.string, "a\nb\nc")
        let attribute = try EventMapDialectReader().read(
            dialect(classAttribute: Array("a\tb\nc\r\nd".utf8), quote: UInt8(ascii: "\"")), file: "raw.xml")
        XCTAssertEqual(attribute.pages.first?.className?.value, "a b c d")
    }

    private func string(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private func plist(stringContent: [UInt8]) -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><string>".utf8)
            + stringContent + Array("</string></plist>\n".utf8)
    }

    private func dialect(classAttribute: [UInt8], quote: UInt8) -> [UInt8] {
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<event-map version=\"1\">\n  <page class=".utf8)
            + [quote] + classAttribute + [quote] + Array("/>\n</event-map>\n".utf8)
    }
}
