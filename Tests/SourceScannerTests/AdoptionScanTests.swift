import EventMapCore
import EventMapper
import Foundation
@testable import SourceScanner
import TestSupport
import XCTest

/// The scan of `mapper adopt`: each call found where the parsers put it, its place judged as the
/// hooks will see it, its ID followed to a literal or called dynamic, never guessed.
final class AdoptionScanTests: XCTestCase {
    private static let patterns = [
        "+[WUserStatistics sendEventToServer:]", "-[Tracker logEvent:withParameters:]", "-[Tracker log:withID:]#2", "Analytics.track(_:)",
    ]

    /// Adopts the files given as (name, text) in a scratch folder; calls keyed by their line.
    private func adopt(_ files: [(String, String)], modules: [String: String] = [:]) throws -> [Int: AdoptionCall] {
        let folder = try ScratchFolder("adopt")
        defer { folder.remove() }
        for (name, text) in files { try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8) }
        let scan = AdoptionScan(
            patterns: try Self.patterns.map { try TrackingCallPattern($0) }, parallel: false,
            modules: modules.map { SourceModule(name: $0.key, folder: $0.value == "." ? folder.directory : folder.path($0.value)) })
        guard case .result(let calls, _, _) = try scan.adopt([folder.directory]) else { throw XCTSkip("no result") }
        return Dictionary(calls.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testObjectiveCPageEventsActionsAndWhatTheHooksCannotSee() throws {
        let calls = try adopt([
            (
                "Home.m",
                """
                #define LEAVE @"PAGE_" @"HOME_LEAVE"
                static NSString * const kFav = @"CTRL_FAV";
                @implementation Home
                - (void)viewWillAppear:(BOOL)animated { [WUserStatistics sendEventToServer:@"PAGE_HOME_ENTER"]; }
                - (void)viewDidDisappear:(BOOL)animated {
                    [WUserStatistics sendEventToServer:LEAVE]; }
                - (IBAction)onFav:(id)sender { [WUserStatistics sendEventToServer:kFav]; }
                - (IBAction)onShare:(id)sender { [self.tracker log:@"share" withID:@"CTRL_SHARE"]; }
                - (IBAction)onMore:(id)sender { for (id x in items) [WUserStatistics sendEventToServer:@"MORE"]; }
                - (IBAction)onLess:(id)sender { [OtherStatistics sendEventToServer:@"NOT_OURS"]; }
                + (void)helper { [WUserStatistics sendEventToServer:@"HELPER"]; }
                - (IBAction)onOdd:(id)sender { [WUserStatistics sendEventToServer:kUnknown]; }
                @end
                """
            )
        ])
        XCTAssertEqual(calls[4]?.status, .adoptable)
        XCTAssertEqual(calls[4]?.target, "Enter")
        XCTAssertEqual(calls[4]?.notes, [])
        XCTAssertEqual(calls[6]?.eventID, "PAGE_HOME_LEAVE")
        XCTAssertEqual(calls[6]?.target, "Leave")
        XCTAssertEqual(calls[6]?.notes.last, "the hooks record Leave at viewWillDisappear:, a little before viewDidDisappear:")
        XCTAssertEqual(calls[7]?.eventID, "CTRL_FAV")
        XCTAssertEqual(calls[7]?.target, "onFav:")
        XCTAssertEqual(calls[8]?.eventID, "CTRL_SHARE", "#2: the second argument")
        XCTAssertEqual(calls[9]?.reason, "in a loop: the hooks cannot see it")
        XCTAssertNil(calls[10], "a class method sent to another class is not the pattern's")
        XCTAssertEqual(calls[11]?.method, "+helper")
        XCTAssertEqual(calls[11]?.status, .notMappable)
        XCTAssertEqual(calls[12]?.status, .dynamic)
        XCTAssertEqual(calls[12]?.reason, "'kUnknown' is not a string constant adopt can follow to a literal")
        XCTAssertEqual(calls[12]?.target, "onOdd:", "a dynamic call keeps its place, for a reviewer to configure by hand")
    }

    func testReleaseBuildConditions() throws {
        let calls = try adopt([
            (
                "Page.m",
                """
                @implementation Page
                - (IBAction)a:(id)s {
                #if DEBUG
                    [WUserStatistics sendEventToServer:@"A_DEBUG"];
                #elif BETA
                    [WUserStatistics sendEventToServer:@"A_BETA"];
                #else
                    [WUserStatistics sendEventToServer:@"A_RELEASE"];
                #endif
                #ifndef DEBUG
                    [WUserStatistics sendEventToServer:@"A_NOT_DEBUG"];
                #endif
                }
                @end
                """
            )
        ])
        XCTAssertEqual(calls[4]?.reason, "only in a debug build (#if DEBUG): a release build never makes this call")
        XCTAssertEqual(calls[6]?.reason, "under #elif BETA (of #if DEBUG), which adopt cannot decide for a release build")
        XCTAssertEqual(calls[8]?.status, .notMappable, "after an undecidable #elif, #else cannot be decided either")
        XCTAssertEqual(calls[11]?.status, .adoptable)
        XCTAssertEqual(calls[11]?.notes, ["under #ifndef DEBUG, which a release build compiles"])
    }

    func testSwiftReceiversConstantsAndPlaces() throws {
        let calls = try adopt(
            [
                (
                    "Cart.swift",
                    """
                    enum E: String { case enter = "PAGE_CART_ENTER"; case CTRL_PAY }
                    let globalID = "CTRL_GLOBAL"
                    @objc(CartPage) class Cart: UIViewController {
                        static let leave = "PAGE_CART_LEAVE"
                        override func viewWillAppear(_ animated: Bool) { Analytics.track(E.enter.rawValue) }
                        override func viewWillDisappear(_ animated: Bool) { Analytics.shared().track(Cart.leave) }
                        @IBAction func pay(_ sender: Any) { Analytics.default.track(E.CTRL_PAY.rawValue) }
                        @IBAction func global(_ sender: Any) { Analytics.track(globalID) }
                        @IBAction func other(_ sender: Any) { tracker.track("VARIABLE_RECEIVER") }
                        @IBAction func later(_ sender: Any) { DispatchQueue.main.async { Analytics.track("LATER") } }
                        @IBAction func maybe(_ sender: Any) { if ready { Analytics.track("MAYBE") } }
                        @IBAction func text(_ sender: Any) { Analytics.track("ID_\\(n)") }
                    }
                    """
                )
            ])
        XCTAssertEqual(calls[5]?.className, "CartPage", "@objc(Name) is the runtime's name")
        XCTAssertEqual(calls[5]?.eventID, "PAGE_CART_ENTER")
        XCTAssertEqual(calls[6]?.eventID, "PAGE_CART_LEAVE")
        XCTAssertEqual(calls[6]?.target, "Leave")
        XCTAssertEqual(calls[7]?.eventID, "CTRL_PAY", "a case without a raw value is its name")
        XCTAssertEqual(calls[7]?.target, "pay:")
        XCTAssertEqual(calls[8]?.eventID, "CTRL_GLOBAL")
        XCTAssertNil(calls[9], "a call on a variable is not matched")
        XCTAssertEqual(calls[10]?.reason, "in a closure, which runs when something calls it: the hooks cannot see it")
        XCTAssertEqual(calls[11]?.reason, "under a runtime if: the hooks cannot see it")
        XCTAssertEqual(calls[12]?.status, .dynamic)
    }

    func testASwiftClassIsNamedAsTheRuntimeNamesIt() throws {
        let files = [
            (
                "Page.swift",
                """
                class Page: UIViewController {
                    override func viewWillAppear(_ animated: Bool) { Analytics.track("PAGE_ENTER") }
                }
                private class Hidden: UIViewController {
                    override func viewWillAppear(_ animated: Bool) { Analytics.track("HIDDEN_ENTER") }
                }
                """
            )
        ]
        let unknownModule = try adopt(files)
        XCTAssertEqual(unknownModule[2]?.status, .notMappable)
        XCTAssertEqual(
            unknownModule[2]?.reason,
            "the runtime names this Swift class after its module, which adopt does not know: name the module of its folder in .mapper.json (modules) or with --module"
        )
        let named = try adopt(files, modules: ["Shop": "."])
        XCTAssertEqual(named[2]?.className, "Shop.Page")
        XCTAssertEqual(named[2]?.status, .adoptable)
        XCTAssertEqual(named[5]?.status, .notMappable)
        XCTAssertEqual(named[5]?.reason, "the runtime gives Hidden a mangled _Tt… name (private): give it @objc(Name) to configure it")
    }

    /// An ID no config can hold is never written: it is listed with the reason.
    func testAnIDWithAControlCharacterOrNothingIsNotAdopted() throws {
        let calls = try adopt([
            (
                "Page.m",
                """
                @implementation Page
                - (void)viewWillAppear:(BOOL)a { [WUserStatistics sendEventToServer:@"RED\u{1B}[31m"]; }
                - (void)viewWillDisappear:(BOOL)a { [WUserStatistics sendEventToServer:@""]; }
                - (IBAction)onScript:(id)s { [WUserStatistics sendEventToServer:@"<script>alert(1)</script>"]; }
                @end
                """
            )
        ])
        XCTAssertEqual(calls[2]?.status, .invalidID)
        XCTAssertEqual(calls[2]?.reason, "the ID holds the control character U+001B, which a config cannot hold")
        XCTAssertEqual(calls[3]?.status, .invalidID)
        XCTAssertEqual(calls[3]?.reason, "the ID is empty: no config entry can record it")
        XCTAssertEqual(calls[4]?.status, .adoptable, "markup is text to a config: its writer escapes it")
        XCTAssertEqual(calls[4]?.eventID, "<script>alert(1)</script>")
    }

    func testACallInAFileThatDoesNotParseIsUnknownNotDropped() throws {
        let calls = try adopt([
            (
                "Broken.m",
                """
                @implementation Broken
                - (IBAction)a:(id)s { [WUserStatistics sendEventToServer:@"A"]; }
                /* never closed
                @end
                """
            )
        ])
        XCTAssertEqual(calls[2]?.status, .unknown)
        XCTAssertEqual(
            calls[2]?.reason,
            "its file could not be read whole (3:1: unterminated comment: '/*' has no closing '*/'; the rest of the file is not scanned)")
    }

    func testTheFixtureAppIsJudgedAsTheGoldenFileSays() throws {
        let app = RepositoryPaths.fixture("Adopt/App")
        let patterns = try ["+[WUserStatistics sendEventToServer:]", "-[Tracker logEvent:withParameters:]", "Analytics.track(_:)"].map {
            try TrackingCallPattern($0)
        }
        let scan = AdoptionScan(patterns: patterns, modules: [SourceModule(name: "Shop", folder: app + "/Cart")])
        guard case .result(let calls, let problems, let fileCount) = try scan.adopt([app]) else { return XCTFail("no result") }
        XCTAssertEqual(problems, [])
        XCTAssertEqual(fileCount, 8)
        let lines = calls.map { call in
            let place = call.file.replacingOccurrences(of: app + "/", with: "") + ":\(call.line):\(call.column)"
            return [place, call.status.rawValue, call.className ?? "-", call.target ?? "-", call.eventID ?? "-", call.reason ?? ""]
                .joined(separator: " | ")
        }
        try GoldenFile.assertMatches(lines.joined(separator: "\n") + "\n", "Adopt/calls.expected.txt")
    }
}
