import EventMapper
import Foundation

/// Runs git. The executables provide it: a library starts no process.
package protocol GitRunning: Sendable {
    /// Runs `git` with `arguments`, with `environment` added to the process's own.
    /// - Returns: The exit status, standard output and standard error.
    /// - Throws: When git cannot be started at all.
    func run(_ arguments: [String], environment: [String: String]) throws -> GitResult
}

/// What a git command did.
package struct GitResult: Sendable {
    package let status: Int32
    package let output: String
    package let error: String

    package init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }

    /// The output's first line.
    var firstLine: String { String(output.split(separator: "\n").first ?? "") }
}

/// Saved config files made a commit on a branch, as a product manager's change is reviewed:
/// in a pull request. The commit holds the bytes the save wrote, not what the files hold when
/// git reads them (another writer may have changed them since). It is made without checking
/// the branch out, through an index of its own, so that no other file, no other branch and
/// the user's index are left as they were; on the branch that is checked out, the user's index
/// takes the committed files, as `git commit --only` would. Nothing is pushed.
package struct GitCommit: Sendable {
    /// The branch.
    package let branch: String
    /// The commit's full ID.
    package let commit: String
    /// Whether the branch was made for it.
    package let createdBranch: Bool

    /// Commits `files`, with the contents the save wrote, to `branch`, in the repository that
    /// holds them.
    /// - Parameters:
    ///   - files: The saved files, as the set names them, with the bytes written.
    ///   - branch: A new or existing branch.
    ///   - message: The commit message.
    ///   - git: Runs git.
    /// - Throws: ``GitCommitFailure`` saying what git refused, or that the configs are not in a
    ///   repository.
    package init(files: [(path: String, bytes: [UInt8])], branch: String, message: String, git: any GitRunning)
        throws(GitCommitFailure)
    {
        guard let first = files.first?.path else { throw GitCommitFailure("nothing was saved, so there is nothing to commit") }
        let root = try Self.check(branch: branch, message: message, file: first, git: git)
        let absolute = files.map { resolvedPath(FileSystemItem.standardized($0.path)) }
        // Every command below runs at the top of the repository, on paths from there.
        let runner = GitSteps(git: git, directory: root)
        let paths = absolute.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
        let current = try? runner.run(["symbolic-ref", "--quiet", "--short", "HEAD"], "").firstLine
        if current != branch, let elsewhere = try Self.worktree(checkingOut: branch, other: root, runner) {
            // Moving a branch another work tree has checked out would leave its files and index behind it.
            throw GitCommitFailure("'\(branch)' is checked out in \(elsewhere): commit there, or choose another branch")
        }
        let existing = try? runner.run(["rev-parse", "--verify", "--quiet", "refs/heads/\(branch)^{commit}"], "").firstLine
        self.branch = branch
        createdBranch = existing == nil
        var parent = existing ?? ""
        if existing == nil {
            parent = try runner.run(["rev-parse", "--verify", "HEAD^{commit}"], "the repository has no commit to branch from").firstLine
        }
        // An index of the commit's own, and the saved bytes, in the repository's folder.
        let scratch =
            try runner.run(["rev-parse", "--absolute-git-dir"], "cannot find the repository's folder").firstLine
            + "/mapper-edit-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let environment = ["GIT_INDEX_FILE": scratch + ".index"]
        defer {
            try? FileManager.default.removeItem(atPath: scratch + ".index")
            try? FileManager.default.removeItem(atPath: scratch + ".blob")
        }
        _ = try runner.run(["read-tree", parent], "cannot read the branch's files", environment: environment)
        var staged: [(mode: String, blob: String, path: String)] = []
        for (path, file) in zip(paths, files) {
            guard FileManager.default.createFile(atPath: scratch + ".blob", contents: Data(file.bytes)) else {
                throw GitCommitFailure("cannot hand \(path) to git in \(scratch).blob")
            }
            let blob = try runner.run(["hash-object", "-w", "--path=\(path)", "--", scratch + ".blob"], "cannot store \(path)").firstLine
            let entry = try? runner.run(["ls-files", "--stage", "--", path], "", environment: environment).firstLine
            let mode = entry?.split(separator: " ").first.map(String.init) ?? "100644"
            _ = try runner.run(["update-index", "--add", "--cacheinfo", "\(mode),\(blob),\(path)"], "cannot stage \(path)", environment: environment)
            staged.append((mode, blob, path))
        }
        let tree = try runner.run(["write-tree"], "cannot write the commit's files", environment: environment).firstLine
        let parentTree = try runner.run(["rev-parse", "\(parent)^{tree}"], "cannot read the branch's files").firstLine
        guard tree != parentTree else { throw GitCommitFailure("'\(branch)' already has these files as saved: there is nothing to commit") }
        commit = try runner.run(["commit-tree", tree, "-p", parent, "-m", message], "git did not make the commit").firstLine
        _ = try runner.run(
            ["update-ref", "-m", "mapper edit", "refs/heads/\(branch)", commit, existing ?? ""], "the branch moved while the commit was made")
        guard current == branch else { return }
        // The checked-out branch moved: its index takes the committed files, as after `git commit --only`.
        for entry in staged {
            _ = try runner.run(
                ["update-index", "--add", "--cacheinfo", "\(entry.mode),\(entry.blob),\(entry.path)"], "cannot update the index for \(entry.path)")
        }
    }
}

