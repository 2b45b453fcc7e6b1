import Foundation
import XCTest

/// Compares output with a committed file under `Tests/Fixtures`.
///
/// With `UPDATE_GOLDEN=1` in the environment the file is rewritten with the output instead, to
/// be reviewed with `git diff` before it is committed. A mismatch fails the test with the lines
/// that differ (`-` expected, `+` actual, each with its line number) and the command that
/// regenerates the file.
///
/// ## Usage
/// ```swift
/// try GoldenFile.assertMatches(result.standardOutput, "CLI/convert-sample.json")
/// try GoldenFile.assertMatches(bytes: edited, "Edit/expected/plist-replace.plist")
/// ```
package enum GoldenFile {
    /// Fails when `actual` differs from the fixture `relative` (below `Tests/Fixtures`).
    /// - Throws: When the fixture cannot be read, or rewritten with `UPDATE_GOLDEN=1`.
    package static func assertMatches(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try assertMatches(bytes: Array(actual.utf8), relative, file: file, line: line)
    }

    /// Fails when `actual` differs from the fixture `relative` byte for byte; line ends count.
    /// - Throws: When the fixture cannot be read, or rewritten with `UPDATE_GOLDEN=1`.
    package static func assertMatches(bytes actual: [UInt8], _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = RepositoryPaths.fixtures.appendingPathComponent(relative)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual).write(to: url, options: .atomic)
            return
        }
        let expected = Array(try Data(contentsOf: url))
        guard actual != expected else { return }
        XCTFail(mismatch(expected: expected, actual: actual, relative: relative, testFile: "\(file)"), file: file, line: line)
    }

    /// The failure message: what differs, and how to accept the new output.
    static func mismatch(expected: [UInt8], actual: [UInt8], relative: String, testFile: String) -> String {
        """
        differs from Tests/Fixtures/\(relative); if the new output is right, regenerate with
            UPDATE_GOLDEN=1 swift test --filter \(testFilter(testFile))
        and review with git diff.
        --- expected (Tests/Fixtures/\(relative))
        +++ actual
        \(LineDiff(expected: expected, actual: actual).rendered)
        """
    }

    /// `Target.Class` for a test file `…/Tests/Target/Class.swift`: what `--filter` takes.
    private static func testFilter(_ testFile: String) -> String {
        let url = URL(fileURLWithPath: testFile)
        return url.deletingLastPathComponent().lastPathComponent + "." + url.deletingPathExtension().lastPathComponent
    }
}

/// The lines of two texts that differ, numbered, with the line ends shown when they are all
/// that differs.
struct LineDiff {
    let expected: [UInt8]
    let actual: [UInt8]

    var rendered: String {
        let old = Self.lines(expected)
        let new = Self.lines(actual)
        // Line ends and a missing final newline are invisible in a plain listing.
        let showEnds = old.map(\.text) == new.map(\.text)
        // (line number, 0 for a removal and 1 for an insertion, text): a changed line reads as
        // `-5: old` then `+5: new`.
        var changes: [(line: Int, order: Int, text: String)] = []
        for change in new.map(\.shown).difference(from: old.map(\.shown)) {
            switch change {
            case .remove(let offset, _, _): changes.append((offset + 1, 0, "-\(offset + 1): " + show(old[offset], ends: showEnds)))
            case .insert(let offset, _, _): changes.append((offset + 1, 1, "+\(offset + 1): " + show(new[offset], ends: showEnds)))
            }
        }
        guard !changes.isEmpty else { return "(the same lines; the bytes differ)" }
        return changes.sorted { ($0.line, $0.order) < ($1.line, $1.order) }.map(\.text).joined(separator: "\n")
    }

    private func show(_ line: Line, ends: Bool) -> String {
        ends ? line.shown.debugDescription : line.text
    }

    /// One line, with the end it had (`\n`, `\r\n`, or none for the last).
    private struct Line {
        let text: String
        let end: String
        var shown: String { text + end }
    }

    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            var body = Array(bytes[start..<index])
            var end = "\n"
            if body.last == 0x0D {
                body.removeLast()
                end = "\r\n"
            }
            result.append(Line(text: String(decoding: body, as: UTF8.self), end: end))
            start = index + 1
        }
        if start < bytes.count {
            result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), end: ""))
        }
        return result
    }
}
