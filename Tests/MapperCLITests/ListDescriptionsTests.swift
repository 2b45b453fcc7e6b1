import Foundation
import TestSupport
import XCTest

/// `mapper list` shows what each event means, from `event-descriptions.json` beside the configs.
final class ListDescriptionsTests: XCTestCase {
    func testTheTableAndJSONShowDescriptionsAndTheCSVKeepsItsColumns() throws {
        let scratch = try makeScratchFolder("list-descriptions")
        try scratch.copy(RepositoryPaths.configs)
        try Data(
            #"{"version": 1, "events": {"CTRL_EVENT_DETAIL_SHARE": {"description": "Shares the detail page", "owner": "growth"}}}"#.utf8
        ).write(to: URL(fileURLWithPath: scratch.path("Configs/event-descriptions.json")))
        let configs = scratch.path("Configs")
        let table = try MapperProcess.run(["list", "Detail*", "--config", configs])
        XCTAssertEqual(table.status, 0, table.standardError)
        let lines = table.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertNotNil(lines.first?.wholeMatch(of: /class +kind +trigger +event ID +location +description/), table.standardOutput)
        XCTAssertTrue(lines.contains { $0.contains("CTRL_EVENT_DETAIL_SHARE") && $0.hasSuffix("Shares the detail page") }, table.standardOutput)
        let json = try MapperProcess.run(["list", "Detail*", "--config", configs, "--format", "json"])
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        let share = try XCTUnwrap(rows.first { $0["eventID"] as? String == "CTRL_EVENT_DETAIL_SHARE" })
        XCTAssertEqual(share["description"] as? String, "Shares the detail page")
        XCTAssertEqual(share["owner"] as? String, "growth")
        let csv = try MapperProcess.run(["list", "Detail*", "--config", configs, "--format", "csv"])
        XCTAssertTrue(csv.standardOutput.hasPrefix("class,kind,trigger,event_id,file,line,column\r\n"), csv.standardOutput)
    }

    /// A description is free text anyone can write, in the editor too: a line break in it stays
    /// in its cell, so that no description can pass for a row of the table.
    func testALineBreakInADescriptionStaysInItsCell() throws {
        let scratch = try makeScratchFolder("list-description-lines")
        try scratch.copy(RepositoryPaths.configs)
        let fake = "Favourite tapped\\nHomeViewController  control  onFake:  CTRL_FAKE  Configs/Fake.plist:1:1\\r"
        try Data(#"{"version": 1, "events": {"CTRL_EVENT_HOME_FAV": {"description": "\#(fake)"}}}"#.utf8)
            .write(to: URL(fileURLWithPath: scratch.path("Configs/event-descriptions.json")))
        let table = try MapperProcess.run(["list", "HomeViewController", "--config", scratch.path("Configs")])
        XCTAssertEqual(table.status, 0, table.standardError)
        let lines = table.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertFalse(lines.contains { $0.hasPrefix("HomeViewController  control  onFake:") }, table.standardOutput)
        let cell = #"Favourite tapped\nHomeViewController  control  onFake:  CTRL_FAKE  Configs/Fake.plist:1:1\r"#
        XCTAssertTrue(lines.contains { $0.contains("CTRL_EVENT_HOME_FAV") && $0.hasSuffix(cell) }, table.standardOutput)
    }
}
