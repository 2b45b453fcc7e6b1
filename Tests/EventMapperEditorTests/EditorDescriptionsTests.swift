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

/// What each event means: described in the page, kept beside the configs, and carried along
/// when the editor renames the ID.
final class EditorDescriptionsTests: EditorTestCase {
    var descriptionsFile: String { scratch.path("Configs/event-descriptions.json") }

    func testADescriptionIsSavedBesideTheConfigsAndAnEmptyOneRemoved() async throws {
        let file = descriptionsFile
        try await withEditor { client in
            let body = #"{"eventID":"CTRL_EVENT_HOME_FAV","description":"  Taps the star on the home page ","owner":"growth"}"#
            try await client.execute(uri: "/api/descriptions", method: .post, headers: Self.authorized, body: Self.body(body)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
                XCTAssertEqual(try Self.json(response)["file"] as? String, file)
            }
            XCTAssertEqual(
                try String(contentsOfFile: file, encoding: .utf8),
                """
                {
                  "version": 1,
                  "events": {
                    "CTRL_EVENT_HOME_FAV": { "description": "Taps the star on the home page", "owner": "growth" }
                  }
                }

                """)
            let empty = #"{"eventID":"CTRL_EVENT_HOME_FAV","description":"","owner":""}"#
            try await client.execute(uri: "/api/descriptions", method: .post, headers: Self.authorized, body: Self.body(empty)) { response in
                XCTAssertEqual((try Self.json(response)["events"] as? [String: Any])?.count, 0)
            }
            let bad = #"{"eventID":"not an id","description":"x"}"#
            try await client.execute(uri: "/api/descriptions", method: .post, headers: Self.authorized, body: Self.body(bad)) { response in
                XCTAssertEqual(response.status, .badRequest)
            }
        }
    }

    func testAChangeToADescriptionSomeoneElseChangedMeanwhileIsRefused() async throws {
        let file = descriptionsFile
        try await withEditor { client in
            // Two tabs show the ID without a description; the first saves one.
            let first =
                #"{"eventID":"PAGE_EVENT_DETAIL_ENTER","description":"Detail page shown","owner":"alice","#
                + #""previous":{"description":"","owner":""}}"#
            try await client.execute(uri: "/api/descriptions", method: .post, headers: Self.authorized, body: Self.body(first)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
            }
            let saved = try String(contentsOfFile: file, encoding: .utf8)
            // The second still shows none, and would blank the first's description.
            let second = #"{"eventID":"PAGE_EVENT_DETAIL_ENTER","description":"","owner":"bob","previous":{"description":"","owner":""}}"#
            try await client.execute(uri: "/api/descriptions", method: .post, headers: Self.authorized, body: Self.body(second)) { response in
                XCTAssertEqual(response.status, .conflict)
                XCTAssertEqual(
                    try Self.json(response)["lines"] as? [String],
                    [
                        "error: the description of PAGE_EVENT_DETAIL_ENTER was changed since this page showed it; "
                            + "reload to see it, then make your change again"
                    ])
            }
            XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), saved)
            // Shown as the file holds it (blanks as they were typed), the change is made.
            let third =
                #"{"eventID":"PAGE_EVENT_DETAIL_ENTER","description":"Detail page shown, once","owner":"bob","#
                + #""previous":{"description":" Detail page shown","owner":"alice"}}"#
            try await client.execute(uri: "/api/descriptions", method: .post, headers: Self.authorized, body: Self.body(third)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
                let events = try XCTUnwrap(try Self.json(response)["events"] as? [String: [String: String]])
                XCTAssertEqual(events["PAGE_EVENT_DETAIL_ENTER"], ["description": "Detail page shown, once", "owner": "bob"])
            }
        }
    }

    func testARenamedIDKeepsItsDescription() async throws {
        try EventDescriptions.update(descriptionsFile) { $0.set("PAGE_EVENT_DETAIL_ENTER", .init(description: "The detail page appears")) }
        try await withEditor { client in
            let fingerprints = try await client.execute(uri: "/api/overview", method: .get, headers: Self.authorized) { response in
                String(decoding: try JSONSerialization.data(withJSONObject: try XCTUnwrap(try Self.json(response)["fingerprints"])), as: UTF8.self)
            }
            let draft =
                #"{"steps":[{"kind":"rename","from":"PAGE_EVENT_DETAIL_ENTER","to":"PAGE_EVENT_DETAIL_SHOW"}],"fingerprints":\#(fingerprints)}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
            }
            try await client.execute(uri: "/api/descriptions", method: .get, headers: Self.authorized) { response in
                let events = try XCTUnwrap(try Self.json(response)["events"] as? [String: [String: String]])
                XCTAssertEqual(events, ["PAGE_EVENT_DETAIL_SHOW": ["description": "The detail page appears"]])
            }
        }
    }

    /// A pattern rename in a draft renames every ID it matches, and their descriptions follow.
    func testAPatternRenameKeepsEveryDescription() async throws {
        try EventDescriptions.update(descriptionsFile) {
            $0.set("PAGE_EVENT_DETAIL_ENTER", .init(description: "The detail page appears"))
            $0.set("PAGE_EVENT_HOME_ENTER", .init(description: "The home page appears"))
            $0.set("PAGE_EVENT_HOME_LEAVE", .init(description: "The home page goes"))
        }
        try await withEditor { client in
            let fingerprints = try await client.execute(uri: "/api/overview", method: .get, headers: Self.authorized) { response in
                String(decoding: try JSONSerialization.data(withJSONObject: try XCTUnwrap(try Self.json(response)["fingerprints"])), as: UTF8.self)
            }
            let draft = #"{"steps":[{"kind":"rename","from":"PAGE_EVENT_*_ENTER","to":"PAGE_EVENT_*_SHOW"}],"fingerprints":\#(fingerprints)}"#
            try await client.execute(uri: "/api/save", method: .post, headers: Self.authorized, body: Self.body(draft)) { response in
                XCTAssertEqual(response.status, .ok, String(buffer: response.body))
            }
            try await client.execute(uri: "/api/descriptions", method: .get, headers: Self.authorized) { response in
                let events = try XCTUnwrap(try Self.json(response)["events"] as? [String: [String: String]])
                XCTAssertEqual(
                    events,
                    [
                        "PAGE_EVENT_DETAIL_SHOW": ["description": "The detail page appears"],
                        "PAGE_EVENT_HOME_SHOW": ["description": "The home page appears"],
                        "PAGE_EVENT_HOME_LEAVE": ["description": "The home page goes"],
                    ])
            }
        }
    }

    func testADescriptionsFileNotInItsShapeIsRefusedNamingIt() async throws {
        let file = descriptionsFile
        try Data(#"{"events": []}"#.utf8).write(to: URL(fileURLWithPath: file))
        try await withEditor { client in
            try await client.execute(uri: "/api/descriptions", method: .get, headers: Self.authorized) { response in
                XCTAssertEqual(response.status, .serviceUnavailable)
                let line = try XCTUnwrap((try Self.json(response)["lines"] as? [String])?.first)
                XCTAssertTrue(line.hasPrefix("\(file): error: not a descriptions file"), line)
            }
        }
    }
}
