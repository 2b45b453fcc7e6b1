import Foundation
import TestSupport
import XCTest

/// `mapper logs` on inputs a device or an upload can get wrong: a bad line costs that line, never
/// the report.
final class LogsRobustnessTests: XCTestCase {
    private let header = "iPhone,iPhone9,1,iPhone OS,10.0,AAAA-1,1.0,1\n"

    /// A visit whose length does not fit in milliseconds used to stop the report with SIGILL.
    func testATimeTooLargeToMeasureIsAMalformedLineNotACrash() throws {
        let scratch = try makeScratchFolder("logs-huge-time")
        defer { scratch.remove() }
        let path = scratch.path("day.log")
        let digits = String(repeating: "9", count: 400)
        let log =
            header + "1,1,HomeViewController,进入\n2,10000000000000000,HomeViewController,离开\n"
            + "1,2,DetailViewController,进入\n2,\(digits),DetailViewController,离开\n"
        try Data(log.utf8).write(to: URL(fileURLWithPath: path))
        let result = try MapperProcess.run(["logs", "report", path, "--config", "Configs", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let tooLong = "warning: malformed line: the time has more than 15 digits before the point [malformed-log-line]"
        XCTAssertTrue(result.standardError.contains("\(path):3: \(tooLong)"), result.standardError)
        XCTAssertTrue(result.standardError.contains("\(path):5: \(tooLong)"), result.standardError)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let dwell = try XCTUnwrap(report["dwell"] as? [[String: Any]])
        for page in ["HomeViewController", "DetailViewController"] {
            let row = try XCTUnwrap(dwell.first { $0["page"] as? String == page }, page)
            XCTAssertEqual(row["pairs"] as? Int, 0, page)
            XCTAssertEqual(row["unpairedEnters"] as? Int, 1, page)
        }
        XCTAssertEqual((report["totals"] as? [String: Any])?["malformedLines"] as? Int, 2)
    }

    /// Only type 0 records are launches: types 4–99 have no event to map either, but are not
    /// counted as launches.
    func testLaunchesAreTheLaunchRecordsOnly() throws {
        let scratch = try makeScratchFolder("logs-launches")
        defer { scratch.remove() }
        let path = scratch.path("day.log")
        let log =
            header + "0,1,,启动\n0,2,,启动\n4,3,x,未定义\n50,4,whatever,未定义\n99,5,y,未定义\n1,6,DetailViewController,进入\n"
        try Data(log.utf8).write(to: URL(fileURLWithPath: path))
        for command in ["report", "annotate"] {
            let result = try MapperProcess.run(["logs", command, path, "--config", "Configs"])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(
                result.standardError,
                "logs: 6 records: 1 mapped, 0 unmapped, 5 with no event to map (2 launches, 3 of types 4–99); 0 malformed lines; 1 sources\n",
                command)
        }
        try Data((header + "0,1,,启动\n").utf8).write(to: URL(fileURLWithPath: path))
        let one = try MapperProcess.run(["logs", "report", path, "--config", "Configs"])
        XCTAssertEqual(one.status, 0, one.standardError)
        XCTAssertEqual(
            one.standardError,
            "logs: 1 records: 0 mapped, 0 unmapped, 1 with no event to map (1 launch, 0 of types 4–99); 0 malformed lines; 1 sources\n")
    }

    /// Output lost to a full disk or a closed standard output is a failure, in every command.
    func testAnOutputThatCannotBeWrittenIsExitStatusTwo() throws {
        let commands: [[String]] = [
            ["logs", "annotate", "Tests/Fixtures/Logs", "--config", "Configs"],
            ["logs", "annotate", "Tests/Fixtures/Logs", "--config", "Configs", "--format", "csv"],
            ["logs", "report", "Tests/Fixtures/Logs", "--config", "Configs"],
            ["version"],
            ["--help"],
            ["list", "--config", "Configs"],
            ["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "json"],
            ["validate", "--config", "Configs"],
        ]
        for arguments in commands {
            for redirection in ["> /dev/full", ">&-"] {
                let result = try runInShell(arguments, redirection: redirection)
                let what = "\(arguments.joined(separator: " ")) \(redirection)"
                XCTAssertEqual(result.status, 2, what + "\n" + result.standardError)
                XCTAssertTrue(result.standardError.hasPrefix("standard output: error: cannot write: "), what + "\n" + result.standardError)
                XCTAssertEqual(result.standardError.components(separatedBy: "standard output: error").count, 2, result.standardError)
            }
        }
    }

    /// One file named twice, or named and inside a named folder, is one source.
    func testTheSameLogNamedTwiceIsReadOnce() throws {
        let scratch = try makeScratchFolder("logs-twice")
        defer { scratch.remove() }
        let folder = scratch.path("day")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/a.log"
        try Data((header + "1,1,HomeViewController,进入\n").utf8).write(to: URL(fileURLWithPath: path))
        for arguments in [[path, path], [folder, path], [path, folder + "/./a.log"]] {
            let result = try MapperProcess.run(["logs", "report"] + arguments + ["--config", "Configs", "--format", "json"])
            XCTAssertEqual(result.status, 0, result.standardError)
            let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let totals = try XCTUnwrap(report["totals"] as? [String: Any])
            XCTAssertEqual(totals["sources"] as? Int, 1, "\(arguments)")
            XCTAssertEqual(totals["records"] as? Int, 1, "\(arguments)")
        }
    }

    /// An archive with nothing to read is refused as an empty folder is.
    func testAnArchiveWithoutLogsIsRefusedAsAnEmptyFolderIs() throws {
        let scratch = try makeScratchFolder("logs-empty-zips")
        defer { scratch.remove() }
        var notLogs = ZipArchiveBuilder()
        notLogs.add("readme.txt", "hello\n")
        notLogs.add("logs/", "")
        var encrypted = ZipArchiveBuilder()
        encrypted.add("day.log", "scrambled", flags: 1)
        let archives: [(String, ZipArchiveBuilder)] = [("empty.zip", ZipArchiveBuilder()), ("not-logs.zip", notLogs), ("encrypted.zip", encrypted)]
        for (name, archive) in archives {
            let path = scratch.path(name)
            try archive.write(to: path)
            for command in ["annotate", "report"] {
                let result = try MapperProcess.run(["logs", command, path, "--config", "Configs"])
                XCTAssertEqual(result.status, 2, "\(name) \(command): \(result.standardError)")
                XCTAssertEqual(result.standardOutput, "", name)
                XCTAssertTrue(result.standardError.hasPrefix(path), result.standardError)
                XCTAssertTrue(result.standardError.contains("error: "), result.standardError)
            }
        }
        let empty = try MapperProcess.run(["logs", "report", scratch.path("empty.zip"), "--config", "Configs"])
        XCTAssertEqual(empty.standardError, "\(scratch.path("empty.zip")): error: the archive holds no .log file\n")
        let notLogsResult = try MapperProcess.run(["logs", "report", scratch.path("not-logs.zip"), "--config", "Configs"])
        XCTAssertEqual(
            notLogsResult.standardError,
            "\(scratch.path("not-logs.zip")): error: the archive holds no .log file (passed over 1 entry that is not a .log file)\n")
    }

    /// A damaged entry is an error naming it, not wrong counts.
    func testAZipEntryIsCheckedAgainstItsCRC() throws {
        let scratch = try makeScratchFolder("logs-crc")
        defer { scratch.remove() }
        var zip = ZipArchiveBuilder()
        zip.add("good.log", header + "1,1,HomeViewController,进入\n")
        zip.add("bad.log", header + "1,1,HomeViewController,进入\n", crc: 0xDEAD_BEEF)
        let path = scratch.path("upload.zip")
        try zip.write(to: path)
        let result = try MapperProcess.run(["logs", "report", path, "--config", "Configs"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(
            result.standardError.hasPrefix("\(path)(bad.log): error: the entry's CRC-32 is wrong (")
                && result.standardError.contains("the archive says deadbeef): the archive is damaged"), result.standardError)
    }

    /// What cannot be read is refused by name, before a row is written.
    func testEncryptedEntriesAndUnknownCompressionAreRefusedBeforeOutput() throws {
        let scratch = try makeScratchFolder("logs-refused-entries")
        defer { scratch.remove() }
        var zip = ZipArchiveBuilder()
        zip.add("ok.log", header + "1,1,HomeViewController,进入\n")
        zip.add("secret.log", "scrambled", flags: 1)
        zip.add("packed.log", "BZh9", method: 12)
        let path = scratch.path("upload.zip")
        try zip.write(to: path)
        let result = try MapperProcess.run(["logs", "annotate", path, "--config", "Configs"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            """
            \(path)(secret.log): error: the entry is encrypted, which mapper does not read; give the logs unencrypted
            \(path)(packed.log): error: the entry is compressed by method 12, which mapper does not read (only stored and deflated)

            """)
    }

    /// A link, an absolute name and a climbing name are passed over alike, each said for what it is.
    func testLinksAndNamesLeadingOutOfTheArchiveArePassedOverByName() throws {
        let scratch = try makeScratchFolder("logs-entry-names")
        defer { scratch.remove() }
        var zip = ZipArchiveBuilder()
        zip.add("day.log", header + "1,1,HomeViewController,进入\n")
        zip.add("../up.log", header + "1,1,HomeViewController,进入\n")
        zip.add("/etc/abs.log", header + "1,1,HomeViewController,进入\n")
        zip.add("link.log", "/etc/passwd", isSymbolicLink: true)
        let path = scratch.path("upload.zip")
        try zip.write(to: path)
        let result = try MapperProcess.run(["logs", "report", path, "--config", "Configs", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let outside = "note: passed over: its name leads out of the archive (absolute, or through ..)"
        XCTAssertTrue(
            result.standardError.hasPrefix(
                """
                \(path)(../up.log): \(outside)
                \(path)(/etc/abs.log): \(outside)
                \(path)(link.log): note: passed over: a symbolic link, not a log file

                """), result.standardError)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((report["totals"] as? [String: Any])?["sources"] as? Int, 1)
    }

    /// Names from logs reach spreadsheets and pull-request comments: they stay text there.
    func testFormulasInCSVAndHTMLInMarkdownStayText() throws {
        let log = Data(
            (header + "1,1,=HYPERLINK(\"x\"),r\n100,2,UIButton|@Page|-act:|0|{{0, 0}, {1, 1}}|+1,r\n1,3,<img src=x onerror=alert(1)>,r\n").utf8)
        let csv = try MapperProcess.run(["logs", "annotate", "-", "--config", "Configs", "--format", "csv"], input: log)
        XCTAssertEqual(csv.status, 0, csv.standardError)
        let rows = csv.standardOutput.split(separator: "\r\n").map(String.init)
        XCTAssertEqual(rows[1], "'-,2,AAAA-1,1.0,1,1,\"'=HYPERLINK(\"\"x\"\")\",,,,,,\"iPhone9,1\",10.0,1,,")
        // The tap's page, the class of the view before it, is guarded as its own field is.
        XCTAssertEqual(rows[2], "'-,3,AAAA-1,1.0,2,100,'@Page,'-act:,UIButton,0,'+1,,\"iPhone9,1\",10.0,1,\"'=HYPERLINK(\"\"x\"\")\",")
        let markdown = try MapperProcess.run(["logs", "report", "-", "--config", "Configs", "--format", "markdown"], input: log)
        XCTAssertEqual(markdown.status, 0, markdown.standardError)
        // A name is a code span, which Markdown never reads as HTML; a backtick in it cannot end
        // the span, a | cannot end the cell.
        XCTAssertTrue(markdown.standardOutput.contains("| `<img src=x onerror=alert(1)>` | `Enter` | 1 |"), markdown.standardOutput)
        let fenced = Data((header + "1,1,a`<b>`|c,r\n").utf8)
        let report = try MapperProcess.run(["logs", "report", "-", "--config", "Configs", "--format", "markdown"], input: fenced)
        XCTAssertTrue(report.standardOutput.contains("| ``a`<b>`\\|c`` | `Enter` | 1 |"), report.standardOutput)
    }

    /// Runs `mapper` through `sh` with its standard output redirected; standard error is read.
    private func runInShell(_ arguments: [String], redirection: String) throws -> (status: Int32, standardError: String) {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "\"$0\" \"$@\" \(redirection)", MapperProcess.executable.path] + arguments
        shell.currentDirectoryURL = RepositoryPaths.root
        let error = Pipe()
        shell.standardError = error
        try shell.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return (shell.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }
}
