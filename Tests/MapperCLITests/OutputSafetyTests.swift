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
        let result = try MapperProcess.run(["convert", config, "--to", "plist", "-o", config])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "\(config): error: another process is editing this file; try again when it has finished\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: config)), before)
    }
}
