import EventMapCore
import EventMapper
import EventMapXML
import Foundation
import XCTest

/// XML-dialect files crafted to read local files or exhaust memory are refused quickly with a
/// located finding, and nothing they point at is ever read.
final class EventMapDialectHostileInputTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("xml-dialect-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A file holding a secret that no load may ever reveal.
    private func secretFile() throws -> (path: String, secret: String) {
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let url = directory.appendingPathComponent("secret.txt")
        try secret.write(to: url, atomically: true, encoding: .utf8)
        return (url.path, secret)
    }

    /// Writes `text` to a config in the temporary directory and loads it.
    private func load(_ text: String, name: String = "hostile.xml") throws -> (path: String, load: ConfigFileLoad) {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return (url.path, try EventMapDialectConfigLoader().load(path: url.path))
    }

    /// Everything a load produced, as text, to search for a leaked secret.
    private func everything(_ load: ConfigFileLoad) -> String {
        let findings = load.findings.map { "\($0) \($0.suggestion ?? "") \($0.related)" }
        let pages = (load.file?.pages ?? []).map { String(describing: $0) }
        return (findings + pages).joined(separator: "\n")
    }

    func testExternalEntityIsRefusedWithoutReadingTheFile() throws {
        let (secretPath, secret) = try secretFile()
        let (path, load) = try self.load(
            """
            <?xml version="1.0"?>
            <!DOCTYPE event-map [ <!ENTITY leak SYSTEM "file://\(secretPath)"> ]>
            <event-map version="1">
              <page class="HomeViewController" enter="&leak;"/>
              <page class="&leak;"/>
            </event-map>
            """)
        XCTAssertNil(load.file)
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):2:1: error: an event map may not have a DOCTYPE: the dialect is defined by its XSD, "
                    + "and a DTD can declare entities that read local files or exhaust memory [forbidden-construct]"
            ])
        XCTAssertFalse(everything(load).contains(secret))
    }

    func testEntityFromAnExternalDTDIsNeitherLoadedNorExpanded() throws {
        let (secretPath, secret) = try secretFile()
        let dtd = directory.appendingPathComponent("evil.dtd")
        try "<!ENTITY leak SYSTEM \"file://\(secretPath)\">".write(to: dtd, atomically: true, encoding: .utf8)
        let (path, load) = try self.load(
            """
            <?xml version="1.0"?>
            <!DOCTYPE event-map SYSTEM "file://\(dtd.path)">
            <event-map version="1"><page class="HomeViewController" enter="&leak;"/></event-map>
            """)
        XCTAssertNil(load.file)
        XCTAssertEqual(load.findings.map(\.rule), [.forbiddenConstruct])
        XCTAssertEqual(load.findings.first?.location, SourceLocation(file: path, line: 2, column: 1))
        XCTAssertFalse(everything(load).contains(secret))
    }

    func testEntityReferenceWithoutAnyDTDIsRefused() throws {
        let (path, load) = try self.load(
            """
            <event-map version="1">
              <page class="HomeViewController">&leak;</page>
            </event-map>
            """)
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):2:36: error: the entity reference &leak; is not allowed in an event map; "
                    + "only &amp; &lt; &gt; &quot; &apos; and character references are [forbidden-construct]"
            ])
    }

    func testAnEarlierWellFormednessErrorStaysTheOneReported() throws {
        // libxml2 still resolves entity references after a fatal error; the refusal must not
        // replace the error that came first.
        let (path, load) = try self.load(
            """
            <event-map version="1">
              <page class="HomeViewController"></control>&leak;</page>
            </event-map>
            """)
        XCTAssertEqual(load.findings.map(\.rule), [.malformedXML])
        XCTAssertEqual(load.findings.first?.location.file, path)
        XCTAssertEqual(load.findings.first?.location.line, 2)
        XCTAssertTrue(load.findings.first?.message.hasPrefix("opening and ending tag mismatch") ?? false, "\(load.findings)")
    }

    func testParameterEntityIsRefused() throws {
        let (secretPath, secret) = try secretFile()
        let (_, load) = try self.load(
            """
            <!DOCTYPE event-map [ <!ENTITY % remote SYSTEM "file://\(secretPath)"> %remote; ]>
            <event-map version="1"/>
            """)
        XCTAssertEqual(load.findings.map(\.rule), [.forbiddenConstruct])
        XCTAssertFalse(everything(load).contains(secret))
    }

    func testXIncludeAndSchemaLocationHintsAreNeverFollowed() throws {
        let (secretPath, secret) = try secretFile()
        let (path, load) = try self.load(
            """
            <event-map version="1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                       xsi:noNamespaceSchemaLocation="file://\(secretPath)">
              <page class="HomeViewController">
                <xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="file://\(secretPath)" parse="text"/>
              </page>
            </event-map>
            """)
        XCTAssertEqual(
            load.findings.map(\.description),
            [
                "\(path):4:5: error: element '{http://www.w3.org/2001/XInclude}include': this element is not expected. "
                    + "Expected is ( control ). [xml-schema]"
            ])
        XCTAssertFalse(everything(load).contains(secret))
    }

    func testBillionLaughsIsRefusedWithinOneSecond() throws {
        var declarations = "<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE event-map [\n\(declarations)]>\n"
            + "<event-map version=\"1\"><page class=\"&lol9;\"/></event-map>\n"
        let start = Date()
        let (path, load) = try self.load(text)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(load.findings.map(\.rule), [.forbiddenConstruct])
        XCTAssertEqual(load.findings.first?.location, SourceLocation(file: path, line: 2, column: 1))
    }

    func testTenThousandDeepNestingIsAnErrorNotACrash() throws {
        let text =
            "<event-map version=\"1\">" + String(repeating: "<page class=\"A\">", count: 10_000)
            + String(repeating: "</page>", count: 10_000) + "</event-map>"
        let (_, load) = try self.load(text)
        XCTAssertNil(load.file)
        XCTAssertEqual(load.findings.map(\.rule), [.malformedXML])
        XCTAssertTrue(load.findings.first?.message.hasPrefix("elements nest too deeply") ?? false, "\(load.findings)")
    }
}
