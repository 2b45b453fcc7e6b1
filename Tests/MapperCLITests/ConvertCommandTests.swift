import Foundation
import XCTest

/// `mapper convert`, run as a process: output, messages and exit status.
final class ConvertCommandTests: XCTestCase {
    func testSampleConfigConvertsToGoldenJSON() throws {
        let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        try GoldenFile.assertMatches(result.standardOutput, "convert-sample.json")
    }

    func testEveryValueTypeConvertsToGoldenJSON() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/every-type.plist", "--to", "json"])
        XCTAssertEqual(result.status, 0)
        try GoldenFile.assertMatches(result.standardOutput, "convert-every-type.json")
    }

    func testInvalidPlistPrintsTheLocatedErrorAndExitsOne() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/non-key-in-dict.plist", "--to", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        try GoldenFile.assertMatches(result.standardError, "convert-non-key-in-dict.stderr")
    }

    func testMalformedXMLPrintsLibXML2sLocatedErrorAndExitsOne() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/mismatched-tag.plist", "--to", "json"])
        XCTAssertEqual(result.status, 1)
        try GoldenFile.assertMatches(result.standardError, "convert-mismatched-tag.stderr")
    }

    func testMissingFileExitsTwo() throws {
        let result = try MapperProcess.run(["convert", "Configs/NoSuchFile.plist", "--to", "json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "Configs/NoSuchFile.plist: error: cannot read file: No such file or directory\n")
    }

    func testUnknownFormatIsAUsageError() throws {
        let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "yaml"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("Please provide one of 'json'"), result.standardError)
    }

    func testDuplicateKeyKeepsTheLastAndWarnsAboutTheDroppedOne() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/duplicate-key.plist", "--to", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "{\"HomeViewController\":{\"PageEventIDs\":{\"Enter\":\"PAGE_EVENT_HOME_ENTER_NEW\"}}}\n")
        XCTAssertEqual(result.standardError, """
            Tests/Fixtures/Plist/duplicate-key.plist:7:9: warning: duplicate key 'Enter' dropped; \
            the entry at 9:4 is kept, as Apple's parser keeps the last

            """)
    }

    func testOutputFileIsWrittenAndKeepsItsPermissions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.json")
        try Data("old".utf8).write(to: output)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: output.path)
        let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "json", "-o", output.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "")
        let written = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("{\"DetailViewController\":"))
        let permissions = try FileManager.default.attributesOfItem(atPath: output.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.json"])
    }

    func testFailedConversionLeavesTheOutputFileUntouched() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.json")
        try Data("keep me".utf8).write(to: output)
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/non-key-in-dict.plist", "--to", "json", "-o", output.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try String(contentsOf: output, encoding: .utf8), "keep me")
    }

    func testHelpExplainsTheExitStatuses() throws {
        let result = try MapperProcess.run(["convert", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("Exit status: 0 converted; 1 the file is not a valid property list"), result.standardOutput)
    }
}
