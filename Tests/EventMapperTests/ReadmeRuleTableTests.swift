import EventMapCore
import Foundation
import XCTest

/// The README's rules table, between `<!-- rules:begin -->` and `<!-- rules:end -->`, is written
/// by hand; this keeps it equal, row by row, to the rule catalogue and the two rules only `fmt`
/// and `convert` report.
final class ReadmeRuleTableTests: XCTestCase {
    private struct Row: Equatable {
        var id: String
        var severity: String
        var summary: String

        var markdown: String { "| `\(id)` | \(severity) | \(summary) |" }
    }

    func testTheRulesTableIsTheCatalogue() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let table = try XCTUnwrap(Self.table(in: readme), "README.md has no <!-- rules:begin --> … <!-- rules:end --> table")
        let expected = (Rule.catalogue + [.lossyRewrite, .malformedInput]).map {
            Row(id: $0.id, severity: $0.defaultSeverity.rawValue, summary: $0.summary)
        }
        let actual = try Self.rows(of: table)

        var problems: [String] = []
        for row in expected {
            guard let written = actual.first(where: { $0.id == row.id }) else {
                problems.append("missing from the README:\n  \(row.markdown)")
                continue
            }
            if written != row {
                problems.append("differs:\n  README:    \(written.markdown)\n  catalogue: \(row.markdown)")
            }
        }
        for row in actual where !expected.contains(where: { $0.id == row.id }) {
            problems.append("not a rule:\n  \(row.markdown)")
        }
        if problems.isEmpty, actual.map(\.id) != expected.map(\.id) {
            problems.append("rows out of order; the catalogue's order is:\n  " + expected.map(\.id).joined(separator: "\n  "))
        }
        if actual.count != Set(actual.map(\.id)).count {
            problems.append("a rule has two rows")
        }
        XCTAssert(
            problems.isEmpty,
            """
            The README's rules table differs from Rule.catalogue + lossy-rewrite + malformed-input \
            (Sources/EventMapCore/Rules/RuleCatalogue.swift); edit README.md:
            \(problems.joined(separator: "\n"))
            """)
    }

    /// The repository's README, found from this source file.
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The lines between the markers.
    private static func table(in readme: String) -> Substring? {
        guard let begin = readme.range(of: "<!-- rules:begin -->"),
            let end = readme.range(of: "<!-- rules:end -->", range: begin.upperBound..<readme.endIndex)
        else { return nil }
        return readme[begin.upperBound..<end.lowerBound]
    }

    /// The table's body rows: `| `id` | severity | summary |`, after the header and its rule.
    private static func rows(of table: Substring) throws -> [Row] {
        let lines = table.split(separator: "\n").filter { $0.hasPrefix("|") }.dropFirst(2)
        return try lines.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].hasPrefix("`"), cells[0].hasSuffix("`"), cells[0].count > 2 else {
                throw TableError(line: String(line))
            }
            return Row(id: String(cells[0].dropFirst().dropLast()), severity: cells[1], summary: cells[2])
        }
    }

    private struct TableError: Error, CustomStringConvertible {
        let line: String
        var description: String { "not a row of three cells (`rule-id` | severity | summary): \(line)" }
    }
}
