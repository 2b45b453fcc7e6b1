import Foundation
import TestSupport
import XCTest

/// Two edits of different files of one config set: each is checked against the whole set, so
/// each must hold every file of it, or both pass their checks against the other's old file and
/// together make what either alone refuses (an ID recorded twice).
final class ConcurrentSetEditTests: XCTestCase {
    private var folder: ScratchFolder!
    private var plist: String { folder.path("Configs/WGlobalUserStatisticsConfig.plist") }
    private var xml: String { folder.path("Configs/SettingsPages.xml") }

    override func setUpWithError() throws {
        folder = try makeScratchFolder("set-race")
        try FileManager.default.createDirectory(atPath: folder.path("Configs"), withIntermediateDirectories: true)
        try folder.copyFixture("Edit/sample.plist", as: "Configs/WGlobalUserStatisticsConfig.plist")
        try folder.copyFixture("Edit/sample.xml", as: "Configs/SettingsPages.xml")
    }

    /// Another process holds the set's other file: the edit of this one is refused, nothing written.
    func testAnEditWaitsForAnEditOfAnotherFileOfTheSet() throws {
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [xml, "sleep", "5"]
        try holder.run()
        defer {
            holder.terminate()
            holder.waitUntilExit()
        }
        for _ in 0..<100 {
            let probe = try Process.run(URL(fileURLWithPath: "/usr/bin/flock"), arguments: ["-n", xml, "true"])
            probe.waitUntilExit()
            if probe.terminationStatus != 0 { break }
            usleep(50_000)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: plist))
        let result = try MapperProcess.run(["set", "HomeViewController", "onX:", "CTRL_EVENT_X", "--config", "Configs"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "Configs/SettingsPages.xml: error: another process is editing this file of the config set, and an edit of any file of the set is checked against the others; try again when it has finished\n"
        )
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: plist)), before)
    }

    /// The race as it was met: two processes give one new ID to classes of two files at once.
    /// Whatever the timing, the set never ends with the ID recorded twice.
    func testTwoConcurrentEditsNeverRecordOneIDTwice() throws {
        for round in 0..<8 {
            let id = "CTRL_EVENT_RACE_\(round)"
            let first = try Self.start(["set", "HomeViewController", "onRace\(round):", id, "--config", "Configs"], in: folder.url)
            let second = try Self.start(["set", "SettingsViewController", "onRace\(round):", id, "--config", "Configs"], in: folder.url)
            first.waitUntilExit()
            second.waitUntilExit()
            let statuses = [first.terminationStatus, second.terminationStatus]
            XCTAssertTrue(statuses.contains(0) || statuses == [2, 2], "round \(round): \(statuses)")
            let listed = try MapperProcess.run(["which", id, "--config", "Configs"], in: folder.url)
            XCTAssertEqual(
                listed.standardOutput.split(separator: "\n").count, statuses.filter { $0 == 0 }.count, "round \(round): \(listed.standardOutput)")
            XCTAssertLessThanOrEqual(statuses.filter { $0 == 0 }.count, 1, "round \(round): both edits succeeded")
        }
    }

    private static func start(_ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = MapperProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
