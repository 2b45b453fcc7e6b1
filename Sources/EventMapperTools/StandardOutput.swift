import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output, as every command writes it: bytes are written here and nowhere else, so
/// that output that is lost — a full disk (`> /dev/full`), a closed descriptor (`>&-`) — cannot
/// pass unnoticed. The first failure is kept, nothing more is written, and the process ends with
/// exit status 2 and one message however the command itself ends (``checksAtExit()``).
///
/// A reader that closed the pipe (`mapper logs annotate … | head`) is not a failure: what it did
/// not read, it did not want. Writing stops quietly.
package enum StandardOutput {
    /// The path failures name.
    static let name = "standard output"

    private static let state = State()

    /// Writes all of `bytes`.
    /// - Throws: ``AtomicFileWriter/Failure`` naming standard output, when this or an earlier
    ///   write failed.
    package static func write(_ bytes: UnsafeRawBufferPointer) throws(AtomicFileWriter.Failure) {
        if let failure = state.failure { throw failure }
        guard !state.readerLeft else { return }
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if count >= 0 {
                offset += count
                continue
            }
            switch errno {
            case EINTR: continue
            case EPIPE:
                state.readerLeft = true
                return
            default: throw state.fail(errno)
            }
        }
    }

    /// Writes text.
    package static func write(_ text: String) throws(AtomicFileWriter.Failure) {
        var text = text
        let failure = text.withUTF8 { bytes -> AtomicFileWriter.Failure? in
            do throws(AtomicFileWriter.Failure) {
                try write(UnsafeRawBufferPointer(bytes))
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// The first failed write, if any.
    package static var failure: AtomicFileWriter.Failure? { state.failure }

    /// Makes sure lost output ends the process with status 2: call it first thing. A descriptor
    /// the shell closed is kept closed to writing — `/dev/null` opened read-only in its place —
    /// so that no file the command opens takes its number and receives its output. At exit,
    /// what standard I/O still holds is flushed, and a failure is said once with `report`.
    package static func checksAtExit() {
        if fcntl(STDOUT_FILENO, F_GETFD) < 0, errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY | O_CLOEXEC)
            if placeholder >= 0, placeholder != STDOUT_FILENO {
                dup2(placeholder, STDOUT_FILENO)
                close(placeholder)
            }
        }
        atexit {
            // ArgumentParser prints help and `--version` through standard I/O: flush it all.
            if fflush(nil) != 0, errno != EPIPE { _ = StandardOutput.state.fail(errno) }
            guard let failure = StandardOutput.state.failure else { return }
            let line = Array((failure.description + "\n").utf8)
            _ = line.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress!, $0.count) }
            _exit(2)
        }
    }

    /// What has happened to standard output, shared by every thread.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var failed: AtomicFileWriter.Failure?
        private var left = false

        var failure: AtomicFileWriter.Failure? { lock.withLock { failed } }

        var readerLeft: Bool {
            get { lock.withLock { left } }
            set { lock.withLock { left = newValue } }
        }

        /// Keeps the first failure and returns it.
        func fail(_ code: Int32) -> AtomicFileWriter.Failure {
            lock.withLock {
                if let failed { return failed }
                let failure = AtomicFileWriter.Failure(path: StandardOutput.name, message: "cannot write: \(String(cString: strerror(code)))")
                failed = failure
                return failure
            }
        }
    }
}
