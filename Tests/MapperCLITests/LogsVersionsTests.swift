import Foundation
import TestSupport
import XCTest

/// `mapper logs report` over app versions and against an earlier report, on
/// `Tests/Fixtures/LogVersions/logs`: version 2026.1 taps `onFavBtnPressed_UA:`, which the
/// sample config maps; 2026.2 renamed it `onFavoriteBtnPressed_UA:`, which nothing maps.
final class LogsVersionsTests: XCTestCase {
    private let logs = "Tests/Fixtures/LogVersions/logs"
    private let firstVersion = "Tests/Fixtures/LogVersions/logs/2026-01-01_userStatisics_.log"
    private let secondVersion = "Tests/Fixtures/LogVersions/logs/2026-02-01_userStatisics_.log"
    private let code = ["--config", "Configs", "--registry", "Examples/SampleApp/registry.json"]

    func testARenamedActionShowsAsStoppedBesideItsNewName() throws {
        let table = try MapperProcess.run(["logs", "report", logs] + code)
        XCTAssertEqual(table.status, 0, table.standardError)
        try GoldenFile.assertMatches(table.standardOutput, "LogVersions/expected/report.txt")
        let markdown = try MapperProcess.run(["logs", "report", logs, "--format", "markdown"] + code)
        try GoldenFile.assertMatches(markdown.standardOutput, "LogVersions/expected/report.md")
    }

    func testJSONSaysWhichVersionsRecordedEachEventAndWhatChanged() throws {
        let result = try MapperProcess.run(["logs", "report", logs, "--format", "json"] + code)
        XCTAssertEqual(result.status, 0, result.standardError)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let events = try XCTUnwrap(report["events"] as? [[String: Any]])
        let favourite = try XCTUnwrap(events.first { $0["eventID"] as? String == "CTRL_EVENT_HOME_FAV" })
        XCTAssertEqual(favourite["seenInVersions"] as? [String], ["2026.1"])
        let enter = try XCTUnwrap(events.first { $0["eventID"] as? String == "PAGE_EVENT_HOME_ENTER" })
        XCTAssertEqual(enter["seenInVersions"] as? [String], ["2026.1", "2026.2"])
        let unmapped = try XCTUnwrap(report["unmapped"] as? [[String: Any]])
        XCTAssertEqual(unmapped.map { $0["seenInVersions"] as? [String] }, [["2026.2"]])
        let changes = try XCTUnwrap(report["versionChanges"] as? [String: Any])
        XCTAssertEqual(changes["latest"] as? String, "2026.2")
        let stopped = try XCTUnwrap(changes["stopped"] as? [[String: Any]])
        XCTAssertEqual(stopped.map { $0["eventID"] as? String }, ["CTRL_EVENT_HOME_FAV"])
        let started = try XCTUnwrap(changes["started"] as? [[String: Any]])
        XCTAssertEqual(started.map { $0["trigger"] as? String }, ["onFavoriteBtnPressed_UA:"])
        XCTAssertTrue(started[0]["eventID"] is NSNull, "an unmapped interaction's eventID is null")
    }

    func testOneVersionHasNoVersionColumnAndNoChanges() throws {
        let result = try MapperProcess.run(["logs", "report", firstVersion, "--format", "json"] + code)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertNil(report["versionChanges"], "no key without two named versions")
        let table = try MapperProcess.run(["logs", "report", firstVersion] + code)
        XCTAssertFalse(table.standardOutput.contains("app versions"), table.standardOutput)
        XCTAssertFalse(table.standardOutput.contains("What changed"), table.standardOutput)
    }

