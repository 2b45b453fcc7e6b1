import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import XCTest

/// The README's rules table, between `<!-- rules:begin -->` and `<!-- rules:end -->`, is what
/// `mapper rules --format markdown` prints from the rule catalogue, byte for byte.
final class ReadmeRuleTableTests: XCTestCase {
    func testTheRulesTableIsWhatMapperRulesPrints() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = try XCTUnwrap(readme.range(of: "<!-- rules:begin -->\n"), "README.md has no <!-- rules:begin --> marker")
        let end = try XCTUnwrap(
            readme.range(of: "<!-- rules:end -->", range: begin.upperBound..<readme.endIndex), "README.md has no <!-- rules:end --> marker")
        let generated = RuleListing(settings: ValidationSettings()).rendered(as: .markdown)
        XCTAssertEqual(
            String(readme[begin.upperBound..<end.lowerBound]), generated,
            "README.md's rules table is not the catalogue's; replace it with the output of `swift run mapper rules --format markdown`")
    }

    func testTheTableHasARowForEveryRuleOfTheCatalogue() {
        let table = RuleListing(settings: ValidationSettings()).rendered(as: .markdown)
        let rows = table.split(separator: "\n").dropFirst(2)
        XCTAssertEqual(rows.map { $0.split(separator: "`")[1] }, Rule.catalogue.map { Substring($0.id) })
        XCTAssertEqual(rows.first, "| `malformed-xml` | error | The file is not well-formed XML. |")
        XCTAssertEqual(Rule.withID("lossy-rewrite")?.scope, .rewriting)
        XCTAssertEqual(Rule.withID("malformed-input")?.scope, .rewriting)
        XCTAssertEqual(Rule.validationRules.count, Rule.catalogue.count - 2)
    }

    /// The repository's README, found from this source file.
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")
}
