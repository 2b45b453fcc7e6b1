import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once or not at all: a temporary file in the same
/// directory, written and fsynced, given the original's permissions, renamed over the original,
/// and the directory fsynced. A symbolic link is followed: its target is replaced and the link
/// stays.
public struct AtomicFileWriter: Sendable {
    /// Why a write did not happen. The original file is untouched in every case.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file that was to be written.
        public let path: String
        /// What went wrong.
        public let message: String

        public var description: String { "\(path): error: \(message)" }
    }

    /// Creates a writer.
    public init() {}

    /// Writes `bytes` to `path`.
    /// - Parameters:
    ///   - bytes: The new contents.
    ///   - path: The file to create or replace.
    ///   - newFileMode: Permissions for a file that does not exist yet.
    /// - Throws: ``Failure``; the original is then unchanged and no temporary file is left.
    public func write(_ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o644) throws(Failure) {
        let target = resolvedPath(path)
        let directory = Self.directory(of: target)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        let mode = exists ? existing.st_mode & 0o7777 : newFileMode & ~Self.currentUmask()

        var template = Array((directory + "/.\(Self.baseName(of: target)).tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file in \(directory)") }
        let temporary = String(decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var committed = false
        defer {
            if !committed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            var written = 0
            while written < bytes.count {
                let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw failure(path, "cannot write: \(String(cString: strerror(errno)))")
                }
                written += count
            }
            // The owner is kept where the process may keep it (root, or the owner itself).
            if exists { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            guard fchmod(descriptor, mode) == 0 else { throw failure(path, "cannot set permissions: \(String(cString: strerror(errno)))") }
            guard fsync(descriptor) == 0 else { throw failure(path, "cannot flush to disk: \(String(cString: strerror(errno)))") }
        }
        guard rename(temporary, target) == 0 else { throw failure(path, "cannot replace the file: \(String(cString: strerror(errno)))") }
        committed = true
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private func failure(_ path: String, _ message: String) -> Failure {
        Failure(path: path, message: message)
    }


    /// The process's umask, read without changing it (`umask(2)` can only set it, which would
    /// race with other threads creating files).
    private static func currentUmask() -> mode_t {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let mask = mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) else { return 0o022 }
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
