import Foundation
import XCTest

extension ScratchFolder {
    /// Runs `git` in the folder (or in `subfolder` of it) with a fixed author and no user or
    /// system configuration, so that the test does not depend on the machine's.
    /// - Returns: Standard output.
    /// - Throws: ``FixturePreparationError`` when git exits with a failure, with its message.
    @discardableResult
    package func git(_ arguments: String..., in subfolder: String? = nil) throws -> String {
        let result = try gitResult(arguments, in: subfolder)
        guard result.status == 0 else {
            throw FixturePreparationError(message: "git \(arguments.joined(separator: " ")) exited \(result.status): \(result.errors)")
        }
        return result.output
    }

    /// Runs `git` as ``git(_:in:)`` does, and returns its exit status, standard output and
    /// standard error whatever the status: for a command expected to fail, such as a merge with
    /// conflicts.
    package func gitResult(_ arguments: [String], in subfolder: String? = nil) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = subfolder.map { url.appendingPathComponent($0) } ?? url
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["HOME"] = directory
        for (key, value) in [
            ("GIT_AUTHOR_NAME", "Test"), ("GIT_AUTHOR_EMAIL", "test@example.invalid"), ("GIT_COMMITTER_NAME", "Test"),
            ("GIT_COMMITTER_EMAIL", "test@example.invalid"),
        ] {
            environment[key] = value
        }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: message, as: UTF8.self))
    }

    /// Makes the folder a git repository on branch `main` and commits everything in it.
    package func initGitRepository() throws {
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-q", "-m", "initial")
    }
}
