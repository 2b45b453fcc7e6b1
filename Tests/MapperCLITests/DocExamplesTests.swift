import Foundation
import TestSupport
import XCTest

/// Every example in the README and in `docs/` runs, so that none can drift from the tool:
///
/// - a `$ command` line in a fenced block runs (`swift run mapper` and `mapper` are the built
///   `mapper`) in a scratch copy of the repository's inputs, one copy per page, and what it
///   prints — standard output and error together — must be the lines that follow it, up to the
///   next `$` line or the block's end; a line `…` stands for any lines. Each runs in a shell of
///   its own, where `$?` is the previous example's exit status, so `$ echo $?` shows it. A comment
///   `<!-- example-setup: shell commands -->` before a block sets the scene the prose describes
///   ("say the action is renamed in code"), in the same copy, before the block's examples run;
/// - a `mapper …` line in a `sh` block is checked to be a command line `mapper` accepts: it must
///   not end with a usage error (exit status 64).
final class DocExamplesTests: XCTestCase {
    private struct Example {
        let page: String
        let line: Int
        let command: String
        let expected: [String]
        /// Commands that set the scene first.
        let setup: String?
    }

    func testEveryPromptExamplePrintsWhatThePageShows() throws {
        for page in try Self.pages() {
            let examples = try Self.promptExamples(in: page)
            guard !examples.isEmpty else { continue }
            let scratch = try makeScratchFolder("doc-examples")
            defer { scratch.remove() }
            for inputs in ["Configs", "Examples", "Tests/Fixtures", ".mapper.json"] {
                let target = scratch.path(inputs)
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: RepositoryPaths.path(inputs), toPath: target)
            }
            var status: Int32 = 0
            // `$ # edit the file…` narrates a step; what it does is in the block's example-setup.
            for example in examples where !example.command.hasPrefix("#") {
                if let setup = example.setup { _ = try shell(setup, in: scratch.path("")) }
                let output: String
                (output, status) = try shell(example.command, in: scratch.path(""), previousStatus: status)
                // CSV's CRLF is one Character to Swift: line ends are made LF before splitting.
                let actual = output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map {
                    String($0).trimmingTrailingSpaces
                }
                XCTAssertTrue(
                    Self.matches(actual.last == "" ? Array(actual.dropLast()) : actual, example.expected),
                    "\(example.page):\(example.line): `\(example.command)` printed\n\(output)\n--- the page shows\n\(example.expected.joined(separator: "\n"))"
                )
            }
        }
    }

    func testEveryCommandLineInTheDocsIsAccepted() throws {
        for page in try Self.pages() {
            let text = try String(contentsOfFile: RepositoryPaths.path(page), encoding: .utf8)
            var inShellBlock = false
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("```") {
                    inShellBlock = !inShellBlock && (line == "```sh" || line == "```bash")
                    continue
                }
                guard inShellBlock, line.hasPrefix("mapper ") || line.hasPrefix("swift run mapper ") else { continue }
                let command = Self.withoutComment(String(line)).replacingOccurrences(of: "swift run mapper", with: "mapper")
                // `--help` checks the arguments without reading or writing anything.
                let checked = command.split(separator: "|")[0].split(separator: ">")[0] + " --help"
                let output = try shell(String(checked), in: RepositoryPaths.root.path, statusOnly: true).output
                XCTAssertNotEqual(output, "64", "\(page):\(number + 1): `\(command)` is not a command line mapper accepts")
            }
        }
    }

    // MARK: - Reading the pages

    private static func pages() throws -> [String] {
        var pages = ["README.md"]
        let docs = RepositoryPaths.path("docs")
        for case let relative as String in FileManager.default.enumerator(atPath: docs)! where relative.hasSuffix(".md") {
            pages.append("docs/" + relative)
        }
        return pages.sorted()
    }

    private static func promptExamples(in page: String) throws -> [Example] {
        let lines = try String(contentsOfFile: RepositoryPaths.path(page), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var examples: [Example] = []
        var inBlock = false
        var setup: String?
        var current: (line: Int, command: String, expected: [String], setup: String?)?
        func finish() {
            if var current {
                while current.expected.last == "" { current.expected.removeLast() }
                examples.append(Example(page: page, line: current.line, command: current.command, expected: current.expected, setup: current.setup))
            }
            current = nil
        }
        for (index, raw) in lines.enumerated() {
            let line = String(raw)
            if !inBlock, line.hasPrefix("<!-- example-setup:"), line.hasSuffix("-->") {
                setup = String(line.dropFirst("<!-- example-setup:".count).dropLast(3)).trimmingCharacters(in: .whitespaces)
                continue
            }
            if line.hasPrefix("```") {
                finish()
                inBlock.toggle()
                if !inBlock { setup = nil }
                continue
            }
            guard inBlock else { continue }
            if line.hasPrefix("$ ") {
                finish()
                current = (index + 1, withoutComment(String(line.dropFirst(2))), [], setup)
                setup = nil
            } else if current != nil {
                current!.expected.append(line.trimmingTrailingSpaces)
            }
        }
        return examples
    }

    /// The command without a trailing `  # comment`.
    private static func withoutComment(_ line: String) -> String {
        guard let range = line.range(of: "  #") else { return line }
        return String(line[..<range.lowerBound]).trimmingTrailingSpaces
    }

    /// Whether `actual` is `expected`, where a `…` line in `expected` stands for any lines.
    private static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            return (0...actual.count).contains { matches(Array(actual[$0...]), Array(expected.dropFirst())) }
        }
        guard let head = actual.first, head == first else { return false }
        return matches(Array(actual.dropFirst()), Array(expected.dropFirst()))
    }

    // MARK: - Running

    /// Runs `command` with `sh` in `directory`, `mapper` being the built one and `$?` starting as
    /// `previousStatus`; returns what it printed (standard output and error), or with `statusOnly`
    /// its exit status, and the exit status.
    private func shell(
        _ command: String,
        in directory: String,
        previousStatus: Int32 = 0,
        statusOnly: Bool = false
    ) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let script = command.replacingOccurrences(of: "swift run mapper", with: "mapper")
        process.arguments = ["-c", statusOnly ? "{ \(script); } >/dev/null 2>&1; echo $?" : "(exit \(previousStatus)); { \(script); } 2>&1"]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = MapperProcess.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        environment["COLUMNS"] = "80"
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return (statusOnly ? text.trimmingCharacters(in: .whitespacesAndNewlines) : text, process.terminationStatus)
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
