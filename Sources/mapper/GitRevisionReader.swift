import EventMapper
import EventMapperTools
import Foundation

/// `git show revision:path`, run in a child process: how `mapper diff` reads a side at a git
/// revision.
struct GitRevisionReader: RevisionReading {
    func contents(of spec: String) throws(ConfigInputError) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `--end-of-options`: whatever the spec says, git never reads it as an option.
        process.arguments = ["git", "show", "--end-of-options", spec]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw ConfigInputError(path: spec, message: "cannot run git")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "git show failed"
            throw ConfigInputError(path: spec, message: "no such file or git revision (\(reason))")
        }
        return Array(data)
    }
}