extension GitCommit {
    /// Refuses a commit that could not be made, before anything is saved: no message, a branch
    /// name git would not take, a file outside a git repository.
    /// - Parameters:
    ///   - branch: The branch asked for.
    ///   - message: The commit message asked for.
    ///   - file: A file the commit would hold, as the set names it.
    ///   - git: Runs git.
    /// - Returns: The top folder of the repository that holds `file`.
    @discardableResult
    package static func check(branch: String, message: String, file: String, git: any GitRunning) throws(GitCommitFailure) -> String {
        guard !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw GitCommitFailure("a commit needs a message") }
        // git would read these as another branch (`@{-1}`, `@`), a ref path or an option.
        guard !branch.hasPrefix("-"), !branch.hasPrefix("refs/"), !branch.contains("@{"), branch != "@" else {
            throw GitCommitFailure("'\(branch)' is not a valid branch name: give the name alone, such as tracking/home-favourites")
        }
        let absolute = resolvedPath(FileSystemItem.standardized(file))
        let folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
        let root = try GitSteps(git: git, directory: folder.isEmpty ? "/" : folder).run(
            ["rev-parse", "--show-toplevel"], "\(file) is not in a git repository, so it cannot be committed"
        ).firstLine
        _ = try GitSteps(git: git, directory: root).run(["check-ref-format", "--branch", branch], "'\(branch)' is not a valid branch name")
        return root
    }

    /// The work tree other than `root` that has `branch` checked out, if one has.
    fileprivate static func worktree(checkingOut branch: String, other root: String, _ runner: GitSteps) throws(GitCommitFailure) -> String? {
        let listing = try runner.run(["worktree", "list", "--porcelain"], "cannot list the repository's work trees").output
        var path = ""
        for line in listing.split(separator: "\n") {
            if line.hasPrefix("worktree ") { path = String(line.dropFirst("worktree ".count)) }
            if line == "branch refs/heads/\(branch)", resolvedPath(path) != resolvedPath(root) { return path }
        }
        return nil
    }
}

package struct GitCommitFailure: Error, Sendable, CustomStringConvertible {
    package let message: String

    init(_ message: String) {
        self.message = message
    }

    package var description: String { "error: \(message)" }
}

/// Runs one git step after another, turning a failed step into the failure its caller names.
private struct GitSteps {
    let git: any GitRunning
    /// Where git runs (`git -C`).
    let directory: String

    func run(_ arguments: [String], _ failure: String, environment: [String: String] = [:]) throws(GitCommitFailure) -> GitResult {
        let result: GitResult
        do {
            result = try git.run(["-C", directory] + arguments, environment: environment)
        } catch {
            throw GitCommitFailure("git could not be run: \(error)")
        }
        guard result.status == 0 else {
            let said = result.error.trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitCommitFailure(failure + (said.isEmpty ? "" : " (git: \(said))"))
        }
        return result
    }
}
