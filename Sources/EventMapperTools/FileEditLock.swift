import EventMapper
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive hold on a file for one read-modify-write, so that two tools editing the same
/// config at once cannot interleave: the second is refused, not queued behind the first.
///
/// The lock is `flock(2)` on a lock file next to the file's final target,
/// `.<name>.lock` (a symbolic link and its target share one lock). The kernel drops the lock
/// when its holder exits or crashes, so a lock file left behind is never stale: it is only the
/// place to lock, and it is deliberately not deleted afterwards — deleting it would let a
/// waiting process lock the deleted file while a third locks a new one.
///
/// ## Usage
/// ```swift
/// let lock = try FileEditLock(for: "Configs/WGlobalUserStatisticsConfig.plist")
/// defer { lock.release() }
/// // read, edit, AtomicFileWriter().write(…)
/// ```
package final class FileEditLock: Sendable {
    /// Why the lock was not taken.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file that was to be locked.
        package let path: String
        /// What went wrong.
        package let message: String

        package var description: String { "\(path): error: \(message)" }
    }

    /// The lock file.
    package let lockPath: String
    /// The open lock file; -1 once released.
    private let descriptor: Mutex<Int32>

    /// Takes the lock on `path`, without waiting.
    /// - Parameter path: The file about to be edited.
    /// - Throws: ``Failure`` when another process holds the lock, or the lock file cannot be
    ///   created (a read-only folder).
    package init(for path: String) throws(Failure) {
        let target = resolvedPath(path)
        lockPath = AtomicFileWriter.directory(of: target) + "/." + AtomicFileWriter.baseName(of: target) + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(path: path, message: "cannot create the lock file \(lockPath): \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno
            close(descriptor)
            if reason == EWOULDBLOCK {
                throw Failure(path: path, message: "another process is editing this file (it holds \(lockPath)); try again when it has finished")
            }
            throw Failure(path: path, message: "cannot lock \(lockPath): \(String(cString: strerror(reason)))")
        }
        self.descriptor = Mutex(descriptor)
    }

    /// Releases the lock; releasing twice does nothing. Dropping the last reference releases it
    /// too, but Swift may end an object's life at its last use, so call this where the edit ends.
    package func release() {
        descriptor.withLock { descriptor in
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
    }

    deinit {
        release()
    }
}
