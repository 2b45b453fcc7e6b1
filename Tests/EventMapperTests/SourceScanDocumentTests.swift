import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import XCTest

/// The document `mapper-source-scanner` writes and `mapper` reads: a scan crosses the process
/// boundary with every field intact, and what is not a document of this version is refused
/// with a reason.
final class SourceScanDocumentTests: XCTestCase {
    /// A scan with every field set, non-ASCII text in names, paths and messages, an absent
    /// superclass and location, and a finding at a severity other than its rule's default.
    private static let scan: ScannedRegistry = {
        let home = SourceLocation(file: "App/Écrans/HomeViewController.swift", line: 12, column: 7)
        var downgraded = Finding(
            .unreadableSource, "cannot read this file; its declarations are missing", at: SourceLocation(file: "App/Données.m", line: 1, column: 1))
        downgraded.severity = .warning
        return ScannedRegistry(
            classes: [
                DeclaredClass(
                    name: ClassName("MyApp.HomeViewController"), superclass: ClassName("BaseViewController"),
                    actions: [
                        DeclaredAction(ActionSelector("onFavBtnPressed_UA:"), at: SourceLocation(file: home.file, line: 14, column: 20)),
                        DeclaredAction(ActionSelector("tap:forEvent:")),
                    ],
                    location: home, runtimeName: .named(ClassName("MyApp.HomeViewController"))
                ),
                DeclaredClass(name: ClassName("Überblick"), actions: []),
                DeclaredClass(name: ClassName("Outer.Inner"), actions: [], runtimeName: .mangled(.nested(in: "Outer"))),
                DeclaredClass(name: ClassName("Banner"), actions: [], runtimeName: .mangled(.local(in: "tableView(_:cellForRowAt:)"))),
                DeclaredClass(name: ClassName("Settings"), actions: [], runtimeName: .inUnknownModule(ClassName("Settings"))),
            ],
            connectedActions: [
                ConnectedAction(
                    className: ClassName("MyApp.HomeViewController"), selector: ActionSelector("onShareBtnPressed:"),
                    at: SourceLocation(file: "App/Main.storyboard", line: 150, column: 37))
            ],
            selectorReferences: [
                SelectorReference(ActionSelector("onRefreshPulled:"), at: SourceLocation(file: home.file, line: 30, column: 52))
            ],
            findings: [
                Finding(
                    .unparsableSource, "expected '}' to end class « Accueil »", at: SourceLocation(file: home.file, line: 40, column: 1),
                    suggestion: "did you mean `onFav:`?", related: [home, SourceLocation(file: "App/Base.swift", line: 2, column: 3)]),
                downgraded,
            ],
            fileCount: 3, byteCount: 4_321
        )
    }()

    func testAScanComesBackEqualInEveryField() throws {
        let decoded = try SourceScanDocument(decoding: SourceScanDocument.scan(Self.scan).encoded())
        XCTAssertEqual(decoded, .scan(Self.scan))
        guard case .scan(let scan) = decoded else { return }
        // Equality of findings compares more than rule IDs only through these: check them too.
        XCTAssertEqual(scan.findings.map(\.severity), [.warning, .warning])
        XCTAssertEqual(scan.findings.map(\.rule.id), ["unparsable-source", "unreadable-source"])
        XCTAssertEqual(scan.findings.map(\.description), Self.scan.findings.map(\.description))
        XCTAssertEqual(scan.findings[0].related, Self.scan.findings[0].related)
        XCTAssertEqual(scan.findings[0].suggestion, "did you mean `onFav:`?")
    }

    func testAScansIdentityComesBackAndIsNotPartOfEquality() throws {
        var scan = Self.scan
        scan.identity = Array(repeating: 7, count: 32)
        guard case .scan(let decoded) = try SourceScanDocument(decoding: SourceScanDocument.scan(scan).encoded()) else {
            return XCTFail("not a scan")
        }
        XCTAssertEqual(decoded.identity, scan.identity)
        XCTAssertEqual(decoded, Self.scan)
        XCTAssertNotEqual(SourceScanDocument.scan(scan).encoded(), SourceScanDocument.scan(Self.scan).encoded())
    }

    func testCanonicallyEquivalentSpellingsComeBackAsWritten() throws {
        // The Kelvin sign and `K` are one string to `String` equality, two to a file or a report.
        let spellings = ["K_OPEN", "\u{212A}_OPEN", "Caf\u{E9}", "Cafe\u{301}"]
        var writer = ScanArchiveWriter()
        for spelling in spellings { writer.string(spelling) }
        var reader = ScanArchiveReader(writer.bytes)
        for spelling in spellings { XCTAssertEqual(Array(try reader.string().utf8), Array(spelling.utf8)) }
        XCTAssertTrue(reader.isAtEnd)
    }

    func testAHeaderIsTakenOnlyWhenTheWholeBodyFollowsIt() throws {
        var scan = Self.scan
        scan.identity = Array(repeating: 7, count: 32)
        let whole = SourceScanDocument.scan(scan).encoded()
        let header = try XCTUnwrap(SourceScanDocument.scanHeader(of: whole))
        XCTAssertEqual(header.identity, scan.identity)
        XCTAssertEqual(header.fileCount, scan.fileCount)
        XCTAssertNil(SourceScanDocument.scanHeader(of: whole.dropLast()), "a scanner stopped while writing")
        XCTAssertNil(SourceScanDocument.scanHeader(of: whole + [0]))
        XCTAssertNil(SourceScanDocument.scanHeader(of: SourceScanDocument.inputError(ConfigInputError(path: "a", message: "b")).encoded()))
    }

