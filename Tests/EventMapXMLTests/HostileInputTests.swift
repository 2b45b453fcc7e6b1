import EventMapCore
@testable import EventMapXML
import Foundation
import TestSupport
import XCTest

/// Files crafted to read local files, exhaust memory or time, or crash the parser are refused
/// quickly with a located error, and read nothing they should not.
final class HostileInputTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func read(_ text: String, file: String = "hostile.plist") -> Result<PlistDocument, PlistReadError> {
        Result { () throws(PlistReadError) in try PlistReader().read(Array(text.utf8), file: file) }
    }

    private func secretFile() throws -> (path: String, secret: String) {
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let url = directory.appendingPathComponent("secret.txt")
        try secret.write(to: url, atomically: true, encoding: .utf8)
        return (url.path, secret)
    }

    func testExternalEntityInAnInlineDTDIsRefusedWithoutReadingTheFile() throws {
        let (path, secret) = try secretFile()
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!ENTITY leak SYSTEM "file://\(path)"> ]>
            <plist><dict><key>k</key><string>&leak;</string></dict></plist>
            """
        guard case .failure(let error) = read(text) else { return XCTFail("an external entity was accepted") }
        XCTAssertEqual(error.reason, .forbiddenConstruct)
        XCTAssertEqual(error.location.line, 2)
        XCTAssertFalse(error.rendered.contains(secret))
    }

    func testEntityDeclaredInAnExternalDTDIsNeitherLoadedNorExpanded() throws {
        let (path, secret) = try secretFile()
        let dtd = directory.appendingPathComponent("evil.dtd")
        try "<!ENTITY leak SYSTEM \"file://\(path)\">".write(to: dtd, atomically: true, encoding: .utf8)
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist SYSTEM "file://\(dtd.path)">
            <plist><string>&leak;</string></plist>
            """
        guard case .failure(let error) = read(text) else { return XCTFail("an undeclared entity was accepted") }
        // The DTD is never loaded, so libxml2 itself reports the entity as undeclared — the first
        // problem in the document, which is the one reported.
        XCTAssertEqual(error.reason, .malformedXML)
        XCTAssertEqual(error.message, "Entity 'leak' not defined")
        XCTAssertEqual(error.location.line, 3)
        XCTAssertFalse(error.rendered.contains(secret))
    }

    func testParameterEntityIsRefused() throws {
        let (path, secret) = try secretFile()
        let text = """
            <!DOCTYPE plist [ <!ENTITY % remote SYSTEM "file://\(path)"> %remote; ]>
            <plist><string>x</string></plist>
            """
        guard case .failure(let error) = read(text) else { return XCTFail("a parameter entity was accepted") }
        XCTAssertEqual(error.reason, .forbiddenConstruct)
        XCTAssertFalse(error.rendered.contains(secret))
    }

    func testBillionLaughsIsRefusedWithinOneSecond() {
        var declarations = "<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n\(declarations)]>\n<plist><string>&lol9;</string></plist>\n"
        let start = Date()
        guard case .failure(let error) = read(text) else { return XCTFail("billion laughs was accepted") }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(error.reason, .forbiddenConstruct)
        XCTAssertEqual(error.location.line, 2)
    }

    func testTenThousandDeepNestingIsRefusedWithAnError() {
        let text = "<plist>" + String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000) + "</plist>"
        guard case .failure(let error) = read(text) else { return XCTFail("10,000-deep nesting was accepted") }
        XCTAssertEqual(error.reason, .forbiddenConstruct)
        XCTAssertEqual(error.message, "Too many nested arrays or dictionaries, failing on line 1")
        // The 513th <array> is the first one too many: `<plist>` is 7 characters, each `<array>` 7.
        XCTAssertEqual(error.location.column, 7 + 512 * 7 + 1)
    }

    func testNestingUpToAppleLimitIsAccepted() throws {
        let text = "<plist>" + String(repeating: "<array>", count: 512) + String(repeating: "</array>", count: 512) + "</plist>"
        let document = try read(text).get()
        XCTAssertEqual(document.nodeCount, 512)
    }

    func testInvalidUTF8IsRefusedAtItsPosition() {
        let bytes: [UInt8] = Array("<plist>\n<string>ab".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8)
        let result = Result { () throws(PlistReadError) in try PlistReader().read(bytes, file: "bad-utf8.plist") }
        guard case .failure(let error) = result else { return XCTFail("invalid UTF-8 was accepted") }
        XCTAssertEqual(error.reason, .malformedXML)
        XCTAssertEqual(error.location.line, 2)
        XCTAssertTrue(error.message.hasPrefix("Input is not proper UTF-8"), error.message)
    }

    func testUTF16WithByteOrderMarkIsAcceptedInBothByteOrders() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><dict>\n<key>Ünïcødé</key><string>値</string></dict></plist>\n"
        for (name, bom, encoding) in [
            ("LE", [UInt8]([0xFF, 0xFE]), String.Encoding.utf16LittleEndian),
            ("BE", [UInt8]([0xFE, 0xFF]), String.Encoding.utf16BigEndian),
        ] {
            let bytes = bom + Array(try XCTUnwrap(text.data(using: encoding)))
            let document = try PlistReader().read(bytes, file: "utf16-\(name).plist")
            let entry = try XCTUnwrap(document.root.dictionary?.first(where: { _ in true }), name)
            XCTAssertEqual(entry.key.text, "Ünïcødé", name)
            XCTAssertEqual(entry.value.string, "値", name)
            XCTAssertEqual(entry.key.location.description, "utf16-\(name).plist:3:1", name)
        }
    }

    func testEmptyFileIsAnErrorNotACrash() throws {
        let url = directory.appendingPathComponent("empty.plist")
        try Data().write(to: url)
        XCTAssertThrowsError(try PlistReader().read(contentsOf: url.path)) { error in
            let error = error as? PlistReadError
            XCTAssertEqual(error?.reason, .malformedXML)
            XCTAssertEqual(error?.location.line, 1)
            XCTAssertEqual(error?.message, "Document is empty")
        }
    }

    func testMissingFileAndDirectoryAreUnreadable() {
        for path in [directory.appendingPathComponent("absent.plist").path, directory.path] {
            XCTAssertThrowsError(try PlistReader().read(contentsOf: path)) { error in
                XCTAssertEqual((error as? PlistReadError)?.reason, .unreadableFile, path)
            }
        }
    }

    func testHundredMegabyteFileParsesWithPeakMemoryBelowThreeTimesItsSize() throws {
        let url = directory.appendingPathComponent("large.plist")
        let size = try LargePlistWriter(pages: 54_000, actionsPerPage: 20).write(to: url)
        XCTAssertGreaterThan(size, 100_000_000)
        try XCTSkipUnless(ProcessMemory.resetPeak(), "this kernel does not allow resetting the peak RSS")
        let before = ProcessMemory.resident
        let document = try PlistReader().read(contentsOf: url.path)
        let growth = ProcessMemory.peak - before
        XCTAssertEqual(document.root.dictionary?.count, 54_000)
        XCTAssertLessThan(growth, 3 * size, "peak grew by \(growth) bytes reading \(size) bytes")
    }

    /// A NUL byte ends libxml2's input: a second document after it would be invisible, and a
    /// formatter would delete it. No config holds one.
    func testANULByteAnywhereIsRefusedWhereItIs() throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>\n\u{0}<plist version=\"1.0\"><dict><key>A</key><dict/></dict></plist>\n"
        let url = directory.appendingPathComponent("nul.plist")
        try Data(text.utf8).write(to: url)
        for result in [read(text, file: url.path), Result { () throws(PlistReadError) in try PlistReader().read(contentsOf: url.path) }] {
            guard case .failure(let error) = result else { return XCTFail("a NUL byte was accepted") }
            XCTAssertEqual(error.reason, .forbiddenConstruct)
            XCTAssertEqual(error.location, SourceLocation(file: url.path, line: 3, column: 1))
            XCTAssertEqual(error.message, "the file holds a NUL byte here; no config does, and whatever follows it would not be read")
        }
        XCTAssertThrowsError(try EventMapDialectReader().read(Array("<event-map version=\"1\"/>\u{0}".utf8), file: "n.xml")) { error in
            XCTAssertEqual((error as? EventMapDialectReadError)?.location, SourceLocation(file: "n.xml", line: 1, column: 25))
        }
    }

    /// A refusal is placed as libxml2 places what it reports: a byte order mark takes no column,
    /// and lines are counted however far into the file the byte is (here past the 64 KiB the
    /// bytes before it are read back in).
    func testARefusedByteIsPlacedAsTheParserCountsColumns() throws {
        let cases: [(name: String, bytes: [UInt8], line: Int, column: Int)] = [
            ("bom.plist", [0xEF, 0xBB, 0xBF] + Array("<plist version=\"1.0\"><dict/>".utf8) + [0] + Array("</plist>\n".utf8), 1, 29),
            (
                "far.plist",
                Array("<plist version=\"1.0\"><dict>\n".utf8) + Array(repeating: Array("<!-- ünïcödé -->\n".utf8), count: 5_000).flatMap { $0 }
                    + Array("  <key>A</key>".utf8) + [0] + Array("\n</dict></plist>\n".utf8),
                5_002, 15
            ),
        ]
        for (name, bytes, line, column) in cases {
            let url = directory.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            XCTAssertThrowsError(try PlistReader().read(contentsOf: url.path), name) { error in
                XCTAssertEqual((error as? PlistReadError)?.reason, .forbiddenConstruct, name)
                XCTAssertEqual((error as? PlistReadError)?.location, SourceLocation(file: url.path, line: line, column: column), name)
            }
            XCTAssertThrowsError(try PlistReader().read(bytes, file: name), name) { error in
                XCTAssertEqual((error as? PlistReadError)?.location, SourceLocation(file: name, line: line, column: column), name)
            }
        }
    }

    /// Xcode can save a property list in binary form; it is named, with the command that
    /// converts it, rather than reported as a NUL byte.
    func testABinaryPropertyListSaysWhatItIsAndHowToConvertIt() throws {
        let path = RepositoryPaths.fixture("Plist/binary.plist")
        XCTAssertThrowsError(try PlistReader().read(contentsOf: path)) { error in
            XCTAssertEqual((error as? PlistReadError)?.reason, .forbiddenConstruct)
            XCTAssertEqual(
                (error as? PlistReadError)?.rendered,
                "\(path):1:1: error: the file is a binary property list, which mapper does not read; convert it to XML on a Mac with "
                    + "plutil -convert xml1 \(path) (Xcode reads it as well)")
        }
        XCTAssertThrowsError(try PlistReader().read(try RepositoryPaths.fixtureBytes("Plist/binary.plist"), file: "main:x.plist")) { error in
            XCTAssertEqual(
                (error as? PlistReadError)?.description,
                "main:x.plist:1:1: error: the file is a binary property list, which mapper does not read; convert it to XML on a Mac with "
                    + "plutil -convert xml1 and the file's path (Xcode reads it as well)")
        }
        let spaced = directory.appendingPathComponent("it's here.plist")
        try Data(try RepositoryPaths.fixtureBytes("Plist/binary.plist")).write(to: spaced)
        XCTAssertThrowsError(try PlistReader().read(contentsOf: spaced.path)) { error in
            XCTAssertTrue(
                (error as? PlistReadError)?.message.hasSuffix("plutil -convert xml1 '\(directory.path)/it'\\''s here.plist' (Xcode reads it as well)")
                    == true,
                "\(error)")
        }
    }

    func testUTF32SaysItIsNotSupportedAndUTF16StillReads() throws {
        let body = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>A</key><dict/></dict></plist>"
        var utf32: [UInt8] = [0xFF, 0xFE, 0x00, 0x00]
        for scalar in body.unicodeScalars { withUnsafeBytes(of: scalar.value.littleEndian) { utf32 += $0 } }
        XCTAssertThrowsError(try PlistReader().read(utf32, file: "u32.plist")) { error in
            XCTAssertEqual((error as? PlistReadError)?.message, "the file is UTF-32, which is not supported; save it as UTF-8 (or UTF-16)")
            XCTAssertEqual((error as? PlistReadError)?.location, SourceLocation(file: "u32.plist", line: 1, column: 1))
        }
        let utf16: [UInt8] = [0xFF, 0xFE] + body.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = try PlistReader().read(utf16, file: "u16.plist")
        XCTAssertEqual(document.root.dictionary.map { $0.map(\.key.text) }, ["A"])
    }

    /// A minified file's one line of megabytes is cut around the column, not printed whole.
    func testTheCaretExcerptIsCutAroundTheColumn() {
        let line = String(repeating: "a", count: 1_000_000) + "<oops>" + String(repeating: "b", count: 1_000_000)
        let text = SourceExcerpt(line: line, column: 1_000_001).text
        XCTAssertEqual(
            text,
            "…" + String(repeating: "a", count: 80) + "<oops>" + String(repeating: "b", count: 74) + "…\n" + String(repeating: " ", count: 81) + "^")
        XCTAssertEqual(SourceExcerpt(line: "\t<a\u{1B}[2J>x", column: 8).text, "\t<a\\u{1B}[2J>x\n\t" + String(repeating: " ", count: 11) + "^")
    }

    /// libxml2's advice to set XML_PARSE_HUGE is advice no user can take.
    func testDepthErrorsDoNotSuggestAParserOption() {
        XCTAssertEqual(
            LibXML2MessageText.oneLine("Excessive depth in document: 256 use XML_PARSE_HUGE option\n"),
            "elements nest too deeply (the parser stops at depth 256); no config nests that deep")
    }
}
