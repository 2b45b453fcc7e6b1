/// One file of a generated tree: its path below the output folder and its text.
struct GeneratedFile: Equatable {
    /// The path relative to the tree's root, `/`-separated.
    let path: String
    /// The file's contents.
    let text: String
}

extension GeneratedFile {
    /// The same file with a tracking call at the top of every method body, as an app that tracks
    /// in code has one: `[WUserStatistics sendEventToServer:@"…"]` in Objective-C,
    /// `Analytics.track("…")` in Swift. The rest of the text is unchanged, so the tree's other
    /// contents, and every other benchmark's tree, stay as they are.
    func withTrackingCalls() -> GeneratedFile {
        let isSwift = path.hasSuffix(".swift")
        guard isSwift || path.hasSuffix(".m") else { return self }
        var lines: [Substring] = []
        var count = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line)
            let opensMethod =
                isSwift
                ? line.hasPrefix("    ") && line.contains("func ") && line.hasSuffix(") {")
                : line.hasPrefix("- (") && line.hasSuffix(" {")
            guard opensMethod else { continue }
            count += 1
            let id = "EVENT_\(path.split(separator: "/").last!.split(separator: ".")[0].uppercased())_\(count)"
            lines.append(isSwift ? "        Analytics.track(\"\(id)\")" : "    [WUserStatistics sendEventToServer:@\"\(id)\"];")
        }
        return GeneratedFile(path: path, text: lines.joined(separator: "\n"))
    }
}
