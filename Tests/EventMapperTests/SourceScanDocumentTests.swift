import EventMapCore
import EventMapXML
import EventMapper
import EventMapperTools
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

    func testSelectorsComeBackVerbatim() throws {
        // What a scanner found is passed on as it is, even a spelling `ActionSelector` would
        // otherwise read as Swift's and rewrite.
        let record =
            #"{"format":"mapper-source-scan","version":1,"scan":{"fileCount":1,"byteCount":1,"classes":[{"name":"A","actions":[{"selector":"share(sender:)"}]}],"connectedActions":[],"selectorReferences":[],"findings":[]}}"#
        guard case .scan(let scan) = try SourceScanDocument(decoding: Data(record.utf8)) else { return XCTFail("not a scan") }
        XCTAssertEqual(scan.classes.first?.actions.first?.selector.text, "share(sender:)")
    }

    func testAnInputErrorComesBackEqual() throws {
        let error = ConfigInputError(path: "Sources/Écrans", message: "no such file or directory")
        XCTAssertEqual(try SourceScanDocument(decoding: SourceScanDocument.inputError(error).encoded()), .inputError(error))
    }

    func testTheDocumentNamesItsFormatAndVersion() throws {
        let text = String(decoding: SourceScanDocument.scan(ScannedRegistry()).encoded(), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(#"{"#), text)
        XCTAssertTrue(text.contains(#""format":"mapper-source-scan""#), text)
        XCTAssertTrue(text.contains(#""version":1"#), text)
    }

    func testWhatIsNotADocumentOfThisVersionIsRefusedWithAReason() {
        let cases: [(String, String)] = [
            ("scanned 3 files", "not valid JSON"),
            (#"{"classes": []}"#, "not a mapper-source-scan document"),
            (#"{"format": "mapper-source-scan", "version": 2, "scan": {"files": []}}"#, "mapper-source-scan version 2 is not supported (expected 1)"),
            (#"{"format": "mapper-source-scan", "version": 1}"#, "the document holds neither 'scan' nor 'inputError'"),
            (#"{"format": "mapper-source-scan", "version": 1, "scan": {"fileCount": 0}}"#, "'byteCount' is missing"),
            (
                #"{"format": "mapper-source-scan", "version": 1, "scan": {"fileCount": 0, "byteCount": 0, "classes": [], "connectedActions": [], "selectorReferences": [], "findings": [{"rule": "no-such-rule", "severity": "error", "message": "m", "location": {"file": "f", "line": 1, "column": 1}, "related": []}]}}"#,
                "a finding names the rule 'no-such-rule', which this mapper does not know"
            ),
        ]
        for (text, reason) in cases {
            XCTAssertThrowsError(try SourceScanDocument(decoding: Data(text.utf8)), text) { error in
                XCTAssertEqual((error as? SourceScanDocument.DecodingFailure)?.description, reason, text)
            }
        }
    }
}
