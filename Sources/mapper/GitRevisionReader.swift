import EventMapper
import EventMapperTools
import Foundation
import MapperProcesses

/// `git show revision:path` and `git ls-tree`, run in child processes: how `mapper diff` reads
/// a side at a git revision.
struct GitRevisionReader: RevisionReading {
    func contents(of spec: String) throws(ConfigInputError) -> [UInt8] {
        // `--end-of-options`: whatever the spec says, git never reads it as an option.
        try Self.git(["show", "--end-of-options", spec], naming: spec)
    }

    func files(at revision: String, under path: String) throws(ConfigInputError) -> [String] {
        // A path from the working directory as git reads `rev:./path`, else from the top; taken
        // literally, so that `*` in a name is not a pattern.
        let relative = path.hasPrefix("./") || path.hasPrefix("../") || path.hasPrefix("/")
        let pathspec = (relative ? ":(literal)" : ":(top,literal)") + path
        let listing = try Self.git(
            ["ls-tree", "-r", "-z", "--name-only", "--full-name", "--end-of-options", revision, "--", pathspec], naming: "\(revision):\(path)")
        return listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    func workingDirectoryPrefix() throws(ConfigInputError) -> String {
        let output = try Self.git(["rev-parse", "--show-prefix"], naming: ".")
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    func knowsRevision(_ revision: String) -> Bool {
        // The text is a revision's (it never starts with '-'); `^{tree}` peels a tag or commit
        // to what `ls-tree` reads.
        (try? Self.git(["rev-parse", "--verify", "--quiet", revision + "^{tree}"], naming: revision)) != nil
    }

    private static func git(_ arguments: [String], naming spec: String) throws(ConfigInputError) -> [UInt8] {
        guard let outcome = try? ChildProcess.run("git", arguments: arguments, searchingPath: true, readingErrors: true) else {
            throw ConfigInputError(path: spec, message: "cannot run git")
        }
        guard outcome.termination == .exit(0) else {
            let message = String(decoding: outcome.errors, as: UTF8.self)
            let reason = message.split(separator: "\n").first.map(String.init) ?? "git failed"
            throw ConfigInputError(path: spec, message: "no such file or git revision (\(reason))")
        }
        let data = outcome.output
        return Array(data)
    }
}
