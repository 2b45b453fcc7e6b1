#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif
internal import Synchronization

/// How every input is opened: configs, registries, the project file, sources. Only a regular
/// file (or a link to one) is read, and never more than a bound:
///
/// - a FIFO named `x.plist` would block the reader forever, and a device such as `/dev/zero`
///   behind a link would grow it without end, so anything but a regular file is refused before a
///   byte is read (the file is opened non-blocking, so that opening a FIFO returns at once);
/// - a file over its kind's limit is refused, not read until memory runs out.
///
/// The limits are documented with the commands: a 10,000-page config is about 19 MB.
package enum InputFile {
    /// The largest config (property list, XML dialect, JSON or CSV) read: 256 MiB.
    package static let configLimit = 256 << 20
    /// The largest registry file read: 256 MiB.
    package static let registryLimit = 256 << 20
    /// The largest `.mapper.json` read: 1 MiB.
    package static let projectFileLimit = 1 << 20
    /// The largest source file scanned: 64 MiB.
    package static let sourceFileLimit = 64 << 20

    /// Why an input was not read, worded to follow "cannot read …: ".
    package struct Refusal: Error, Sendable, Equatable {
        /// The reason: the system's, or what the file is instead of a regular file.
        package let reason: String

        /// What a file's error says: `cannot read the file: it is a FIFO (named pipe), not a
        /// regular file`.
        package var message: String { InputFile.cannotRead(reason) }
    }

    /// What an error says of a file that could not be read for `reason`.
    package static func cannotRead(_ reason: String) -> String {
        "cannot read the file: \(reason)"
    }

    /// Opens `path` for reading, refusing anything but a regular file of at most `limit` bytes.
    /// - Returns: The open descriptor (the caller closes it) and the file's size.
    package static func openRegular(_ path: String, limit: Int) throws(Refusal) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            throw Refusal(reason: code == ENOENT ? danglingLinkReason(path) ?? systemReason(code) : systemReason(code))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw Refusal(reason: systemReason(code))
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            close(descriptor)
            throw Refusal(reason: "it is \(describe(kind)), not a regular file")
        }
        guard Int(status.st_size) <= limit else {
            close(descriptor)
            throw Refusal(reason: "it is \(Int(status.st_size)) bytes, more than the \(limit >> 20) MiB an input of this kind may be")
        }
        // Back to blocking reads: a regular file never blocks, and the flag only mattered for
        // opening a FIFO.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        inputsRead.withLock { _ = $0.insert(Identity(status)) }
        return (descriptor, Int(status.st_size))
    }

    /// A file, as the system knows it whatever the path or link that names it.
    private struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// Every file this process has opened as an input (or been told it will read).
    private static let inputsRead = Mutex<Set<Identity>>([])

    /// Records `path` as an input the command will read later, as a streaming command does
    /// with the inputs it lists before it opens its output.
    package static func noteInput(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        inputsRead.withLock { _ = $0.insert(Identity(status)) }
    }

    /// A folder whose files of some kinds another process reads for this one: the source tree
    /// the source scanner walks. Its path as the system resolves it, ending in `/`.
    private struct InputFolder: Sendable {
        let resolvedPath: String
        let extensions: Set<String>
    }

    /// Every folder noted with ``noteInputFolder(_:extensions:)``.
    private static let inputFolders = Mutex<[InputFolder]>([])

    /// Records the files below `path` whose extension is one of `extensions` as inputs the
    /// command reads, without listing them: the source scanner reads them in a process of its
    /// own, often from its cache.
    package static func noteInputFolder(_ path: String, extensions: Set<String>) {
        guard let resolved = resolvedPath(path) else { return }
        let folder = InputFolder(resolvedPath: resolved.hasSuffix("/") ? resolved : resolved + "/", extensions: extensions)
        inputFolders.withLock { $0.append(folder) }
    }

    /// Whether `path` (through any link) is a file this process reads as an input: an output
    /// written there would replace what the command reads.
    package static func isInput(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        if inputsRead.withLock({ $0.contains(Identity(status)) }) { return true }
        let folders = inputFolders.withLock { $0 }
        guard !folders.isEmpty, let resolved = resolvedPath(path) else { return false }
        let name = resolved.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return false }
        let pathExtension = String(name[name.index(after: dot)...])
        return folders.contains { $0.extensions.contains(pathExtension) && resolved.hasPrefix($0.resolvedPath) }
    }

    /// `path` with every link and `..` resolved, or nil when it does not exist.
    private static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of `path`, which must be a regular file of at most `limit` bytes. A file that
    /// grows while it is read is refused at the limit rather than read on.
    package static func contents(of path: String, limit: Int) throws(Refusal) -> [UInt8] {
        let (descriptor, size) = try openRegular(path, limit: limit)
        defer { close(descriptor) }
        var failure: Int32 = 0
        var isFull = false
        // Up to `capacity` bytes, into a buffer that is not zeroed first.
        func readChunk(_ capacity: Int) -> [UInt8] {
            [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                failure = readToEnd(descriptor, into: buffer, count: &count)
                isFull = count == buffer.count
            }
        }
        // One byte more than the size, to see the end in the same read.
        var bytes = readChunk(size + 1)
        // A file that grew since it was measured is read on, never more than one byte past the
        // limit, which is enough to refuse it.
        while failure == 0 && isFull {
            guard bytes.count <= limit else { throw Refusal(reason: "it grew past the \(limit >> 20) MiB an input of this kind may be") }
            bytes += readChunk(min(max(4096, bytes.count), limit + 1 - bytes.count))
        }
        guard failure == 0 else { throw Refusal(reason: systemReason(failure)) }
        return bytes
    }

    /// Reads into `buffer` from `count` on until the file ends or the buffer is full; the error
    /// number of a failed read, or 0.
    private static func readToEnd(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int) -> Int32 {
        while count < buffer.count {
            let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if got == 0 { return 0 }
            if got < 0 {
                if errno == EINTR { continue }
                return errno
            }
            count += got
        }
        return 0
    }

    /// Standard input to its end, refused past `limit` bytes: what `-` names where a command
    /// reads one file.
    package static func standardInput(limit: Int) throws(Refusal) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if got == 0 { return bytes }
            if got < 0 {
                if errno == EINTR { continue }
                throw Refusal(reason: systemReason(errno))
            }
            guard bytes.count + got <= limit else { throw Refusal(reason: "it is more than the \(limit >> 20) MiB an input of this kind may be") }
            bytes += chunk[..<got]
        }
    }

    /// What a path that names no file is when it is a link: "it is a link to 'x', which does
    /// not exist"; nil when it is no link.
    private static func danglingLinkReason(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &target, target.count - 1)
        guard length >= 0 else { return "it is a link to a file that does not exist" }
        let name = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "it is a link to '\(name)', which does not exist"
    }

    private static func systemReason(_ code: Int32) -> String {
        code == ELOOP ? "too many levels of symbolic links (a link loop?)" : String(cString: strerror(code))
    }

    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
