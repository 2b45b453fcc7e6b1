import Foundation
import TestSupport
import XCTest

/// `mapper logs report`'s page flow: each page view counted from the page before it in the same
/// session (a file, a device header or a launch starts one), and each session's first pages.
final class LogsFlowTests: XCTestCase {
    private let code = ["--config", "Configs", "--registry", "Examples/SampleApp/registry.json"]

    /// `Tests/Fixtures/LogFlow`: a launch, Home → Detail → Home (the last named
    /// `SampleApp.HomeViewController`, one page with `HomeViewController` as in the config),
    /// another launch, Home → Settings; then another device's file, Home → Detail.
    func testTransitionsAndPathsOfTheFixture() throws {
        let result = try MapperProcess.run(["logs", "report", "Tests/Fixtures/LogFlow"] + code)
        XCTAssertEqual(result.status, 0, result.standardError)
        let start = try XCTUnwrap(result.standardOutput.range(of: "Page flow")).lowerBound
        let flow = String(result.standardOutput[start...])
        XCTAssertEqual(
            flow,
            """
            Page flow (each page view, from the page viewed before it in the session)
              from                  to                      views  share of views after from
              (start)               HomeViewController      3      100.0%
              HomeViewController    DetailViewController    2      66.7%
              DetailViewController  HomeViewController      1      100.0%
              HomeViewController    SettingsViewController  1      33.3%

            Session paths (the first 4 pages of each session)
              path                                                            sessions
              HomeViewController → DetailViewController                       1
              HomeViewController → DetailViewController → HomeViewController  1
              HomeViewController → SettingsViewController                     1

            """)
    }

    /// A 3 MB log, read in 1 MiB chunks on every core: a session that spans chunks is followed
    /// across them, as a plain count in order gives it.
    func testFlowAcrossChunksIsTheCountInOrder() throws {
        let scratch = try makeScratchFolder("flow")
        let pages = ["HomeViewController", "DetailViewController", "SettingsViewController", "NotificationSettingsViewController"]
        var lines: [String] = []
        var expected: [String: Int] = [:]
        var previous: String?
        var generator = SeededGenerator(seed: 7)
        for index in 0..<70_000 {
            let roll = generator.next() % 100
            if index % 20_000 == 0 || roll < 2 {
                lines.append(
                    index % 20_000 == 0
                        ? "iPhone 15,iPhone15,4,iPhone OS,17.4,C0C0C0C0-3333-4444-8555-A6667777888\(index / 20_000),2026.1,261"
                        : "0,\(1_767_225_600 + index),,启动")
                previous = nil
                continue
            }
            let page = pages[Int(generator.next() % UInt64(pages.count))]
            lines.append("1,\(1_767_225_600 + index),\(page),进入\(page)")
            expected["\(previous ?? "(start)") → \(page)", default: 0] += 1
            previous = page
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: scratch.url.appendingPathComponent("day.log"))
        let result = try MapperProcess.run(["logs", "report", scratch.path("day.log"), "--format", "json"] + code)
        XCTAssertEqual(result.status, 0, result.standardError)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let transitions = try XCTUnwrap((report["flow"] as? [String: Any])?["transitions"] as? [[String: Any]])
        var counted: [String: Int] = [:]
        for transition in transitions {
            counted["\(transition["from"] as? String ?? "?") → \(transition["to"] as? String ?? "?")"] = transition["views"] as? Int
        }
        XCTAssertGreaterThan(expected.count, 16)
        XCTAssertEqual(counted, expected)
    }

    /// The same kind of log through `annotate`, whose rows are written on every core a chunk at
    /// a time: each tap's page and each page view's referrer are what reading in order gives.
    func testAnnotatePageAndReferrerAcrossChunks() throws {
        let scratch = try makeScratchFolder("flow")
        let pages = ["HomeViewController", "DetailViewController", "SampleApp.SettingsViewController"]
        var lines: [String] = []
        var expected: [(page: String?, referrer: String?)] = []
        var current: String?
        var generator = SeededGenerator(seed: 11)
        for index in 0..<60_000 {
            let time = 1_767_225_600 + index
            switch generator.next() % 100 {
            case 0:
                // A header also starts a session; it is not a record.
                lines.append("iPhone 15,iPhone15,4,iPhone OS,17.4,C0C0C0C0-3333-4444-8555-A666777788\(10 + index % 90),2026.1,261")
                current = nil
                continue
            case 1:
                lines.append("0,\(time),,启动")
                expected.append((nil, nil))
                current = nil
            case 2..<40:
                let page = pages[Int(generator.next() % UInt64(pages.count))]
                lines.append("1,\(time),\(page),进入")
                expected.append((nil, current))
                current = page
            case 40..<45:
                lines.append("1,not-a-time,HomeViewController,进入")
            default:
                lines.append("100,\(time),UIButton|HomeViewController|onFavBtnPressed_UA:|0|{{0, 100}, {100, 100}}|,UIButton点击事件")
                expected.append((current, nil))
            }
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: scratch.url.appendingPathComponent("day.log"))
        let result = try MapperProcess.run(["logs", "annotate", scratch.path("day.log"), "--config", "Configs"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let rows = try result.standardOutput.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(rows.count, expected.count)
        var differences = 0
        for (row, want) in zip(rows, expected) where row["page"] as? String != want.page || row["referrer"] as? String != want.referrer {
            differences += 1
            if differences <= 3 { XCTFail("line \(row["line"] ?? "?"): \(row["page"] ?? "nil")/\(row["referrer"] ?? "nil"), expected \(want)") }
        }
        XCTAssertEqual(differences, 0)
    }
}
