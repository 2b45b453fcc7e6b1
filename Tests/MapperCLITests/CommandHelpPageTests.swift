import Foundation
import XCTest

/// Each command's page in `docs/commands/` shows the command's `--help` output verbatim, between
/// `<!-- help:begin -->` and `<!-- help:end -->`, so the reference cannot drift from the tool.
/// With `UPDATE_GOLDEN=1` the blocks are rewritten instead, to be reviewed with `git diff`.
final class CommandHelpPageTests: XCTestCase {
    /// Help is wrapped at the terminal's width; a fixed width makes it the same everywhere.
    private static let environment = ["COLUMNS": "80"]
    private static let begin = "<!-- help:begin -->"
    private static let end = "<!-- help:end -->"

    func testEverySubcommandHasAPage() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.pagesFolder.path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
        XCTAssertEqual(
            try Self.subcommands().sorted(), pages,
            "every subcommand in `mapper --help` has docs/commands/<name>.md, and every page a subcommand")
    }

    func testEveryPageEmbedsItsCommandsHelp() throws {
        let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        for command in try Self.subcommands() {
            let help = try MapperProcess.run([command, "--help"], environment: Self.environment)
            XCTAssertEqual(help.status, 0, "mapper \(command) --help: \(help.standardError)")
            let block = Self.fencedBlock(help.standardOutput)
            let relative = "docs/commands/\(command).md"
            let url = Self.pagesFolder.appendingPathComponent("\(command).md")
            guard var page = try? String(contentsOf: url, encoding: .utf8) else {
                XCTFail("\(relative) is missing")
                continue
            }
            guard let range = Self.blockRange(in: page) else {
                XCTFail("\(relative) has no \(Self.begin) … \(Self.end) block")
                continue
            }
            if updating {
                page.replaceSubrange(range, with: block)
                try page.write(to: url, atomically: true, encoding: .utf8)
            } else if page[range] != block {
                XCTFail(
                    """
                    the help block of \(relative) differs from `mapper \(command) --help` \
                    (UPDATE_GOLDEN=1 swift test rewrites it; review with git diff)
                    --- in the page
                    \(page[range])
                    --- mapper \(command) --help (COLUMNS=80)
                    \(block)
                    """)
            }
        }
    }

    private static let pagesFolder = MapperProcess.repositoryRoot.appendingPathComponent("docs/commands")

    /// The subcommands `mapper --help` lists, in its order.
    private static func subcommands() throws -> [String] {
        let help = try MapperProcess.run(["--help"], environment: environment).standardOutput
        guard let section = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        // A subcommand's line starts with two spaces and its name; its abstract's continuation
        // lines are indented further.
        return help[section.upperBound...].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first,
                name.allSatisfy({ $0.isLowercase || $0 == "-" })
            else { return nil }
            return String(name)
        }
    }

    /// What belongs between the markers: the help text in a fenced block, on lines of its own.
    private static func fencedBlock(_ help: String) -> String {
        var text = help
        while text.hasSuffix("\n") { text.removeLast() }
        return "\n```text\n\(text)\n```\n"
    }

    /// The text between the markers, markers excluded.
    private static func blockRange(in page: String) -> Range<String.Index>? {
        guard let start = page.range(of: begin), let stop = page.range(of: end, range: start.upperBound..<page.endIndex) else {
            return nil
        }
        return start.upperBound..<stop.lowerBound
    }
}
