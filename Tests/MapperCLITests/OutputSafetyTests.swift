import Foundation
import TestSupport
import XCTest

/// What writing a file must never do: replace something that is not a regular file, truncate a
/// stream the shell set up, create files through a link, leave anything beside the config, or
/// race a concurrent edit.
final class OutputSafetyTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("output-safety")
    }

    override func tearDown() {
        scratch.remove()
    }

    /// Run as root, a rename over `/dev/null` would replace the system's null device by a file.
    func testADeviceAsOutputIsWrittenNotReplaced() throws {
        let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "json", "-o", "/dev/null"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeCharacterSpecial)
    }

    /// `-o /dev/stdout >> log` appends to the log, as the shell was asked to.
    func testStandardOutputAsOutputAppendsToWhatTheShellOpened() throws {
        let log = scratch.path("log.txt")
        try "earlier line\n".write(toFile: log, atomically: false, encoding: .utf8)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c", "\"$0\" convert Configs/WGlobalUserStatisticsConfig.plist --to json -o /dev/stdout >> \"$1\"", MapperProcess.executable.path, log,
        ]
        shell.currentDirectoryURL = RepositoryPaths.root
        try shell.run()
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 0)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("earlier line\n{"), String(text.prefix(80)))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: log)[.type] as? FileAttributeType, .typeRegular)
    }

    /// A repository may commit anything beside a config, a link named like an old lock file
    /// among it: an edit creates nothing, so it follows no link.
    func testAnEditCreatesNothingBesideTheConfigAndFollowsNoLink() throws {
        let config = scratch.path("Events.plist")
        try FileManager.default.copyItem(
            atPath: RepositoryPaths.root.appendingPathComponent("Configs/WGlobalUserStatisticsConfig.plist").path, toPath: config)
        let elsewhere = scratch.path("elsewhere")
        try FileManager.default.createSymbolicLink(atPath: scratch.path(".Events.plist.lock"), withDestinationPath: elsewhere)
        let result = try MapperProcess.run(["fmt", config])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted(), [".Events.plist.lock", "Events.plist"])
    }

    /// `convert -o X` takes the edit lock like `set`: a concurrent edit is refused, not lost.
    func testConvertingOverAConfigTakesTheEditLock() throws {
        let config = scratch.path("Events.plist")
        try FileManager.default.copyItem(
            atPath: RepositoryPaths.root.appendingPathComponent("Configs/WGlobalUserStatisticsConfig.plist").path, toPath: config)
        let before = try Data(contentsOf: URL(fileURLWithPath: config))
        let holder = try Process.run(URL(fileURLWithPath: "/usr/bin/flock"), arguments: [config, "sleep", "5"])
        defer {
            holder.terminate()
            holder.waitUntilExit()
        }
        for _ in 0..<100 {
            let probe = try Process.run(URL(fileURLWithPath: "/usr/bin/flock"), arguments: ["-n", config, "true"])
            probe.waitUntilExit()
            if probe.terminationStatus != 0 { break }
            usleep(50_000)
        }
        let source = scratch.path("Source.plist")
        try before.write(to: URL(fileURLWithPath: source))
        let result = try MapperProcess.run(["convert", source, "--to", "plist", "-o", config])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "\(config): error: another process is editing this file; try again when it has finished\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: config)), before)
    }

    /// `kill -9` during an edit leaves its temporary copy; the next edit of the file removes it,
    /// and nothing else.
    func testTheNextEditRemovesATemporaryCopyAKilledEditLeft() throws {
        let config = scratch.path("Events.plist")
        try FileManager.default.copyItem(
            atPath: RepositoryPaths.root.appendingPathComponent("Configs/WGlobalUserStatisticsConfig.plist").path, toPath: config)
        for name in [".Events.plist.tmp-a1B2c3", ".Events.plist.tmp-longer-name", ".Other.plist.tmp-a1B2c3"] {
            try "left behind".write(toFile: scratch.path(name), atomically: false, encoding: .utf8)
        }
        let result = try MapperProcess.run(["set", "HomeViewController", "--leave", "PAGE_EVENT_HOME_GONE", "--config", config])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: scratch.directory).sorted(),
            [".Events.plist.tmp-longer-name", ".Other.plist.tmp-a1B2c3", "Events.plist"])
    }

    /// An output that is one of the inputs, by any name, would replace what the command reads.
    func testAnOutputThatIsAnInputIsRefusedAndTheInputKept() throws {
        let config = scratch.path("Events.plist")
        try FileManager.default.copyItem(
            atPath: RepositoryPaths.root.appendingPathComponent("Configs/WGlobalUserStatisticsConfig.plist").path, toPath: config)
        let link = scratch.path("link.plist")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: config)
        let log = scratch.path("a.log")
        try "not a record\n".write(toFile: log, atomically: false, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: config))
        let cases: [(arguments: [String], output: String)] = [
            (["convert", config, "--to", "plist", "-o", config], config),
            (["convert", config, "--to", "json", "-o", link], link),
            (["validate", "--config", config, "--reporter", "json", "--output", link], link),
            (["logs", "annotate", log, "--config", config, "-o", log], log),
        ]
        try assertRefusedAsInputs(cases)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: config)), before)
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8), "not a record\n")
    }

    /// The source scanner reads the sources in a process of its own, often from its cache: a
    /// source file below a scanned folder, or named directly, is an input all the same.
    func testAnOutputThatIsAScannedSourceIsRefusedAndTheSourceKept() throws {
        let sources = scratch.path("App")
        try FileManager.default.copyItem(atPath: RepositoryPaths.root.appendingPathComponent("Examples/SampleApp").path, toPath: sources)
        let config = scratch.path("Events.plist")
        try FileManager.default.copyItem(
            atPath: RepositoryPaths.root.appendingPathComponent("Configs/WGlobalUserStatisticsConfig.plist").path, toPath: config)
        let swift = sources + "/HomeViewController.swift"
        let storyboard = try XCTUnwrap(
            FileManager.default.subpathsOfDirectory(atPath: sources).first { $0.hasSuffix(".storyboard") }.map { sources + "/" + $0 })
        let link = scratch.path("link.swift")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: swift)
        let before = try [swift, storyboard].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let cache = ["--cache-path", scratch.path("cache")]
        let cases: [(arguments: [String], output: String)] = [
            (["scan", sources, "-o", swift] + cache, swift),
            (["scan", swift, "-o", link] + cache, link),
            (["validate", "--config", config, "--sources", sources, "--reporter", "json", "-o", storyboard] + cache, storyboard),
            (["validate", "--config", config, "--sources", scratch.directory, "-o", link] + cache, link),
        ]
        try assertRefusedAsInputs(cases)
        XCTAssertEqual(try [swift, storyboard].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }, before)

        // Beside the sources, a file that is not one is written as asked.
        let report = sources + "/report.json"
        let written = try MapperProcess.run(["validate", "--config", config, "--sources", sources, "--reporter", "json", "-o", report] + cache)
        XCTAssertTrue([0, 1].contains(written.status), written.standardError)
        XCTAssertTrue(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("{"))
    }

    /// Runs each command, which must refuse its output as one of its inputs (exit 2).
    private func assertRefusedAsInputs(_ cases: [(arguments: [String], output: String)], line: UInt = #line) throws {
        for (arguments, output) in cases {
            let result = try MapperProcess.run(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "), line: line)
            XCTAssertTrue(
                result.standardError.hasSuffix(
                    "\(output): error: it is one of the command's inputs, which the output would replace; write the output elsewhere\n"),
                result.standardError, line: line)
        }
    }

    /// An interrupted edit must not leave its full temporary copy in the user's folder. The edit
    /// re-reads and checks its temporary file before renaming it into place, which on a large
    /// config leaves time to interrupt it.
    func testAnInterruptedEditLeavesNoTemporaryFile() throws {
        let folder = scratch.path("configs")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let config = folder + "/Big.plist"
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for page in 0..<20_000 {
            text += "\t<key>Page\(page)ViewController</key>\n\t<dict>\n\t\t<key>ControlEventIDs</key>\n\t\t<dict>\n"
            for action in 0..<5 { text += "\t\t\t<key>onAction\(action):</key>\n\t\t\t<string>CTRL_\(page)_\(action)</string>\n" }
            text += "\t\t</dict>\n\t</dict>\n"
        }
        try (text + "</dict>\n</plist>\n").write(toFile: config, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: config))
        var interrupted = 0
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let process = Process()
            process.executableURL = MapperProcess.executable
            process.arguments = ["set", "Page0ViewController", "onNew:", "CTRL_NEW", "--config", config]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0..<20_000 where process.isRunning {
                if try FileManager.default.contentsOfDirectory(atPath: folder).contains(where: { $0.contains(".tmp-") }) {
                    kill(process.processIdentifier, signal)
                    break
                }
                usleep(500)
            }
            process.waitUntilExit()
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["Big.plist"], "signal \(signal)")
            if process.terminationReason == .uncaughtSignal {
                interrupted += 1
                XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: config)), before, "signal \(signal)")
            } else {
                try before.write(to: URL(fileURLWithPath: config))
            }
        }
        if interrupted == 0 { throw XCTSkip("every edit finished before it could be interrupted") }
    }

    /// An argument that is not UTF-8 would be written into the config as U+FFFD.
    func testAnEditArgumentThatIsNotUTF8IsAUsageError() throws {
        let config = scratch.path("Events.plist")
        try FileManager.default.copyItem(
            atPath: RepositoryPaths.root.appendingPathComponent("Configs/WGlobalUserStatisticsConfig.plist").path, toPath: config)
        let before = try Data(contentsOf: URL(fileURLWithPath: config))
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c", "\"$0\" set HomeViewController onX: \"$(printf 'CTRL_\\377')\" --config \"$1\" 2>/dev/null", MapperProcess.executable.path, config,
        ]
        try shell.run()
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 64)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: config)), before)
    }
}