    func testBaselineListsWhatStartedAndStoppedFiring() throws {
        let scratch = try makeScratchFolder("baseline")
        let earlier = try MapperProcess.run(["logs", "report", firstVersion, "--format", "json", "-o", scratch.path("january.json")] + code)
        XCTAssertEqual(earlier.status, 0, earlier.standardError)
        try scratch.copyFixture("LogVersions/logs/2026-02-01_userStatisics_.log", as: "february.log")
        let repository = MapperProcess.repositoryRoot.path
        let compared = try MapperProcess.run(
            [
                "logs", "report", "february.log", "--baseline", "january.json", "--config", repository + "/Configs", "--registry",
                repository + "/Examples/SampleApp/registry.json",
            ], in: scratch.url)
        XCTAssertEqual(compared.status, 0, compared.standardError)
        let section = try XCTUnwrap(compared.standardOutput.range(of: "Compared with")).lowerBound
        XCTAssertEqual(
            String(compared.standardOutput[section...]),
            """
            Compared with january.json (stopped: records then, none now; started: none then, records now)
              change   event                class               trigger                   before  now
              stopped  CTRL_EVENT_HOME_FAV  HomeViewController  onFavBtnPressed_UA:       2       0
              started  (unmapped)           HomeViewController  onFavoriteBtnPressed_UA:  0       1

            """)
        let json = try MapperProcess.run(
            ["logs", "report", secondVersion, "--baseline", scratch.path("january.json"), "--format", "json"] + code)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let baseline = try XCTUnwrap(report["baseline"] as? [String: Any])
        XCTAssertEqual((baseline["stopped"] as? [[String: Any]])?.map { $0["before"] as? Int }, [2])
        XCTAssertEqual((baseline["started"] as? [[String: Any]])?.map { $0["now"] as? Int }, [1])
    }

    func testABaselineThatIsNotAReportIsRefusedWhereItGoesWrong() throws {
        let scratch = try makeScratchFolder("baseline")
        try Data(#"{"events": [{"eventID": 3, "className": "A", "trigger": "Enter", "count": 1}], "unmapped": {}}"#.utf8)
            .write(to: scratch.url.appendingPathComponent("wrong.json"))
        try Data("[\n".utf8).write(to: scratch.url.appendingPathComponent("cut.json"))
        let repository = MapperProcess.repositoryRoot.path
        let expected = [
            "wrong.json": """
            wrong.json:1:25: error: 'eventID' must be a string
            wrong.json:1:92: error: 'unmapped' must be a list, as in a report written with --format json

            """,
            "cut.json": """
            cut.json:2:1: error: the earlier report is not JSON (write it with --format json): unexpected end of file, expected a value

            """,
            "/dev/zero": """
            /dev/zero: error: cannot read the earlier report: it is a character device, not a regular file

            """,
        ]
        for (baseline, message) in expected {
            let result = try MapperProcess.run(
                ["logs", "report", repository + "/" + firstVersion, "--baseline", baseline, "--config", repository + "/Configs", "-o", "out.txt"],
                in: scratch.url)
            XCTAssertEqual(result.status, 2, baseline)
            XCTAssertEqual(result.standardError, message)
            XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.path("out.txt")), "nothing is written")
        }
    }

    func testHTMLHasEveryTableWithACSVOfAllItsRows() throws {
        let result = try MapperProcess.run(["logs", "report", logs, "--format", "html"] + code)
        XCTAssertEqual(result.status, 0, result.standardError)
        let page = result.standardOutput
        for table in ["events", "never-seen", "unmapped", "time-on-page", "versions", "version-changes"] {
            XCTAssertTrue(page.contains("<table data-table=\"\(table)\">"), table)
            XCTAssertTrue(page.contains("download=\"\(table).csv\""), table)
        }
        let link = try XCTUnwrap(page.range(of: "data-csv=\"version-changes\"")).lowerBound
        let href = try XCTUnwrap(page[..<link].range(of: "base64,", options: .backwards)).upperBound
        let encoded = page[href...].prefix { $0 != "\"" }
        let csv = String(decoding: try XCTUnwrap(Data(base64Encoded: String(encoded))), as: UTF8.self)
        XCTAssertEqual(
            csv,
            "change,event,class,trigger,count,app versions\r\n"
                + "stopped,CTRL_EVENT_HOME_FAV,HomeViewController,onFavBtnPressed_UA:,2,2026.1\r\n"
                + "started,(unmapped),HomeViewController,onFavoriteBtnPressed_UA:,1,2026.2\r\n")
    }
}
