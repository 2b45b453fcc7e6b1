import EventMapCore
import EventMapper
import Foundation
import XCTest

/// The document `mapper-source-scanner` hands `mapper adopt`: what goes in comes out, in order,
/// and a document that is not one of this build's is refused with the reason.
final class AdoptionDocumentTests: XCTestCase {
    private static let timerReason = "in onTimer:, the action of a timer, which does not pass through UIControl: the hooks cannot see it"

    private static let calls = [
        AdoptionCall(
            status: .adoptable, location: SourceLocation(file: "App/Home.m", line: 9, column: 5), pattern: "+[WUserStatistics sendEventToServer:]",
            className: "HomeViewController", method: "viewDidAppear:", eventID: "PAGE_HOME_ENTER", target: "Enter",
            notes: ["the hooks record Enter at viewWillAppear:, a little before viewDidAppear:"]),
        AdoptionCall(
            status: .notMappable, location: SourceLocation(file: "App/Home.m", line: 30, column: 5),
            pattern: "+[WUserStatistics sendEventToServer:]", className: "HomeViewController", method: "onTimer:", eventID: "HOME_TIMER",
            reason: timerReason),
        AdoptionCall(
            status: .dynamic, location: SourceLocation(file: "App/Cart.swift", line: 4, column: 9), pattern: "Analytics.track(_:)",
            className: "Shop.Cart", method: "onPay:", target: "onPay:", reason: "the ID is computed at run time (id); adopt does not guess it"),
        AdoptionCall(
            status: .notMappable, location: SourceLocation(file: "App/Home.m", line: 44, column: 5),
            pattern: "+[WUserStatistics sendEventToServer:]", className: "HomeViewController", method: "onTimer:", eventID: "HOME_TIMER_2",
            reason: timerReason),
    ]

    func testCallsProblemsAndCountComeBackInTheirOrder() throws {
        let document = AdoptionDocument.result(calls: Self.calls, problems: ["App/Broken.m:4:1: error: expected ']'"], fileCount: 12)
        XCTAssertEqual(try AdoptionDocument(decoding: document.encoded()), document)
    }

    func testSharedPatternsAndReasonsAreWrittenOnce() throws {
        let text = String(decoding: AdoptionDocument.result(calls: Self.calls, problems: [], fileCount: 3).encoded(), as: UTF8.self)
        XCTAssertEqual(text.components(separatedBy: Self.timerReason).count - 1, 1)
        XCTAssertEqual(text.components(separatedBy: "\"App/Home.m\"").count - 1, 2, "a file once per run of its calls")
    }

    func testAnInputErrorComesBack() throws {
        let document = AdoptionDocument.inputError(ConfigInputError(path: "Sources/Missing", message: "no such file or folder"))
        XCTAssertEqual(try AdoptionDocument(decoding: document.encoded()), document)
    }

    func testAReasonNumberOutsideTheTableIsRefused() throws {
        let text = """
            {"format": "mapper-adoption", "version": 2, "result": {"fileCount": 1, "problems": [], "patterns": ["Analytics.track(_:)"],
             "reasons": [], "columns": ["status", "line", "column", "pattern", "className", "method", "eventID", "target", "reason", "notes"],
             "files": [{"path": "App/Home.swift", "calls": [["dynamic", 3, 9, 0, null, null, null, null, 1, []]]}]}}
            """
        XCTAssertThrowsError(try AdoptionDocument(decoding: Data(text.utf8))) { error in
            XCTAssertEqual(
                (error as? SourceScanDocument.DecodingFailure)?.description,
                "adoption document:3:94: the document lists no reason 1")
        }
    }

    func testADocumentOfAnotherVersionIsRefused() throws {
        let text = #"{"format": "mapper-adoption", "version": 1, "result": {"fileCount": 0, "problems": [], "calls": []}}"#
        XCTAssertThrowsError(try AdoptionDocument(decoding: Data(text.utf8))) { error in
            XCTAssertEqual((error as? SourceScanDocument.DecodingFailure)?.description, "not a mapper-adoption document of version 2")
        }
    }
}
