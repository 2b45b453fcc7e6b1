import EventMapCore
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `mapper convert`, run as a process: the wiring of the command (`--from`, `--to`, `-o`, exit
/// statuses, the output on standard output and notices and errors on standard error). What each
/// conversion gives is tested in-process in `EventMapperToolsTests/ConfigConverterTests`.
final class ConvertCommandTests: XCTestCase {
    func testSampleConfigConvertsToGoldenJSON() throws {
        let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        try GoldenFile.assertMatches(result.standardOutput, "CLI/convert-sample.json")
    }

    func testInvalidPlistPrintsTheLocatedErrorAndExitsOne() throws {
        let result = try MapperProcess.run(["convert", "Tests/Fixtures/Plist/non-key-in-dict.plist", "--to", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "")
        try GoldenFile.assertMatches(result.standardError, "CLI/convert-non-key-in-dict.stderr")
    }

    /// A binary property list (Xcode can save one) is named as such, with the command that
    /// converts it, where the reader used to report a NUL byte.
    func testABinaryPropertyListSaysHowToConvertIt() throws {
        let file = "Tests/Fixtures/Plist/binary.plist"
        let message =
            "\(file):1:1: error: the file is a binary property list, which mapper does not read; convert it to XML on a Mac with "
            + "plutil -convert xml1 \(file) (Xcode reads it as well)"
        let converted = try MapperProcess.run(["convert", file, "--to", "json"])
        XCTAssertEqual(converted.status, 2)
        XCTAssertEqual(converted.standardOutput, "")
        XCTAssertEqual(converted.standardError, message + "\n")
        let compared = try MapperProcess.run(["diff", file, "Configs"])
        XCTAssertEqual(compared.status, 2)
        XCTAssertEqual(
            compared.standardError,
            message + " [forbidden-construct]\nerror: a config does not parse (\(file)); nothing is answered from an incomplete config set\n")
        let validated = try MapperProcess.run(["validate", "--config", file, "--quiet"])
        XCTAssertEqual(validated.status, 1)
        XCTAssertTrue(validated.standardOutput.hasPrefix(message + " [forbidden-construct]\n"), validated.standardOutput)
    }

    func testFromNamesTheFormatOfAFileWithAnotherExtension() throws {
        let input = "Tests/Fixtures/CLI/convert-settings.plist.golden"
        let result = try MapperProcess.run(["convert", input, "--from", "plist", "--to", "csv"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let inProcess = try ConfigConverter().convert(
            try RepositoryPaths.fixtureBytes("CLI/convert-settings.plist.golden"), file: input, from: .plist, to: .csv)
        XCTAssertEqual(result.standardOutput, String(decoding: inProcess.bytes, as: UTF8.self))
    }

    func testMissingFileExitsTwo() throws {
        let result = try MapperProcess.run(["convert", "Configs/NoSuchFile.plist", "--to", "json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "Configs/NoSuchFile.plist: error: cannot read the file: No such file or directory\n")
    }

    func testUnknownFormatIsAUsageError() throws {
        let result = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "yaml"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("Please provide one of 'plist', 'xml', 'json' or 'csv'"), result.standardError)
    }

    func testSampleDialectConvertsToGoldenPlistWarningAboutItsComment() throws {
        let result = try MapperProcess.run(["convert", "Configs/SettingsPages.xml", "--to", "plist"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "Configs/SettingsPages.xml:2:1: warning: a comment is not carried into plist\n")
        try GoldenFile.assertMatches(result.standardOutput, "CLI/convert-settings.plist.golden")
    }

    func testAnUnknownExtensionWithoutFromIsAUsageError() throws {
        let result = try MapperProcess.run(["convert", "README.md", "--to", "json"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(
            result.standardError.contains("Cannot tell the format of 'README.md' from its extension; name it with --from."), result.standardError)
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

    func testConvertReadsStandardInputWithFrom() throws {
        let plist = try Data(contentsOf: RepositoryPaths.root.appendingPathComponent("Configs/WGlobalUserStatisticsConfig.plist"))
        let fromFile = try MapperProcess.run(["convert", "Configs/WGlobalUserStatisticsConfig.plist", "--to", "json"])
        let fromInput = try MapperProcess.run(["convert", "-", "--from", "plist", "--to", "json"], input: plist)
        XCTAssertEqual(fromInput.status, 0, fromInput.standardError)
        XCTAssertEqual(fromInput.standardOutput, fromFile.standardOutput)
        let broken = try MapperProcess.run(
            ["convert", "-", "--from", "plist", "--to", "json"], input: Data("<plist><dict><key>A</key></dict></plist>".utf8))
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.standardError.hasPrefix("<stdin>:1:26: error: Value missing for key inside <dict> at line 1"), broken.standardError)
        let unnamed = try MapperProcess.run(["convert", "-", "--to", "json"], input: plist)
        XCTAssertEqual(unnamed.status, 64)
    }
}
