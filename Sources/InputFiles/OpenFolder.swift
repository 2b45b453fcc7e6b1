#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A folder open for listing: the one owner of its `DIR` stream, closed when the value goes.
///
/// A `dirent` is only as long as its name: `d_name` is declared 256 bytes, but the last entry
/// of the buffer `readdir` fills may end a few bytes after its name, at the end of mapped
/// memory. Its name is therefore read up to its terminating zero, never copied as a whole field.
package final class OpenFolder {
    /// An entry of the folder: its name (bytes that are not UTF-8 read as U+FFFD), and its kind as
    /// the listing tells it (`DT_REG`, `DT_DIR`, `DT_LNK`, …; `DT_UNKNOWN` when it does not).
    package struct Entry {
        package let name: String
        package let kind: UInt8

        /// Whether the listing tells a folder (not a link to one).
        package var isFolder: Bool { Int(kind) == Int(DT_DIR) }
        /// Whether the listing tells a regular file (not a link to one).
        package var isRegularFile: Bool { Int(kind) == Int(DT_REG) }
    }

    #if canImport(Glibc)
        private let stream: OpaquePointer
    #else
        private let stream: UnsafeMutablePointer<DIR>
    #endif

    /// Opens the folder at `path`; nil when it cannot be opened (`errno` says why).
    package init?(_ path: String) {
        guard let stream = opendir(path.isEmpty ? "." : path) else { return nil }
        self.stream = stream
    }

    deinit { closedir(stream) }

    /// The descriptor of the open folder, for `fstatat` and `unlinkat` relative to it; it is the
    /// folder's to close.
    package var descriptor: Int32 { dirfd(stream) }

    /// The entries not yet read, in the order the file system gives them, `.` and `..` left out.
    package func entries() -> [Entry] {
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let kindOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
        var entries: [Entry] = []
        while let entry = readdir(stream).map(UnsafeRawPointer.init) {
            let name = String(cString: entry.advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            guard name != "." && name != ".." else { continue }
            entries.append(Entry(name: name, kind: entry.load(fromByteOffset: kindOffset, as: UInt8.self)))
        }
        return entries
    }
}
