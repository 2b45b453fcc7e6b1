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
        var generator = SplitMix(seed: 7)
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
}

/// A small seeded generator, so that the generated log is the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
