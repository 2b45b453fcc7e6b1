import Foundation
import TestSupport
import XCTest

/// `mapper logs annotate` and `mapper logs report` on the fixtures in `Tests/Fixtures/Logs`: the
/// format's edge cases (commas and `|` in the info, negative and fractional frames, CRLF, a
/// missing header, an empty file, a zip holding folders and non-log files, a truncated last
/// line), golden outputs, and refusals of what is not a log.
final class LogsCommandTests: XCTestCase {
    private let fixtures = "Tests/Fixtures/Logs"

    func testAnnotatesEveryRecordAsJSONLines() throws {
        let result = try MapperProcess.run(["logs", "annotate", fixtures, "--config", "Configs"])
        XCTAssertEqual(result.status, 0, result.standardError)
        try GoldenFile.assertMatches(result.standardOutput, "Logs/expected/annotate.jsonl")
        try GoldenFile.assertMatches(result.standardError, "Logs/expected/annotate.stderr")
    }

    func testAnnotatesAsCSVWithTheListingsColumnName() throws {
        let result = try MapperProcess.run(["logs", "annotate", fixtures, "--config", "Configs", "--format", "csv"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let header = "file,line,device,app_version,time,type,class,action,control_class,tag,info,event_id,"
        XCTAssertTrue(result.standardOutput.hasPrefix(header + "device_model,system_version,app_build,page,referrer\r\n"))
        try GoldenFile.assertMatches(result.standardOutput, "Logs/expected/annotate.csv")
    }

    func testEveryRowIsJSONWithTheDocumentedFields() throws {
        let result = try MapperProcess.run(["logs", "annotate", fixtures, "--config", "Configs"])
        let rows = try result.standardOutput.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
        XCTAssertEqual(rows.count, 27)
        let expectedKeys: Set = [
            "file", "line", "device", "appVersion", "time", "type", "class", "action", "controlClass", "tag", "info", "eventID", "deviceModel",
            "systemVersion", "appBuild", "page", "referrer",
        ]
        for row in rows { XCTAssertEqual(Set(row.keys), expectedKeys) }
        let share = try XCTUnwrap(rows.first { $0["line"] as? Int == 4 && ($0["file"] as? String)?.hasSuffix("08_userStatisics_.log") == true })
        XCTAssertEqual(share["info"] as? String, "Share, now | later")
        XCTAssertEqual(share["eventID"] as? String, "CTRL_EVENT_HOME_FAV")
        XCTAssertEqual(share["device"] as? String, "CD392B37-7B30-471B-8D40-5D4E7D243369")
        // The header `Anna's iPhone, work,iPhone9,1,iPhone OS,10.3,…,2.1,210`: a name and a model with commas.
        XCTAssertEqual(share["deviceModel"] as? String, "iPhone9,1")
        XCTAssertEqual(share["systemVersion"] as? String, "10.3")
        XCTAssertEqual(share["appBuild"] as? String, "210")
        XCTAssertEqual(share["page"] as? String, "HomeViewController", "the tap's page: the session's last page view")
        XCTAssertTrue(share["referrer"] is NSNull)
        let qualified = try XCTUnwrap(rows.first { $0["class"] as? String == "SampleApp.HomeViewController" })
        XCTAssertEqual(qualified["eventID"] as? String, "CTRL_EVENT_HOME_SHARE")
        XCTAssertEqual(qualified["tag"] as? Int, -2)
    }

    func testReadsStandardInputAndAHeaderInTheMiddleStartsTheNextDevice() throws {
        let first = try Data(contentsOf: RepositoryPaths.fixtures.appendingPathComponent("Logs/device-a/2016-09-09_userStatisics_.log"))
        let second = try Data(contentsOf: RepositoryPaths.fixtures.appendingPathComponent("Logs/expected/uploads-entry.log.txt"))
        let result = try MapperProcess.run(["logs", "annotate", "-", "--config", "Configs"], input: first + second)
        XCTAssertEqual(result.status, 0, result.standardError)
        let devices = result.standardOutput.split(separator: "\n").map { String($0.split(separator: ",")[2]) }
        XCTAssertEqual(devices.first, "\"device\":\"0A7D2C11-1111-4222-8333-944455556666\"")
        XCTAssertEqual(devices.last, "\"device\":\"C0C0C0C0-3333-4444-8555-A66677778888\"")
        XCTAssertTrue(result.standardOutput.hasPrefix("{\"file\":\"-\",\"line\":2,"), result.standardOutput)
    }

    func testReportsInEveryFormat() throws {
        for (format, golden) in [("table", "report.txt"), ("json", "report.json"), ("markdown", "report.md")] {
            let result = try MapperProcess.run([
                "logs", "report", fixtures, "--config", "Configs", "--registry", "Examples/SampleApp/registry.json", "--format", format,
            ])
            XCTAssertEqual(result.status, 0, result.standardError)
            try GoldenFile.assertMatches(result.standardOutput, "Logs/expected/\(golden)")
        }
    }

    func testHTMLReportIsSelfContained() throws {
        let result = try MapperProcess.run(["logs", "report", fixtures, "--config", "Configs", "--format", "html"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let page = result.standardOutput
        XCTAssertTrue(page.contains("default-src 'none'"))
        XCTAssertFalse(page.contains("<script"))
        XCTAssertFalse(page.contains("http://") || page.contains("https://"))
        XCTAssertTrue(page.contains("<svg"))
        XCTAssertTrue(page.contains("data-metric=\"records\">27<"))
    }

    func testRefusesWhatIsNotALogBeforeWritingAnything() throws {
        let scratch = try makeScratchFolder("logs-refusals")
        defer { scratch.remove() }
        let fifo = scratch.path("pipe.log")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let notZip = scratch.path("broken.zip")
        try Data("PK not really".utf8).write(to: URL(fileURLWithPath: notZip))
        let empty = scratch.path("empty-folder")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            ("/dev/zero", "/dev/zero: error: not a .log file or a .zip archive of them"),
            (fifo, "\(fifo): error: a FIFO, not a log file; give files, folders, .zip archives, or - for standard input"),
            (scratch.path("missing.log"), "\(scratch.path("missing.log")): error: no such file or directory"),
            (empty, "\(empty): error: the folder holds no .log file or .zip archive"),
        ]
        for (input, message) in cases {
            let result = try MapperProcess.run(["logs", "annotate", fixtures, input, "--config", "Configs"])
            XCTAssertEqual(result.status, 2, input)
            XCTAssertEqual(result.standardOutput, "", input)
            XCTAssertEqual(result.standardError, message + "\n", input)
        }
        let zip = try MapperProcess.run(["logs", "report", notZip, "--config", "Configs"])
        XCTAssertEqual(zip.status, 2)
        XCTAssertTrue(zip.standardError.hasPrefix("\(notZip): error: not a readable .zip archive"), zip.standardError)
        let usage = try MapperProcess.run(["logs", "annotate", "--config", "Configs"])
        XCTAssertEqual(usage.status, 64)
    }

    func testALineWithoutEndIsDroppedAsItArrivesAndCounted() throws {
        let scratch = try makeScratchFolder("logs-overlong")
        defer { scratch.remove() }
        let path = scratch.path("long.log")
        var bytes = Array("iPhone,iPhone9,1,iPhone OS,10.0,AAAA-1,1.0,1\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 3 << 20)
        bytes += Array("\n1,1473302682,HomeViewController,进入\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try MapperProcess.run(["logs", "annotate", path, "--config", "Configs"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardError.contains("\(path):2: warning: malformed line: the line is longer than 1 MiB [malformed-log-line]"))
        XCTAssertTrue(result.standardOutput.contains("\"line\":3,"), result.standardOutput)
    }

    func testOutputFileIsWrittenWholeAndAFolderIsRefused() throws {
        let scratch = try makeScratchFolder("logs-output")
        defer { scratch.remove() }
        let output = scratch.path("rows.jsonl")
        let written = try MapperProcess.run(["logs", "annotate", fixtures, "--config", "Configs", "-o", output])
        XCTAssertEqual(written.status, 0, written.standardError)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").count, 27)
        let folder = try MapperProcess.run(["logs", "annotate", fixtures, "--config", "Configs", "-o", scratch.path("")])
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.standardError.contains("error: it is a folder"), folder.standardError)
    }

    func testNamesFromLogsCannotRewriteTheTerminal() throws {
        let log = Data("iPhone,iPhone9,1,iPhone OS,10.0,AAAA-1,1.0,1\n1,1473302682,\u{1B}[2JEvil\u{202E}Page,r\n".utf8)
        for format in ["table", "markdown"] {
            let result = try MapperProcess.run(["logs", "report", "-", "--config", "Configs", "--format", format], input: log)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertFalse(result.standardOutput.contains("\u{1B}"), format)
            XCTAssertFalse(result.standardOutput.contains("\u{202E}"), format)
            XCTAssertTrue(result.standardOutput.contains("\\u{1B}[2JEvil\\u{202E}Page"), result.standardOutput)
        }
    }
}
