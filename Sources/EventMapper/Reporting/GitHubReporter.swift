import EventMapCore
import EventMapXML
import Foundation

/// GitHub Actions workflow commands, one a finding, which the runner turns into annotations on
/// the pull request's diff:
///
/// ```
/// ::error file=Configs/Home.plist,line=12,col=5,title=duplicate-key::duplicate key 'Enter' …
/// ```
///
/// Errors become `::error`, warnings `::warning` and notes `::notice`. The suggestion follows
/// the message as in `Finding.description`, and each related place is a further line of the
/// message, because an annotation has only one location. A last plain line gives the summary for
/// the job's log.
package struct GitHubReporter: FindingReporter {
    /// The repository's root, which annotation paths are made relative to (GitHub attaches an
    /// annotation to a pull request only by a path from the root); nil to write paths as given.
    let root: String?
    /// The folder relative paths are relative to.
    let workingDirectory: String

    /// Creates a reporter that writes paths as they are given.
    package init() {
        root = nil
        workingDirectory = "."
    }

    /// Creates a reporter whose paths are relative to `root`.
    /// - Parameters:
    ///   - root: The repository's root, absolute.
    ///   - workingDirectory: What relative paths in findings are relative to, absolute.
    package init(root: String, workingDirectory: String) {
        self.root = root
        self.workingDirectory = workingDirectory
    }

    /// The reporter for this process: paths relative to `GITHUB_WORKSPACE` when it is set (as
    /// on GitHub's runners), else to the enclosing git checkout's top folder, else as given.
    package static func forThisProcess(environment: [String: String] = ProcessInfo.processInfo.environment) -> GitHubReporter {
        let here = FileManager.default.currentDirectoryPath
        if let workspace = environment["GITHUB_WORKSPACE"], workspace.hasPrefix("/") {
            return GitHubReporter(root: workspace, workingDirectory: here)
        }
        var folder = URL(fileURLWithPath: here).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return GitHubReporter(root: folder.path, workingDirectory: here)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return GitHubReporter() }
            folder = parent
        }
    }

    /// `path` from the repository's root when it lies inside it; as given otherwise.
    package func repositoryPath(_ path: String) -> String {
        guard let root else { return path }
        let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : workingDirectory + "/" + path).standardizedFileURL.path
        let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    package func render(_ report: ValidationReport) -> String {
        var lines: [String] = []
        for finding in report.findings {
            let properties = [
                ("file", repositoryPath(finding.location.file)),
                ("line", String(finding.location.line)),
                ("col", String(finding.location.column)),
                ("title", finding.rule.id),
            ]
            .map { "\($0.0)=\(Self.escapeProperty($0.1))" }
            .joined(separator: ",")
            lines.append(
                "::\(Self.command(for: finding.severity)) \(properties)::\(Self.escapeData(Self.text(of: finding)))".escapingTerminalControls)
        }
        lines.append(report.summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `::error` annotation per problem, on its file where the place names one.
    package func renderFailure(_ error: ConfigInputError) -> String {
        let lines = error.problems.map { problem in
            let (file, line, column) = Self.split(place: problem.place)
            let properties = [("file", file.map(repositoryPath)), ("line", line), ("col", column), ("title", "validation did not run")]
                .compactMap { name, value in value.map { "\(name)=\(Self.escapeProperty($0))" } }
                .joined(separator: ",")
            return "::error \(properties)::\(Self.escapeData(problem.message))".escapingTerminalControls
        }
        return (lines + ["validation did not run"]).joined(separator: "\n") + "\n"
    }

    /// A place as `path`, `path:line` or `path:line:column`.
    private static func split(place: String) -> (file: String?, line: String?, column: String?) {
        var parts = place.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [String] = []
        while numbers.count < 2, parts.count > 1, let last = parts.last, !last.isEmpty, last.allSatisfy(\.isNumber) {
            numbers.insert(parts.removeLast(), at: 0)
        }
        return (parts.joined(separator: ":"), numbers.first, numbers.count > 1 ? numbers[1] : nil)
    }

    /// The workflow command for a severity.
    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The annotation's text: the message, the suggestion, and the related places.
    private static func text(of finding: Finding) -> String {
        var text = finding.messageWithSuggestion
        for related in finding.related {
            text += "\nrelated location: \(SourceLocationText(related, from: finding.location.file))"
        }
        return text
    }

    /// Escapes a command's message. The runner reads one command a line and decodes these three
    /// sequences, so a newline in a message would otherwise end the command early and a literal
    /// `%0A` would turn into a newline.
    static func escapeData(_ text: String) -> String {
        escape(text, colonAndComma: false)
    }

    /// Escapes a property value. Properties are also delimited by `,` (between properties) and
    /// `::` (before the message), so a path with a comma or colon would otherwise be cut short.
    static func escapeProperty(_ text: String) -> String {
        escape(text, colonAndComma: true)
    }

    // One pass over the characters, so that the `%` of an escape just written is never escaped
    // again. Unicode scalars, not Characters: "\r\n" is one Character but two escapes.
    private static func escape(_ text: String, colonAndComma: Bool) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case ":" where colonAndComma: escaped += "%3A"
            case "," where colonAndComma: escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
