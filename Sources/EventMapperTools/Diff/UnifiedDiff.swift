/// The lines an edit changes in a file, as `diff -u` and `git diff` print them: what
/// `--dry-run` shows instead of writing, and what `rename` and `import` show of what they write.
///
/// ## Usage
/// ```swift
/// print(UnifiedDiff(path: "Configs/WGlobalUserStatisticsConfig.plist", old: bytes, new: edited).text, terminator: "")
/// ```
package struct UnifiedDiff: Sendable {
    /// `--- a/…`, `+++ b/…` and the hunks, each with up to three lines of context; empty when
    /// the contents are the same.
    package let text: String

    /// Lines of context around each change.
    private static let context = 3

    /// Compares two versions of the file at `path`.
    package init(path: String, old: [UInt8], new: [UInt8]) {
        let oldLines = old.linesKeepingEnds()
        let newLines = new.linesKeepingEnds()
        let script = Self.script(oldLines, newLines)
        guard script.contains(where: { $0.kind != .same }) else {
            text = ""
            return
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in Self.hunks(script) {
            let lines = script[hunk]
            let oldStart = lines.first { $0.kind != .insert }?.oldIndex ?? lines.first!.oldIndex
            let newStart = lines.first { $0.kind != .delete }?.newIndex ?? lines.first!.newIndex
            let oldCount = lines.count { $0.kind != .insert }
            let newCount = lines.count { $0.kind != .delete }
            out += "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@\n"
            for line in lines {
                let (prefix, text) =
                    switch line.kind {
                    case .same: (" ", oldLines[line.oldIndex])
                    case .delete: ("-", oldLines[line.oldIndex])
                    case .insert: ("+", newLines[line.newIndex])
                    }
                out += prefix + text + (text.unicodeScalars.last == "\n" ? "" : "\n\\ No newline at end of file\n")
            }
        }
        text = out
    }

    /// Whether the two versions are the same.
    package var isEmpty: Bool { text.isEmpty }

    private struct Step {
        enum Kind { case same, delete, insert }
        let kind: Kind
        /// The old line this step is at (for an insertion: the old line after it).
        let oldIndex: Int
        /// The new line this step is at (for a deletion: the new line after it).
        let newIndex: Int
    }

    /// The old and new lines in order, each kept, deleted or inserted.
    private static func script(_ old: [String], _ new: [String]) -> [Step] {
        var removals = Set<Int>()
        var insertions = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removals.insert(offset)
            case .insert(let offset, _, _): insertions.insert(offset)
            }
        }
        var steps: [Step] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, removals.contains(i) {
                steps.append(Step(kind: .delete, oldIndex: i, newIndex: j))
                i += 1
            } else if j < new.count, insertions.contains(j) {
                steps.append(Step(kind: .insert, oldIndex: i, newIndex: j))
                j += 1
            } else {
                steps.append(Step(kind: .same, oldIndex: i, newIndex: j))
                i += 1
                j += 1
            }
        }
        return steps
    }

    /// The ranges of steps to print: each change with its context, overlapping ones joined.
    private static func hunks(_ script: [Step]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, step) in script.enumerated() where step.kind != .same {
            let range = max(0, index - context)..<min(script.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    /// `start,count` as unified diffs number lines: from 1, and the line before for an empty range.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }
}

extension [UInt8] {
    /// The text's lines, each with its line end as written (`\r\n` kept); the last one without
    /// an end when the text has none.
    func linesKeepingEnds() -> [String] {
        var lines: [String] = []
        var start = 0
        for (index, byte) in enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(String(decoding: self[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < count { lines.append(String(decoding: self[start...], as: UTF8.self)) }
        return lines
    }
}
