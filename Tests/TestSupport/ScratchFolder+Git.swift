import Foundation
import XCTest

extension ScratchFolder {
    /// Runs `git` in the folder (or in `subfolder` of it) with a fixed author and no user or
    /// system configuration, so that the test does not depend on the machine's.
    /// - Returns: Standard output.
    /// - Throws: ``FixturePreparationError`` when git exits with a failure, with its message.
    @discardableResult
    package func git(_ arguments: String..., in subfolder: String? = nil, allowFailure: Bool = false) throws -> String {
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
        guard process.terminationStatus == 0 || allowFailure else {
            throw FixturePreparationError(
                message: "git \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Makes the folder a git repository on branch `main` and commits everything in it.
    package func initGitRepository() throws {
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-q", "-m", "initial")
    }
}
