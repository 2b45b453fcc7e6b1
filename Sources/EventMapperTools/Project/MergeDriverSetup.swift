import EventMapper
import Foundation

/// Whether this clone runs the merge driver the repository's `.gitattributes` names for its
/// configs.
///
/// `.gitattributes` is committed (`Configs/*.plist merge=event-map`), but what the name runs is
/// `git config`, which each clone sets for itself: git never runs a command a repository names.
/// A clone that lacks it merges the configs line by line, silently, so that two branches that
/// add entries side by side conflict where the driver would have merged them. `validate` and
/// `init` say so, with the two lines that set it up.
package struct MergeDriverSetup: Sendable {
    /// One warning per driver that `.gitattributes` names for `.plist` or `.xml` files and this
    /// clone does not configure, located at its first line, each followed by the `git config`
    /// lines to run; empty when every driver is configured or there is no repository.
    package let warnings: [String]

    /// What git's own merge drivers are called: nothing to configure for them.
    private static let builtInDrivers: Set<String> = ["text", "binary", "union"]

    /// Reads `.gitattributes` at the top of the repository that holds `directory`, and asks git
    /// for each driver it names for configs.
    /// - Parameters:
    ///   - directory: A folder of the repository (the working directory).
    ///   - git: Runs git.
    package init(in directory: String = ".", git: any GitRunning) {
        guard Self.mayNameDrivers(from: directory) else {
            warnings = []
            return
        }
        guard let top = try? git.run(["-C", directory, "rev-parse", "--show-toplevel"], environment: [:]), top.status == 0 else {
            warnings = []
            return
        }
        let root = top.firstLine
        let attributesPath = root + "/.gitattributes"
        guard let data = FileManager.default.contents(atPath: attributesPath) else {
            warnings = []
            return
        }
        let shown = Self.shown(attributesPath, root: root, directory: directory)
        var warnings: [String] = []
        var checked: Set<String> = []
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let pattern = fields.first, !pattern.hasPrefix("#"), pattern.hasSuffix(".plist") || pattern.hasSuffix(".xml") else { continue }
            for attribute in fields.dropFirst() where attribute.hasPrefix("merge=") {
                let name = String(attribute.dropFirst("merge=".count))
                guard !name.isEmpty, !Self.builtInDrivers.contains(name), checked.insert(name).inserted else { continue }
                let configured = try? git.run(["-C", root, "config", "--get", "merge.\(name).driver"], environment: [:])
                guard configured?.status != 0 else { continue }
                warnings.append(Self.warning(name, pattern: pattern, at: "\(shown):\(number + 1):1"))
            }
        }
        self.warnings = warnings
    }

    /// Whether `directory` may be in a repository whose top holds `.gitattributes`, told without
    /// running git: false only when no folder above holds a `.git` git would take (a file, or a
    /// folder with `HEAD`), or the nearest one's folder has no `.gitattributes` and its
    /// configuration names no other working tree; git is asked whenever the environment names
    /// a repository.
    private static func mayNameDrivers(from directory: String) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if environment["GIT_DIR"] != nil || environment["GIT_WORK_TREE"] != nil { return true }
        let files = FileManager.default
        var folder = FileSystemItem.standardized(directory)
        while true {
            let git = (folder == "/" ? "" : folder) + "/.git"
            var isFolder: ObjCBool = false
            if files.fileExists(atPath: git, isDirectory: &isFolder) {
                // A `.git` file points at a repository elsewhere; a folder without HEAD is
                // not one, and git looks further up.
                if !isFolder.boolValue { return true }
                if files.fileExists(atPath: git + "/HEAD") {
                    let configuration = files.contents(atPath: git + "/config").map { String(decoding: $0, as: UTF8.self) } ?? ""
                    return configuration.contains("worktree") || files.fileExists(atPath: (folder == "/" ? "" : folder) + "/.gitattributes")
                }
            }
            if folder == "/" || folder.isEmpty { return false }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The warning and the lines that configure the driver `name`.
    private static func warning(_ name: String, pattern: String, at location: String) -> String {
        """
        \(location): warning: \(pattern) is merged by the '\(name)' driver, but this clone does not configure it \
        (no merge.\(name).driver), so git merges these configs line by line; run:
          git config merge.\(name).name "EventMapper configs, entry by entry"
          git config merge.\(name).driver "mapper merge-driver %O %A %B %P"
        """
    }

    /// `.gitattributes` as the user would name it from `directory`.
    private static func shown(_ path: String, root: String, directory: String) -> String {
        let here = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        let top = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        return here == top ? ".gitattributes" : path
    }
}
