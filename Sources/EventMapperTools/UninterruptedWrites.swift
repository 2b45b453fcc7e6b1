#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// Writes that a quick exit must not cut short. The editor, interrupted while it works on a
/// long request, ends without waiting for the request; only writes under way (a save's files,
/// its commit, the descriptions file) are let finish, and the process ends right after them.
package enum UninterruptedWrites {
    private struct State {
        var running = 0
        /// The status to end with once nothing is being written; nil until an exit is asked for.
        var exitStatus: Int32?
    }

    private static let state = Mutex(State())

    /// Runs `body`, which writes files: an exit asked for meanwhile waits for it to end.
    package static func perform<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        state.withLock { $0.running += 1 }
        defer {
            let status = state.withLock { current -> Int32? in
                current.running -= 1
                return current.running == 0 ? current.exitStatus : nil
            }
            if let status { exit(status) }
        }
        return try body()
    }

    /// Ends the process with `status` now, or as soon as the writes under way are done.
    package static func exitOnceWritten(_ status: Int32) {
        let now = state.withLock { current -> Bool in
            current.exitStatus = status
            return current.running == 0
        }
        if now { exit(status) }
    }
}
