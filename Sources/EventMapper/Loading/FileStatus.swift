#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says of a file: enough to take what was made from its bytes without reading them
/// again, as git's index does. Any write to a file changes its change time, which no program can
/// set back; a file replaced by another (an editor's atomic save) has another inode.
///
/// Equal statuses prove nothing for a file written in the same clock tick as the one recorded:
/// a cache that keeps a status across runs keeps only a settled one (``isSettled(before:)``).
package struct FileStatus: Sendable, Equatable {
    package let device: UInt64
    package let inode: UInt64
    package let size: Int
    /// Nanoseconds since 1970.
    package let modified: Int
    /// Nanoseconds since 1970: the last change of the contents or of the attributes.
    package let changed: Int

    /// The status of the file at `path` (following a link), or nil when it cannot be had.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The status `stat` (or `fstatat`) filled in.
    package init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int(status.st_size)
        #if canImport(Darwin)
            modified = Self.nanoseconds(status.st_mtimespec)
            changed = Self.nanoseconds(status.st_ctimespec)
        #else
            modified = Self.nanoseconds(status.st_mtim)
            changed = Self.nanoseconds(status.st_ctim)
        #endif
    }

    package init(device: UInt64, inode: UInt64, size: Int, modified: Int, changed: Int) {
        (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
    }

    private static func nanoseconds(_ time: timespec) -> Int {
        Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec)
    }

    /// Whether the file was last written two seconds or more before `start` (nanoseconds
    /// since 1970): any later write gives it a change time past the recorded one, whatever
    /// the file system's clock granularity.
    package func isSettled(before start: Int) -> Bool {
        let margin = 2_000_000_000
        return modified < start - margin && changed < start - margin
    }

    /// The current time, in nanoseconds since 1970.
    package static var now: Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }
}
