import EventMapCore
import EventMapper
@testable import EventMapperEditor
import EventMapperTools
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import TestSupport
import XCTest

/// The editor's API through Hummingbird's router, without a socket: every edit, the checks on
/// drafts, the conflict path, and each refusal, on a copy of the sample configs.
final class EditorAPITests: EditorTestCase {
    func testThePageIsServedWithoutTheTokenButHoldsNoDataAndSetsNoCookie() async throws {
        try await withEditor { client in
            try await client.execute(uri: "/", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                let page = String(buffer: response.body)
                XCTAssertTrue(page.contains("<h1>Event map editor</h1>"))
                XCTAssertFalse(page.contains("CTRL_EVENT_DETAIL_SHARE"), "the page's data comes from the API, with the token")
                XCTAssertNil(response.headers[.setCookie], "a cookie for 127.0.0.1 would reach every other server on it")
                XCTAssertEqual(
                    response.headers[HTTPField.Name("Content-Security-Policy")!],
                    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
                )
            }
        }
    }

    func testAnUnknownPathOrMethodIsAnsweredInWords() async throws {
        try await withEditor { client in
            try await client.execute(uri: "/api/save", method: .get, headers: Self.authorized) { response in
                XCTAssertEqual(response.status, .notFound)
                XCTAssertEqual(try Self.json(response)["error"] as? String, "there is no GET /api/save in this editor")
                XCTAssertEqual(response.headers[.cacheControl], "no-store")
            }
        }
    }

    func testARequestWithoutTheTokenOrWithAnotherIsRefusedWithAReason() async throws {
        try await withEditor { client in
            for headers: HTTPFields in [[:], [EditorAccess.headerName: "guess"], [.cookie: "mapper-edit-token=\(Self.token)"]] {
                try await client.execute(uri: "/api/overview", method: .get, headers: headers) { response in
                    XCTAssertEqual(response.status, .unauthorized)
                    XCTAssertEqual(
                        try Self.json(response)["error"] as? String,
                        "open the editor with the address mapper edit printed (it holds the token); this browser has not been given it, or the editor was restarted"
                    )
                }
            }
            try await client.execute(uri: "/export", method: .get) { response in
                XCTAssertEqual(response.status, .unauthorized)
                XCTAssertTrue(String(buffer: response.body).hasPrefix("<!doctype html>"), "a page request is answered with a page that says why")
            }
        }
    }

    func testAnotherHostIsRefusedEvenWithTheToken() {
        let access = EditorAccess(token: Self.token, port: 8765)
        for host in ["evil.example:8765", "127.0.0.1:9999", "localhost.evil.example:8765", "127.0.0.1"] {
            let decision = access.decide(method: .get, authority: host, path: "/api/overview", origin: nil, fetchSite: nil, token: Self.token)
            XCTAssertEqual(
                decision,
                .refuse(
                    EditorRefusal(
                        .forbidden,
                        "this editor answers only at the address it printed (http://127.0.0.1:…); the request named the host '\(host)'")),
                host)
        }
        for host in ["127.0.0.1:8765", "localhost:8765"] {
            XCTAssertEqual(
                access.decide(method: .get, authority: host, path: "/api/overview", origin: nil, fetchSite: nil, token: Self.token),
                .allow)
        }
    }

