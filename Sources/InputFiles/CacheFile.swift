#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// How a cache file is written: whole, to a new file beside the old one, then renamed over it,
/// so that a reader at the same time reads the old file or the new one, never a part.
///
/// Nothing waits for the disk. A config is written to last (`AtomicFileWriter` syncs it); a
/// cache is not worth a wait on every run: a crash that leaves one cut short or empty leaves a
/// file its reader's checksum refuses, and the next run writes it again. A new file a killed
/// writer left beside the old one is taken away by the next writer, once it is ten minutes old.
package enum CacheFile {
    /// Replaces the file at `path` with `bytes`; a folder missing on the way is made, private
    /// to the user (`0700`), as a cache of their files should be.
    /// - Returns: Whether it was replaced; when not (a folder that cannot be made or written, a
    ///   full disk), the file is as it was and nothing is left beside it.
    @discardableResult
    package static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(path[..<$0]) + "/" } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        removeStaleTemporaries(in: folder, of: name)
        // A name of its own for each writer: two runs at once each write their own file.
        var madeFolder = false
        for _ in 0..<8 {
            let temporary = folder + temporaryPrefix(of: name) + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else {
                if errno == EEXIST { continue }
                if errno == ENOENT, !madeFolder, makeFolder(folder) {
                    madeFolder = true
                    continue
                }
                return false
            }
            let written = writeAll(bytes, to: descriptor)
            let closed = close(descriptor) == 0
            guard written, closed, rename(temporary, path) == 0 else {
                unlink(temporary)
                return false
            }
            return true
        }
        return false
    }

    /// A 64-bit checksum of `bytes`, which a cache file carries of its contents: a file damaged
    /// by accident, or cut short, is not read. It is no digest: the files are the tool's own,
    /// and what a cache holds is keyed by what it was made from (its bytes, or their SHA-256).
    ///
    /// Four lanes of eight bytes at a time, each a multiply and a shift that lose nothing, so
    /// that one word changed always changes the sum; about ten times as fast as SHA-256.
    package static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { checksum(raw: $0) }
    }

    /// How many bytes ``checksumBytes(_:)`` gives.
    package static let checksumLength = 8

    /// ``checksum(_:)`` as the bytes a file carries, least significant first.
    package static func checksumBytes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        withUnsafeBytes(of: checksum(bytes).littleEndian, Array.init)
    }

    private static func checksum(raw bytes: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x9e37_79b9_7f4a_7c15
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344, 0xa409_3822_299f_31d0, 0x082e_fa98_ec4e_6c89)
        func mixed(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let product = (lane ^ word) &* prime
            return product ^ (product >> 29)
        }
        var offset = 0
        while offset + 32 <= bytes.count {
            lanes.0 = mixed(lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            lanes.1 = mixed(lanes.1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            lanes.2 = mixed(lanes.2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            lanes.3 = mixed(lanes.3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var sum = mixed(mixed(mixed(lanes.0, lanes.1), lanes.2), lanes.3)
        while offset < bytes.count {
            sum = mixed(sum, UInt64(bytes[offset]))
            offset += 1
        }
        return mixed(sum, UInt64(bytes.count))
    }

    private static func temporaryPrefix(of name: String) -> String { "." + name + "." }

    /// Makes `folder` and the folders missing above it, each private to the user.
    private static func makeFolder(_ folder: String) -> Bool {
        var path = ""
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            path += (path.isEmpty && !folder.hasPrefix("/") ? "" : "/") + component
            // The mode given to `mkdir` is narrowed by the umask; the folder is made private
            // whatever the umask, as the user's other cache folders are.
            if mkdir(path, 0o700) == 0 {
                chmod(path, 0o700)
            } else if errno != EEXIST {
                return false
            }
        }
        return true
    }

    /// Takes away the new files writers of `name` left in `folder` ten minutes ago or more: a
    /// writer at work has its file for well under a second.
    private static func removeStaleTemporaries(in folder: String, of name: String) {
        guard let listing = OpenFolder(folder) else { return }
        let prefix = temporaryPrefix(of: name)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        listing.withDescriptor { descriptor in
            for entry in listing.entries() where entry.name.hasPrefix(prefix) && entry.name.hasSuffix(".tmp") {
                var status = stat()
                guard fstatat(descriptor, entry.name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG,
                    Int(now.tv_sec) - Int(status.st_mtim.tv_sec) >= 600
                else { continue }
                unlinkat(descriptor, entry.name, 0)
            }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}
