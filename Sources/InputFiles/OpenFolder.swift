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
    /// An entry of the folder: its name (each byte sequence that is not UTF-8 read as U+FFFD, as
    /// Swift repairs a C string), and its kind as the listing tells it (`DT_REG`, `DT_DIR`,
    /// `DT_LNK`, …; `DT_UNKNOWN` when it does not).
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

    /// Calls `body` with the descriptor of the open folder, for `fstatat` and `unlinkat`
    /// relative to it; the folder stays open until `body` returns.
    package func withDescriptor<Result, Failure: Error>(_ body: (Int32) throws(Failure) -> Result) throws(Failure) -> Result {
        defer { withExtendedLifetime(self) {} }
        return try body(dirfd(stream))
    }

    /// The entries not yet read, in the order the file system gives them, `.` and `..` left out.
    package func entries() -> [Entry] {
        var entries: [Entry] = []
        while let record = readdir(stream) {
            if let entry = Self.entry(at: UnsafeRawPointer(record)) { entries.append(entry) }
        }
        return entries
    }

    /// The entry a `dirent` record at `record` describes, nil for `.` and `..`; nothing past the
    /// zero that ends its name is read.
    package static func entry(at record: UnsafeRawPointer) -> Entry? {
        let name = String(cString: (record + nameOffset).assumingMemoryBound(to: CChar.self))
        guard name != "." && name != ".." else { return nil }
        return Entry(name: name, kind: record.load(fromByteOffset: kindOffset, as: UInt8.self))
    }

    /// Where a `dirent`'s name starts.
    package static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    private static let kindOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
}
