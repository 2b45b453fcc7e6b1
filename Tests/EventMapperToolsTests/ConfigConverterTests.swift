import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `ConfigConverter`, what `mapper convert` does, in-process: each conversion's whole output
/// against a golden file, each refusal's whole message. Inputs are named by their path from the
/// repository root, as `mapper convert` run from the root names them.
final class ConfigConverterTests: XCTestCase {
    /// Converts the repository file `relative`.
    private func convert(_ relative: String, from source: ConfigFileType? = nil, to format: ConfigFileType) throws -> ConfigConverter.Output {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.path(relative))))
        let source = try XCTUnwrap(source ?? ConfigFileType(pathExtensionOf: relative))
        return try ConfigConverter().convert(bytes, file: relative, from: source, to: format)
    }

    /// The failure converting `relative` gives: its lines as `mapper convert` prints them.
    private func failure(
        _ relative: String, from source: ConfigFileType? = nil, to format: ConfigFileType,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        do {
            let output = try convert(relative, from: source, to: format)
            XCTFail("converted: \(String(decoding: output.bytes, as: UTF8.self))", file: file, line: line)
            return ""
        } catch let error as ConfigConversionFailure {
            XCTAssertFalse(error.isEnvironmental, "an input that was read is not an environmental failure", file: file, line: line)
            return error.rendered + "\n"
        }
    }

    // MARK: Conversions

    func testTheSamplePlistConvertsToGoldenJSONXMLAndCSV() throws {
        for (format, golden) in [(ConfigFileType.json, "convert-sample.json"), (.xml, "convert-sample.xml.golden"), (.csv, "convert-sample.csv")] {
            let output = try convert("Configs/WGlobalUserStatisticsConfig.plist", to: format)
            XCTAssertEqual(output.notices, [], golden)
            try GoldenFile.assertMatches(bytes: output.bytes, "CLI/" + golden)
        }
    }

    func testTheSampleDialectConvertsToAGoldenPlistNoticingItsComment() throws {
        let output = try convert("Configs/SettingsPages.xml", to: .plist)
        XCTAssertEqual(output.notices, ["Configs/SettingsPages.xml:2:1: warning: a comment is not carried into plist"])
        try GoldenFile.assertMatches(bytes: output.bytes, "CLI/convert-settings.plist.golden")
    }

    func testAPlistThatIsNotAConfigConvertsToJSONAsAValueTree() throws {
        let output = try convert("Tests/Fixtures/Plist/every-type.plist", to: .json)
        try GoldenFile.assertMatches(bytes: output.bytes, "CLI/convert-every-type.json")
    }

    func testAListingEditedInASpreadsheetConvertsBack() throws {
        let output = try convert("Tests/Fixtures/CLI/list-sample.csv", to: .json)
        try GoldenFile.assertMatches(bytes: output.bytes, "CLI/convert-sample.json")
    }

    func testEveryFormatConvertsBackToTheSamePlist() throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.plist)))
        let converter = ConfigConverter()
        for format in [ConfigFileType.xml, .json, .csv] {
            let there = try converter.convert(original, file: "sample.plist", from: .plist, to: format)
            let back = try converter.convert(there.bytes, file: "sample.\(format.rawValue)", from: format, to: .plist)
            XCTAssertEqual(String(decoding: back.bytes, as: UTF8.self), String(decoding: original, as: UTF8.self), "through \(format.rawValue)")
        }
    }

    // MARK: Refusals

    func testAPlistThatDoesNotParseIsRefusedWithTheLocatedError() throws {
        try GoldenFile.assertMatches(try failure("Tests/Fixtures/Plist/non-key-in-dict.plist", to: .json), "CLI/convert-non-key-in-dict.stderr")
        try GoldenFile.assertMatches(try failure("Tests/Fixtures/Plist/mismatched-tag.plist", to: .json), "CLI/convert-mismatched-tag.stderr")
    }

    func testADuplicateKeyIsRefusedNamingBothPlaces() throws {
        XCTAssertEqual(
            try failure("Tests/Fixtures/Plist/duplicate-key.plist", to: .json),
            """
            Tests/Fixtures/Plist/duplicate-key.plist:9:4: error: duplicate key 'Enter' (first at 7:9); Apple's parser silently keeps only the last [duplicate-key]

            """)
        XCTAssertEqual(
            try failure("Tests/Fixtures/Fmt/duplicate-key.plist", to: .csv),
            """
            Tests/Fixtures/Fmt/duplicate-key.plist:8:2: error: duplicate key 'HomeViewController' (first at 4:2); Apple's parser silently keeps only the last [duplicate-key]

            """)
    }

    func testCSVAndJSONProblemsAreLocated() throws {
        try GoldenFile.assertMatches(try failure("Tests/Fixtures/Convert/problems.csv", to: .plist), "CLI/convert-problems-csv.stderr")
        try GoldenFile.assertMatches(try failure("Tests/Fixtures/Convert/problems.json", to: .xml), "CLI/convert-problems-json.stderr")
    }

    func testAPageWithNoEventIsRefusedForCSV() throws {
        XCTAssertEqual(
            try failure("Tests/Fixtures/Convert/empty-page.json", to: .csv),
            """
            Tests/Fixtures/Convert/empty-page.json:1:2: error: 'HomeViewController' configures no event; CSV has no row to carry it [lossy-rewrite]
            Tests/Fixtures/Convert/empty-page.json:1:26: error: 'ProfileViewController' configures no event; CSV has no row to carry it [lossy-rewrite]

            """)
    }

    func testAFileThatCannotBeReadIsAnEnvironmentalFailure() throws {
        let missing = try makeScratchFolder("convert").path("missing.plist")
        XCTAssertThrowsError(try ConfigConverter().convert(file: missing, to: .json)) { error in
            let failure = error as? ConfigConversionFailure
            XCTAssertEqual(failure?.rendered, "\(missing): error: cannot read the file: No such file or directory")
            XCTAssertEqual(failure?.isEnvironmental, true)
        }
    }

    func testAFileNamedWithoutAKnownExtensionNeedsItsFormat() throws {
        XCTAssertThrowsError(try ConfigConverter().convert(file: "README.md", to: .json)) { error in
            let failure = error as? ConfigConversionFailure
            XCTAssertEqual(failure?.rendered, "README.md: error: cannot tell the format from the file's name; name it with --from")
            XCTAssertEqual(failure?.isEnvironmental, false)
        }
    }
}
