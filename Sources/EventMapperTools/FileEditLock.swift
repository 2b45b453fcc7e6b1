import EventMapper
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization

/// An exclusive hold on a file for one read-modify-write, so that two tools editing the same
/// config at once cannot interleave: the second is refused, not queued behind the first.
///
/// The lock is `flock(2)` on the file's final target itself (a symbolic link and its target
/// share one lock), or on its folder while it does not exist yet. Nothing is created for it, so
/// an edit leaves nothing behind in the user's folder, and no link is ever followed to create
/// a file. Because an edit replaces the file by renaming a new one over it, the lock is taken
/// on an open file and then checked to still be the file at that path; if the file was
/// replaced in between, the lock is taken again on the new one. The kernel drops the lock when
/// its holder exits or crashes, so it is never stale.
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
        /// Whether another process holds the lock (rather than the file not opening).
        package var isHeldByAnother = false

        package var description: String { "\(path): error: \(message)" }
    }

    /// What is locked: the file's final target, or its folder.
    package let lockedPath: String
    /// The open, locked file; -1 once released.
    private let descriptor: Mutex<Int32>

    /// Takes the lock on `path`, without waiting.
    /// - Parameter path: The file about to be edited.
    /// - Throws: ``Failure`` when another process holds the lock, or the file cannot be opened.
    package init(for path: String) throws(Failure) {
        let target = resolvedPath(path)
        for _ in 0..<8 {
            var status = stat()
            let exists = stat(target, &status) == 0
            let locked = exists ? target : AtomicFileWriter.directory(of: target)
            let descriptor = open(locked, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (exists ? 0 : O_DIRECTORY))
            guard descriptor >= 0 else {
                throw Failure(path: path, message: "cannot open \(locked) to lock it: \(String(cString: strerror(errno)))")
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let reason = errno
                close(descriptor)
                if reason == EWOULDBLOCK {
                    throw Failure(path: path, message: "another process is editing this file; try again when it has finished", isHeldByAnother: true)
                }
                throw Failure(path: path, message: "cannot lock \(locked): \(String(cString: strerror(reason)))")
            }
            // Still the file at that path? An edit that finished in between renamed a new one
            // over it, and a lock on the old one would guard nothing.
            var held = stat()
            var current = stat()
            let stillThere =
                fstat(descriptor, &held) == 0 && stat(target, &current) == 0
                ? exists && held.st_ino == current.st_ino && held.st_dev == current.st_dev
                : !exists && stat(target, &current) != 0
            if stillThere {
                lockedPath = locked
                self.descriptor = Mutex(descriptor)
                return
            }
            close(descriptor)
        }
        throw Failure(path: path, message: "the file keeps being replaced by another process; try again when it has finished")
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

/// Removes the temporary copy of a file being written when the process is interrupted
/// (SIGINT, SIGTERM, SIGHUP), then lets the signal end the process as it would have. The path is
/// kept in a fixed buffer, because a signal handler may only make async-signal-safe calls.
enum TemporaryFileCleanup {
    private static let capacity = Int(PATH_MAX) + 1
    nonisolated(unsafe) private static let pending: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    private static let installed: Bool = {
        for signal in handledSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                if TemporaryFileCleanup.pending.pointee != 0 { unlink(TemporaryFileCleanup.pending) }
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        return true
    }()

    private static let handledSignals = [SIGINT, SIGTERM, SIGHUP]

    /// Creates a new file `prefix` + six random characters, registered before it exists: a
    /// signal that arrives once the file is there — on whichever thread the system delivers it —
    /// finds its path. (Holding signals back around `mkstemp` protects only the calling thread,
    /// and a process that scans sources or reads in parallel has others.)
    /// - Returns: The descriptor (opened read-write) and the path, or -1 and nil with `errno` set.
    static func creatingRegistered(prefix: String) -> (Int32, String?) {
        _ = installed
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<100 {
            let path = prefix + String((0..<6).map { _ in letters.randomElement()! })
            register(path)
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if descriptor >= 0 { return (descriptor, path) }
            let code = errno
            unregister()
            guard code == EEXIST else {
                errno = code
                return (-1, nil)
            }
        }
        errno = EEXIST
        return (-1, nil)
    }

    /// Remembers `path` as the file to remove if a signal arrives.
    static func register(_ path: String) {
        _ = installed
        let bytes = Array(path.utf8.prefix(capacity - 1))
        guard let first = bytes.first else { return }
        // The first byte last: until it is set, a signal sees no path at all, never half of one.
        pending.pointee = 0
        for (index, byte) in bytes.enumerated().dropFirst() { pending[index] = CChar(bitPattern: byte) }
        pending[bytes.count] = 0
        pending.pointee = CChar(bitPattern: first)
    }

    /// Forgets the path: the file was renamed into place or removed.
    static func unregister() {
        pending.pointee = 0
    }
}
