import CFileAttributes
import EventMapper
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Synchronization
import InputFiles

/// Replaces a file's contents all at once or not at all: a temporary file in the same
/// directory, written and fsynced, given the original's permissions and owner, read back and
/// checked, renamed over the original, and the directory fsynced.
///
/// A symbolic link is followed, link by link, and its final target is replaced; the link
/// stays a link. A dangling link gets its target created (as `cat > link` would), provided the
/// target's folder exists.
///
/// ## Usage
/// ```swift
/// try AtomicFileWriter().write(bytes, to: "Configs/WGlobalUserStatisticsConfig.plist") { written in
///     try checkThatItStillParses(written)     // throwing here leaves the original as it was
/// }
/// ```
package struct AtomicFileWriter: Sendable {
    /// Why a write did not happen, or did not finish.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file that was to be written.
        package let path: String
        /// What went wrong.
        package let message: String
        /// Whether the new contents did replace the file, and only flushing the folder failed:
        /// the change may then not survive a crash. In every other case the original is
        /// untouched and no temporary file is left.
        package let fileWasReplaced: Bool

        /// Creates a failure.
        package init(path: String, message: String, fileWasReplaced: Bool = false) {
            self.path = path
            self.message = message
            self.fileWasReplaced = fileWasReplaced
        }

        package var description: String { "\(path): error: \(message)" }
    }

    /// The system calls the writer makes, replaceable so that tests can make one fail (a full
    /// disk, a failing flush) where the real failure cannot be arranged.
    package struct SystemCalls: Sendable {
        /// `write(2)`.
        package var write: @Sendable (_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int
        /// `fsync(2)` of the temporary file.
        package var fsyncFile: @Sendable (_ descriptor: Int32) -> Int32
        /// `rename(2)`.
        package var rename: @Sendable (_ from: String, _ to: String) -> Int32
        /// `fsync(2)` of the folder, after the rename.
        package var fsyncDirectory: @Sendable (_ descriptor: Int32) -> Int32

        /// Creates a set of calls.
        package init(
            write: @escaping @Sendable (Int32, UnsafeRawPointer, Int) -> Int,
            fsyncFile: @escaping @Sendable (Int32) -> Int32,
            rename: @escaping @Sendable (String, String) -> Int32,
            fsyncDirectory: @escaping @Sendable (Int32) -> Int32
        ) {
            self.write = write
            self.fsyncFile = fsyncFile
            self.rename = rename
            self.fsyncDirectory = fsyncDirectory
        }

        /// The operating system's.
        package static let live = SystemCalls(
            write: { systemWrite($0, $1, $2) },
            fsyncFile: { fsync($0) },
            rename: { Glibc.rename($0, $1) },
            fsyncDirectory: { fsync($0) }
        )
    }

    let system: SystemCalls

    /// Creates a writer.
    /// - Parameter system: The system calls to make; the operating system's unless a test
    ///   injects failures.
    package init(system: SystemCalls = .live) {
        self.system = system
    }

    /// Writes `bytes` to `path`.
    /// - Parameters:
    ///   - bytes: The new contents.
    ///   - path: The file to create or replace (through any symbolic links).
    ///   - newFileMode: Permissions for a file that does not exist yet (the umask applies).
    ///   - verify: Called with the contents read back from the temporary file, before it
    ///     replaces anything; throwing stops the write. The bytes are also checked to be
    ///     exactly `bytes`.
    /// - Throws: ``Failure``; unless it says ``Failure/fileWasReplaced``, the original is
    ///   unchanged and no temporary file is left.
    package func write(
        _ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o644,
        verify: ((_ written: [UInt8]) throws -> Void)? = nil
    ) throws(Failure) {
        let stream = try AtomicFileStream(path: path, newFileMode: newFileMode, writer: self)
        let writeFailure = bytes.withUnsafeBytes { raw -> Failure? in
            do throws(Failure) {
                try stream.write(raw)
                return nil
            } catch {
                return error
            }
        }
        if let writeFailure { throw writeFailure }
        try stream.commit { temporary throws(Failure) in try check(temporary, holds: bytes, path: path, verify: verify) }
    }

    /// Writes `bytes` under ``FileEditLock``, so that a concurrent edit of the same config is
    /// refused rather than lost: what `convert -o` and `scan -o` do.
    /// - Throws: ``Failure``, with the lock's message when another process holds it.
    package func writeUnderLock(_ bytes: [UInt8], to path: String) throws(Failure) {
        try Self.refuseInput(path)
        let lock: FileEditLock?
        do {
            lock = Self.standardStreamDescriptor(path) == nil ? try FileEditLock(for: path) : nil
        } catch {
            throw Failure(path: path, message: error.message)
        }
        defer { lock?.release() }
        try write(bytes, to: path)
    }

    /// Removes the temporary copies that writes of `path` left behind when their process was
    /// killed (`kill -9` leaves it no chance to clean up): regular files beside the file, named
    /// as ``AtomicFileStream`` names its temporaries. Called only under the file's edit lock,
    /// which every write of a config holds, so none of them can belong to a running write.
    package static func removeStaleTemporaries(of path: String) {
        let target = resolvedPath(path)
        let folder = directory(of: target)
        let prefix = ".\(baseName(of: target)).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(prefix) && name.utf8.count == prefix.utf8.count + 6 {
            guard name.utf8.dropFirst(prefix.utf8.count).allSatisfy({ $0 < 0x80 && (isalnum(Int32($0)) != 0) }) else { continue }
            let stale = folder + "/" + name
            var status = stat()
            guard lstat(stale, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(stale)
        }
    }

    /// Refuses an output that is one of the command's inputs (through any name or link):
    /// `convert x.plist -o x.plist`, `validate --output <config>`, `logs annotate a.log -o a.log`
    /// would replace what they read.
    package static func refuseInput(_ path: String) throws(Failure) {
        guard standardStreamDescriptor(path) == nil, InputFile.isInput(path) else { return }
        throw Failure(path: path, message: "it is one of the command's inputs, which the output would replace; write the output elsewhere")
    }

    /// Gives the new file the original's extended attributes (a macOS quarantine flag, a
    /// security label, user metadata), which a rename would otherwise drop.
    func copyExtendedAttributes(from original: String, to descriptor: Int32, path: String) throws(Failure) {
        let size = listxattr(original, nil, 0)
        guard size > 0 else { return }
        var names = [CChar](repeating: 0, count: size)
        let listed = listxattr(original, &names, size)
        guard listed > 0 else { return }
        for name in names[..<listed].split(separator: 0) {
            let key = Array(name) + [0]
            let length = getxattr(original, key, nil, 0)
            guard length >= 0 else { continue }
            var value = [UInt8](repeating: 0, count: length)
            guard getxattr(original, key, &value, length) == length, fsetxattr(descriptor, key, value, length, 0) == 0 else {
                let attribute = String(decoding: name.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                throw failure(path, "cannot keep the extended attribute \(attribute): \(Self.lastError())")
            }
        }
    }

    /// Writes all of `bytes` to an open descriptor: the temporary file, or an output that is
    /// not a regular file.
    func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = system.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, "cannot write: \(Self.lastError())")
            }
            written += count
        }
    }

    /// The descriptor a path names when it is one of the process's own streams
    /// (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`), which must be written
    /// as opened — reopening `/dev/stdout` that the shell points at `>> log` would truncate
    /// or overwrite the log.
    static func standardStreamDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Reads the temporary file back and runs the caller's check on what is really on disk.
    private func check(_ temporary: String, holds bytes: [UInt8], path: String, verify: (([UInt8]) throws -> Void)?) throws(Failure) {
        guard let data = FileManager.default.contents(atPath: temporary) else { throw failure(path, "cannot read back the new contents") }
        let written = [UInt8](data)
        guard written == bytes else { throw failure(path, "the new contents read back differ from what was written") }
        do {
            try verify?(written)
        } catch {
            throw failure(path, "the new contents were not written: \(error)")
        }
    }

    /// The file `path` finally names, following symbolic links one by one, so that a dangling
    /// link yields the path it points to rather than itself.
    func symbolicLinkTarget(_ path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else {
                // Not a link (or nothing there): existing files are named by their real path.
                if access(current, F_OK) == 0 { return resolvedPath(current) }
                let directory = Self.directory(of: current)
                guard access(directory, F_OK) == 0 else {
                    throw failure(
                        path,
                        current == path ? "the folder \(directory) does not exist" : "the link points to \(current), whose folder does not exist")
                }
                return current
            }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : Self.directory(of: current) + "/" + destination
        }
        throw failure(path, "too many levels of symbolic links")
    }

    func failure(_ path: String, _ message: String) -> Failure {
        Failure(path: path, message: message)
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }

    /// The process's umask, read without changing it (`umask(2)` can only set it, which would
    /// race with other threads creating files).
    static func currentUmask() -> mode_t {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let mask = mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8)
        else { return 0o022 }
        return mask
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func baseName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// `write(2)`, named apart from the writer's own `write` method.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
