import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Children left to end on their own once their output is read (the source scanner, which
/// writes its cache after its document): each is waited for on a thread of its own, so that none
/// stays a zombie in a long-running `mapper edit`, and all of them before this process exits, so
/// that what they write is there once `mapper` has ended.
package enum LingeringChildren {
    private static let running = DispatchGroup()
    private static let waitsAtExit: Void = {
        atexit { LingeringChildren.waitForAll() }
    }()

    /// Waits for `identifier` on a thread of its own.
    static func add(_ identifier: pid_t) {
        _ = waitsAtExit
        running.enter()
        Thread.detachNewThread {
            _ = ChildProcess.wait(for: identifier)
            running.leave()
        }
    }

    /// Waits until every child added has ended.
    package static func waitForAll() {
        running.wait()
    }
}
