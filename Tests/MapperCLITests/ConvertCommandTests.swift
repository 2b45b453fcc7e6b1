import Foundation
import TestSupport
import XCTest

/// `mapper convert`, run as a process: output, messages and exit status.
final class ConvertCommandTests: XCTestCase {
    func testSampleConfigConvertsToGoldenJSON() throws {
        let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        try GoldenFile.assertMatches(result.standardOutput, "CLI/convert-sample.json")
    }

    func testEveryValueTypeConvertsToGoldenJSON() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/every-type.plist", "--to", "json"])
        XCTAssertEqual(result.status, 0)
        try GoldenFile.assertMatches(result.standardOutput, "CLI/convert-every-type.json")
    }

    func testInvalidPlistPrintsTheLocatedErrorAndExitsOne() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/non-key-in-dict.plist", "--to", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        try GoldenFile.assertMatches(result.standardError, "CLI/convert-non-key-in-dict.stderr")
    }

    func testMalformedXMLPrintsLibXML2sLocatedErrorAndExitsOne() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/mismatched-tag.plist", "--to", "json"])
        XCTAssertEqual(result.status, 1)
        try GoldenFile.assertMatches(result.standardError, "CLI/convert-mismatched-tag.stderr")
    }

    func testMissingFileExitsTwo() throws {
        let result = try MapperProcess.run(["convert", "Configs/NoSuchFile.plist", "--to", "json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "Configs/NoSuchFile.plist: error: cannot read file: No such file or directory\n")
    }

    func testUnknownFormatIsAUsageError() throws {
        let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "yaml"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("Please provide one of 'plist', 'xml', 'json' or 'csv'"), result.standardError)
    }

    func testDuplicateKeyIsRefusedNamingBothPlaces() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/duplicate-key.plist", "--to", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, """
            Tests/Fixtures/Plist/duplicate-key.plist:9:4: error: duplicate key 'Enter' (first at 7:9); \
            Apple's parser silently keeps only the last [duplicate-key]

            """)
    }

    func testSamplePlistConvertsToGoldenXMLAndCSV() throws {
        for (format, golden) in [("xml", "convert-sample.xml.golden"), ("csv", "convert-sample.csv")] {
            let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", format])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardError, "")
            try GoldenFile.assertMatches(result.standardOutput, "CLI/" + golden)
        }
    }

    func testSampleDialectConvertsToGoldenPlistWarningAboutItsComment() throws {
        let result = try MapperProcess.run(["convert", "Configs/SettingsPages.xml", "--to", "plist"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "Configs/SettingsPages.xml:2:1: warning: a comment is not carried into plist\n")
        try GoldenFile.assertMatches(result.standardOutput, "CLI/convert-settings.plist.golden")
    }

    func testEveryFormatConvertsBackToTheSamePlist() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Configs/WGlobalUserStatisticsConfig.plist"), encoding: .utf8)
        for format in ["xml", "json", "csv"] {
            let there = directory.appendingPathComponent("config.\(format)").path
            XCTAssertEqual(try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", format, "-o", there]).status, 0)
            let back = try MapperProcess.run(["convert", there, "--to", "plist"])
            XCTAssertEqual(back.status, 0, back.standardError)
            XCTAssertEqual(back.standardOutput, original, format)
        }
    }

    func testAListingEditedInASpreadsheetConvertsBack() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/CLI/list-sample.csv", "--to", "json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        try GoldenFile.assertMatches(result.standardOutput, "CLI/convert-sample.json")
    }

    func testCSVProblemsAreLocatedAtRowAndColumn() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Convert/problems.csv", "--to", "plist"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        try GoldenFile.assertMatches(result.standardError, "CLI/convert-problems-csv.stderr")
    }

    func testJSONProblemsAreLocatedAtLineAndColumn() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Convert/problems.json", "--to", "xml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        try GoldenFile.assertMatches(result.standardError, "CLI/convert-problems-json.stderr")
    }

    func testAPageWithNoEventIsRefusedForCSV() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Fmt/duplicate-key.plist", "--from", "plist", "--to", "csv"])
        XCTAssertEqual(result.status, 1)
        let empty = try MapperProcess.run(["convert", "Tests/Fixtures/Convert/empty-page.json", "--to", "csv"])
        XCTAssertEqual(empty.status, 1)
        XCTAssertEqual(empty.standardError, """
            Tests/Fixtures/Convert/empty-page.json:1:2: error: 'HomeViewController' configures no event; CSV has no row to carry it [lossy-rewrite]
            Tests/Fixtures/Convert/empty-page.json:1:26: error: 'ProfileViewController' configures no event; CSV has no row to carry it [lossy-rewrite]

            """)
        XCTAssertEqual(result.standardError.components(separatedBy: "\n").first, "Tests/Fixtures/Fmt/duplicate-key.plist:8:2: error: duplicate key 'HomeViewController' (first at 4:2); Apple's parser silently keeps only the last [duplicate-key]")
    }

    func testAnUnknownExtensionWithoutFromIsAUsageError() throws {
        let result = try MapperProcess.run(["convert", "README.md", "--to", "json"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("Cannot tell the format of 'README.md' from its extension; name it with --from."), result.standardError)
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
        XCTAssertTrue(result.standardOutput.contains("Exit status: 0 converted; 1 the file is not a valid config"), result.standardOutput)
    }
}