    func testAWriteFromAnotherSiteIsRefused() async throws {
        try await withEditor { client in
            var headers = Self.authorized
            headers[.origin] = "http://evil.example"
            try await client.execute(uri: "/api/check", method: .post, headers: headers, body: Self.body(#"{"steps":[]}"#)) { response in
                XCTAssertEqual(response.status, .forbidden)
                XCTAssertEqual(
                    try Self.json(response)["error"] as? String,
                    "a change must come from the editor's own page; this one came from http://evil.example")
            }
            headers[.origin] = nil
            headers[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
            try await client.execute(uri: "/api/check", method: .post, headers: headers, body: Self.body(#"{"steps":[]}"#)) { response in
                XCTAssertEqual(response.status, .forbidden)
            }
        }
    }

    func testAnOversizedOrMalformedBodyIsRefused() async throws {
        try await withEditor { client in
            let large = "{\"steps\":[" + String(repeating: " ", count: EditorRoutes.bodyLimit) + "]}"
            try await client.execute(uri: "/api/check", method: .post, headers: Self.authorized, body: Self.body(large)) { response in
                XCTAssertEqual(response.status, .contentTooLarge)
                XCTAssertEqual(try Self.json(response)["error"] as? String, "the request is larger than 1024 KiB; send a smaller one")
            }
            try await client.execute(uri: "/api/check", method: .post, headers: Self.authorized, body: Self.body("[1")) { response in
                XCTAssertEqual(response.status, .badRequest)
            }
            var plain = Self.authorized
            plain[.contentType] = "text/plain"
            try await client.execute(uri: "/api/check", method: .post, headers: plain, body: Self.body(#"{"steps":[]}"#)) { response in
                XCTAssertEqual(response.status, .unsupportedMediaType)
            }
        }
    }

    func testTheOverviewListsPagesWithCoverageAndTheScreensNoConfigMentions() async throws {
        try await withEditor { client in
            try await client.execute(uri: "/api/overview?limit=2", method: .get, headers: Self.authorized) { response in
                XCTAssertEqual(response.status, .ok)
                let answer = try Self.json(response)
                let overview = try XCTUnwrap(answer["overview"] as? [String: Any])
                XCTAssertEqual(overview["matched"] as? Int, 5)
                XCTAssertEqual(
                    (overview["rows"] as? [[String: Any]])?.map { $0["className"] as? String }, ["DetailViewController", "HomeViewController"])
                let totals = try XCTUnwrap(overview["totals"] as? [String: Any])
                XCTAssertEqual(totals["pages"] as? Int, 4)
                XCTAssertEqual(totals["screensNotTracked"] as? Int, 1)
                XCTAssertEqual((answer["fingerprints"] as? [String: String])?.count, 2)
            }
            try await client.execute(uri: "/api/overview?filter=unconfigured", method: .get, headers: Self.authorized) { response in
                let rows = try XCTUnwrap((try Self.json(response)["overview"] as? [String: Any])?["rows"] as? [[String: Any]])
                XCTAssertEqual(rows.map { $0["className"] as? String }, ["BaseViewController"])
            }
            try await client.execute(uri: "/api/overview?q=ctrl_event_home_fav", method: .get, headers: Self.authorized) { response in
                let rows = try XCTUnwrap((try Self.json(response)["overview"] as? [String: Any])?["rows"] as? [[String: Any]])
                XCTAssertEqual(rows.map { $0["className"] as? String }, ["HomeViewController"])
            }
            try await client.execute(uri: "/api/overview?filter=nonsense", method: .get, headers: Self.authorized) { response in
                XCTAssertEqual(response.status, .badRequest)
                XCTAssertEqual(
                    try Self.json(response)["error"] as? String, "unknown filter 'nonsense'; one of all, problems, untracked, unconfigured")
            }
        }
    }

    /// An entry the model leaves out (a malformed class name) ends the page before it: its
    /// problem is not that page's, and does not stop that page being edited.
    func testAnEntryLeftOutForItsNameIsNotBlamedOnThePageBeforeIt() async throws {
        let bad =
            "\t<key>Favourites ViewController</key>\n\t<dict>\n\t\t<key>PageEventIDs</key>\n\t\t<dict>\n"
            + "\t\t\t<key>Enter</key>\n\t\t\t<string>PAGE_EVENT_FAV_ENTER</string>\n\t\t</dict>\n\t</dict>\n"
        let original = try String(contentsOfFile: plist, encoding: .utf8)
        try original.replacingOccurrences(of: "\t<key>HomeViewController</key>\n", with: bad + "\t<key>HomeViewController</key>\n")
            .write(toFile: plist, atomically: true, encoding: .utf8)
        try await withEditor { client in
            try await client.execute(uri: "/api/overview", method: .get, headers: Self.authorized) { response in
                let overview = try XCTUnwrap(try Self.json(response)["overview"] as? [String: Any])
                let rows = try XCTUnwrap(overview["rows"] as? [[String: Any]])
                let detail = try XCTUnwrap(rows.first { $0["className"] as? String == "DetailViewController" })
                XCTAssertEqual(detail["errors"] as? Int, 0)
                // Shown on its own, since no row holds it.
                let outside = try XCTUnwrap(overview["outsidePages"] as? [[String: Any]])
                XCTAssertEqual(outside.map { $0["rule"] as? String }, ["malformed-name"])
                XCTAssertEqual(outside.first?["line"] as? Int, 20)
                XCTAssertEqual(outside.first?["message"] as? String, "'Favourites ViewController' is not a class name")
            }
            let draft = #"{"steps":[{"kind":"set","class":"DetailViewController","event":"Leave","eventID":"PAGE_EVENT_DETAIL_EXIT"}]}"#
            try await client.execute(uri: "/api/check", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
                XCTAssertEqual(
                    (try Self.json(response)["changes"] as? [[String: Any]])?.map { $0["text"] as? String },
                    ["~ DetailViewController Leave PAGE_EVENT_DETAIL_LEAVE → PAGE_EVENT_DETAIL_EXIT"])
            }
        }
    }

    func testADraftIsCheckedByTheValidatorsRulesWithTheSuggestion() async throws {
        let plist = plist
        try await withEditor { client in
            let draft = #"{"steps":[{"kind":"set","class":"DetailViewController","action":"onBackBtnPresed:","eventID":"CTRL_EVENT_DETAIL_BACK"}]}"#
            try await client.execute(uri: "/api/check", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok)
                let answer = try Self.json(response)
                XCTAssertEqual(answer["blocksSave"] as? Bool, true)
                let introduced = try XCTUnwrap(answer["introduced"] as? [[String: Any]])
                XCTAssertEqual(introduced.count, 1)
                XCTAssertEqual(introduced.first?["rule"] as? String, "undeclared-action")
                XCTAssertEqual(introduced.first?["file"] as? String, plist)
                XCTAssertEqual(introduced.first?["line"] as? Int, 5, "while typing, a new entry is placed at its page's key")
                XCTAssertEqual(introduced.first?["column"] as? Int, 2)
                XCTAssertEqual(
                    introduced.first?["message"] as? String,
                    "-[DetailViewController onBackBtnPresed:] is configured but DetailViewController declares no such action")
                XCTAssertEqual(introduced.first?["suggestion"] as? String, "did you mean onBackBtnPressed:?")
                XCTAssertEqual(
                    (answer["changes"] as? [[String: Any]])?.map { $0["text"] as? String },
                    ["+ DetailViewController onBackBtnPresed: → CTRL_EVENT_DETAIL_BACK"])
            }
        }
        XCTAssertEqual(try String(contentsOfFile: plist, encoding: .utf8), try String(contentsOfFile: RepositoryPaths.plist, encoding: .utf8))
    }

    func testTheReviewMakesTheDraftThroughTheEditPathWithTheTextAndTheExactPlace() async throws {
        let plist = plist
        try await withEditor { client in
            let draft = #"{"steps":[{"kind":"set","class":"DetailViewController","action":"onBackBtnPresed:","eventID":"CTRL_EVENT_DETAIL_BACK"}]}"#
            try await client.execute(uri: "/api/review", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok)
                let answer = try Self.json(response)
                let introduced = try XCTUnwrap((answer["introduced"] as? [[String: Any]])?.first)
                XCTAssertEqual(introduced["line"] as? Int, 9)
                XCTAssertEqual(introduced["column"] as? Int, 4)
                XCTAssertEqual(
                    answer["diff"] as? String,
                    """
                    --- a/\(plist)
                    +++ b/\(plist)
                    @@ -6,6 +6,8 @@
                     \t<dict>
                     \t\t<key>ControlEventIDs</key>
                     \t\t<dict>
                    +\t\t\t<key>onBackBtnPresed:</key>
                    +\t\t\t<string>CTRL_EVENT_DETAIL_BACK</string>
                     \t\t\t<key>onShareBtnPressed:</key>
                     \t\t\t<string>CTRL_EVENT_DETAIL_SHARE</string>
                     \t\t</dict>

                    """)
            }
        }
    }

    func testACheckReportsItsTimesAsServerTiming() async throws {
        try await withEditor { client in
            let steps = #""steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_X"}]"#
            var answers: [String] = []
            for (body, scope) in [("{\(steps)}", #""1 page""#), (#"{\#(steps),"wholeSet":true}"#, #""whole set""#)] {
                try await client.execute(uri: "/api/check", method: .post, headers: Self.authorized, body: Self.body(body)) { response in
                    let timing = try XCTUnwrap(response.headers[HTTPField.Name("Server-Timing")!])
                    let expected = try Regex("draft;dur=[0-9.]+, rules;dur=[0-9.]+;desc=\(scope), check;dur=[0-9.]+")
                    XCTAssertNotNil(timing.wholeMatch(of: expected), timing)
                    answers.append(String(buffer: response.body))
                }
            }
            // Re-checking the page the draft touches finds what the rules find on the whole set.
            XCTAssertEqual(answers.first, answers.last)
        }
    }

    func testAStepTheEditPathRefusesNamesTheStep() async throws {
        try await withEditor { client in
            let draft =
                #"{"steps":[{"kind":"set","class":"HomeViewController","event":"Enter","eventID":"PAGE_X"},{"kind":"unset","class":"HomeViewController","action":"onSharBtnPressed:"}]}"#
            try await client.execute(uri: "/api/check", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok, "a refused step is what the check found")
                let answer = try Self.json(response)
                XCTAssertEqual(answer["refused"] as? Bool, true)
                XCTAssertEqual(answer["step"] as? Int, 1)
                XCTAssertEqual(
                    answer["lines"] as? [String], ["error: -[HomeViewController onSharBtnPressed:] is not mapped; did you mean 'onShareBtnPressed:'?"]
                )
            }
            let unknown = #"{"steps":[{"kind":"explode","class":"HomeViewController"}]}"#
            try await client.execute(uri: "/api/check", method: .post, headers: Self.authorized, body: Self.body(unknown)) { response in
                XCTAssertEqual(response.status, .badRequest)
                XCTAssertEqual(
                    try Self.json(response)["error"] as? String, "step 1 is not a change the editor makes: 'explode' with these fields")
            }
        }
    }

    func testANewClassGoesOnlyToAFileOfTheSet() async throws {
        try await withEditor { client in
            for file in ["../../etc/passwd", "/etc/hosts"] {
                let draft = #"{"steps":[{"kind":"set","class":"NewViewController","event":"Enter","eventID":"PAGE_NEW_ENTER","file":"\#(file)"}]}"#
                try await client.execute(uri: "/api/check", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                    XCTAssertEqual(response.status, .ok)
                    let lines = try XCTUnwrap(try Self.json(response)["lines"] as? [String])
                    XCTAssertTrue(lines.first?.hasPrefix("error: \(file) is not a config of the set") == true, "\(lines)")
                }
            }
        }
    }

    func testAConfigThatStopsParsingIsShownWithItsLocatedErrors() async throws {
        let broken = scratch.path("Configs/SettingsPages.xml")
        try await withEditor { client in
            try Data("<event-map version=\"1\">\n<page class=\"A\"></event-map>\n".utf8).write(to: URL(fileURLWithPath: broken))
            try await client.execute(uri: "/api/overview", method: .get, headers: Self.authorized) { response in
                XCTAssertEqual(response.status, .ok)
                let unparsed = try XCTUnwrap(try Self.json(response)["unparsed"] as? [[String: Any]])
                XCTAssertEqual(unparsed.first?["file"] as? String, broken)
                let problem = try XCTUnwrap((unparsed.first?["problems"] as? [[String: Any]])?.first)
                XCTAssertEqual(problem["rule"] as? String, "malformed-xml")
                XCTAssertEqual(problem["line"] as? Int, 2)
            }
        }
    }

    func testAnEditedListingBecomesTheStepsImportWouldMake() async throws {
        let plist = plist
        try await withEditor { client in
            let listing = try await client.execute(uri: "/api/export.csv", method: .get, headers: Self.authorized) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.headers[.contentType], "text/csv; charset=utf-8")
                return String(buffer: response.body)
            }
            let edited = listing.replacingOccurrences(of: "PAGE_EVENT_HOME_ENTER", with: "PAGE_EVENT_HOME_SHOW")
            XCTAssertNotEqual(edited, listing)
            var headers = Self.authorized
            headers[.contentType] = "text/csv"
            try await client.execute(uri: "/api/import?name=edited.csv", method: .post, headers: headers, body: Self.body(edited)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
                let steps = try XCTUnwrap(try Self.json(response)["steps"] as? [[String: Any]])
                XCTAssertEqual(steps.count, 1)
                XCTAssertEqual(steps.first?["kind"] as? String, "set")
                XCTAssertEqual(steps.first?["class"] as? String, "HomeViewController")
                XCTAssertEqual(steps.first?["event"] as? String, "Enter")
                XCTAssertEqual(steps.first?["eventID"] as? String, "PAGE_EVENT_HOME_SHOW")
                XCTAssertEqual(steps.first?["file"] as? String, plist)
            }
            let broken = "class,kind,trigger,event_id\nHomeViewController,page,Enter,\n"
            try await client.execute(uri: "/api/import?name=broken.csv", method: .post, headers: headers, body: Self.body(broken)) { response in
                XCTAssertEqual(response.status, .unprocessableContent)
                let lines = try XCTUnwrap(try Self.json(response)["lines"] as? [String])
                XCTAssertTrue(lines.last?.hasPrefix("error: broken.csv") == true, "\(lines)")
            }
        }
    }
}
