import EventMapperTools
import Foundation

/// Runs `git` from `PATH`: what the editor commits saved configs with.
package struct GitProcess: GitRunning {
    package init() {}

    package func run(_ arguments: [String], environment: [String: String]) throws -> GitResult {
        let outcome = try ChildProcess.run("git", arguments: arguments, environment: environment, searchingPath: true, readingErrors: true)
        let status: Int32 =
            switch outcome.termination {
            case .exit(let code): code
            case .signal(let signal): 128 + signal
            }
        return GitResult(
            status: status, output: String(decoding: outcome.output, as: UTF8.self), error: String(decoding: outcome.errors, as: UTF8.self))
    }
}