    func testSelectorsComeBackVerbatim() throws {
        // What a scanner found is passed on as it is, even a spelling `ActionSelector` would
        // otherwise read as Swift's and rewrite.
        var document = ScanArchiveWriter()
        document.count(SourceScanDocument.version)
        document.tag(0)
        document.count(0)
        document.count(0)
        document.flag(false)
        var body = ScanArchiveWriter()
        body.registryBody(
            ScannedRegistry(classes: [
                DeclaredClass(name: ClassName("A"), actions: [DeclaredAction(ActionSelector(objectiveCForm: "share(sender:)"))])
            ])
        )
        document.data(body.bytes)
        let bytes = Data(Array("mapper-source-scan".utf8) + [0] + document.bytes)
        guard case .scan(let scan) = try SourceScanDocument(decoding: bytes) else { return XCTFail("not a scan") }
        XCTAssertEqual(scan.classes.first?.actions.first?.selector.text, "share(sender:)")
    }

    func testAScansChangesComeBackEqual() throws {
        let home = Self.scan.classes[0]
        let renamed = DeclaredClass(
            name: home.name, superclass: ClassName("UIViewController"), actions: [DeclaredAction(ActionSelector("onShare:"))],
            location: home.location, runtimeName: home.runtimeName)
        let changed = SourceScanDocument.ChangedScan(
            fileCount: 3, byteCount: 4_400, identity: [UInt8](repeating: 7, count: 32),
            changes: ScanChanges(
                since: [UInt8](repeating: 9, count: 32), was: [home, Self.scan.classes[1]], now: [renamed, Self.scan.classes[1]],
                connectedActions: Self.scan.connectedActions))
        XCTAssertEqual(try SourceScanDocument(decoding: SourceScanDocument.changes(changed).encoded()), .changes(changed))
        XCTAssertNil(SourceScanDocument.scanHeader(of: SourceScanDocument.changes(changed).encoded()), "not a whole scan")
    }

    func testAnInputErrorComesBackEqual() throws {
        let error = ConfigInputError(path: "Sources/Écrans", message: "no such file or directory")
        XCTAssertEqual(try SourceScanDocument(decoding: SourceScanDocument.inputError(error).encoded()), .inputError(error))
    }

    func testTheDocumentNamesItsFormatAndVersion() throws {
        let bytes = [UInt8](SourceScanDocument.scan(ScannedRegistry()).encoded())
        XCTAssertEqual(Array(bytes.prefix(20)), Array("mapper-source-scan".utf8) + [0, 4])
    }

    func testPathsRepeatedInLocationsAreWrittenOnce() {
        let bytes = SourceScanDocument.scan(Self.scan).encoded()
        let path = Data("App/Écrans/HomeViewController.swift".utf8)
        XCTAssertNotNil(bytes.range(of: path))
        XCTAssertNil(bytes[(bytes.range(of: path)?.upperBound ?? 0)...].range(of: path))
    }

    func testWhatIsNotADocumentOfThisVersionIsRefusedWithAReason() {
        let header = Array("mapper-source-scan".utf8) + [0]
        let whole = [UInt8](SourceScanDocument.scan(Self.scan).encoded())
        var unknownRule = ScanArchiveWriter()
        unknownRule.count(4)
        unknownRule.tag(0)
        unknownRule.count(0)
        unknownRule.count(0)
        unknownRule.flag(false)
        var unknownRuleBody = ScanArchiveWriter()
        for _ in 0..<3 { unknownRuleBody.count(0) }
        unknownRuleBody.count(1)
        unknownRuleBody.string("no-such-rule")
        unknownRule.data(unknownRuleBody.bytes)
        let cases: [([UInt8], String)] = [
            (Array("scanned 3 files".utf8), "not a mapper-source-scan document"),
            (Array(#"{"format":"mapper-source-scan","version":1}"#.utf8), "not a mapper-source-scan document"),
            (header + [3, 0], "mapper-source-scan version 3 is not supported (expected 4)"),
            (header, "the archive ends inside a number at byte 19"),
            (header + [4, 7], "neither a scan, an input error nor a scan's changes at byte 21"),
            // The body's length is checked before the body is read.
            (Array(whole.dropLast()), "the scan's body is not as long as its header says at byte 27"),
            (whole + [0], "the scan's body is not as long as its header says at byte 27"),
            (header + [4, 1, 0, 200, 1], "a length of 200 runs past the end at byte 24"),
            (header + [4, 1, 5], "string 5 is used before it is defined at byte 22"),
            (
                header + unknownRule.bytes,
                "a finding names the rule 'no-such-rule', which this build does not know at byte \(header.count + unknownRule.bytes.count)"
            ),
        ]
        for (bytes, reason) in cases {
            XCTAssertThrowsError(try SourceScanDocument(decoding: Data(bytes)), reason) { error in
                XCTAssertEqual((error as? SourceScanDocument.DecodingFailure)?.description, reason)
            }
        }
    }
}
