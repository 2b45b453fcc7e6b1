import EventMapCore

/// The forms of `mapper status`. Names come from files anyone can commit: in the table and
/// Markdown they are written with terminal controls escaped, before any colour is added.
extension CoverageStatus {
    /// The output formats.
    package enum Format: String, CaseIterable, Sendable {
        /// ✔/✘ per page and action, for a terminal.
        case table
        /// Every page and action, for scripts.
        case json
        /// A pull request comment.
        case markdown
    }

    /// The status in `format`, ending with a newline.
    package func rendered(as format: Format, style: TerminalStyle = .plain) -> String {
        switch format {
        case .json: json()
        case .table: table(style: style)
        case .markdown: markdown()
        }
    }

    private func table(style: TerminalStyle) -> String {
        var lines: [String] = []
        let width = max(pages.flatMap { $0.tagged.map(\.selector.count) + $0.configured.map(\.selector.count) }.max() ?? 0, 8)
        for page in pages {
            let events = "Enter \(page.enter != nil ? style.tick : style.cross)  Leave \(page.leave != nil ? style.tick : style.cross)"
            let tracked = page.tagged.filter(\.tracked).count
            lines.append("\(page.className.escapingTerminalControls)  \(events)  \(tracked)/\(page.tagged.count) tagged tracked\(page.note)")
            for action in page.tagged {
                let mark = action.tracked ? style.tick : style.cross
                lines.append("  \(mark) \(pad(action.selector, width))  \((action.eventID ?? "tagged \(tag), not tracked").escapingTerminalControls)")
            }
            let taggedSelectors = Set(page.tagged.map(\.selector))
            for action in page.configured where !taggedSelectors.contains(action.selector) {
                let mark = action.inCode == false ? style.cross : style.tick
                let note = action.inCode == false ? "  (configured, not in code)" : action.inCode == nil ? "  (code not checked)" : ""
                lines.append("  \(mark) \(pad(action.selector, width))  \(action.eventID.escapingTerminalControls)\(note)")
            }
        }
        lines.append("")
        lines.append(totalsLine)
        return lines.joined(separator: "\n") + "\n"
    }

    private func markdown() -> String {
        var lines = [
            "## Event coverage", "", "\(totalsLine).", "", "| page | Enter | Leave | tagged tracked | configured, not in code |",
            "|---|---|---|---|---|",
        ]
        for page in pages {
            let missing = page.configured.filter { $0.inCode == false }.map { "`\($0.selector.escapingTerminalControls)`" }
            let untracked = page.tagged.filter { !$0.tracked }.map { "✘ `\($0.selector.escapingTerminalControls)`" }
            let tracked =
                "\(page.tagged.filter(\.tracked).count)/\(page.tagged.count)" + (untracked.isEmpty ? "" : " " + untracked.joined(separator: " "))
            lines.append(
                "| `\(page.className.escapingTerminalControls)`\(page.note.isEmpty ? "" : " " + page.note.dropFirst(2)) | \(page.enter != nil ? "✔" : "✘") | \(page.leave != nil ? "✔" : "✘") | \(tracked) | \(missing.isEmpty ? "–" : missing.joined(separator: " ")) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        let safe = text.escapingTerminalControls
        return safe.count >= width ? safe : safe + String(repeating: " ", count: width - safe.count)
    }
}

extension CoverageStatus.Page {
    /// What the row says besides its marks: a configured class the code lacks, a screen no
    /// config mentions.
    fileprivate var note: String {
        if inCode == false { return "  (class not in code: its hooks never fire)" }
        if !isConfigured { return "  (no page events configured)" }
        return ""
    }
}
