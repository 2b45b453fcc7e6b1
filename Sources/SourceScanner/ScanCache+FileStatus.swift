import EventMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScanCache {
    /// What `stat` says of a file: enough to take its cached scan without reading it, as git's
    /// index does. Any write to a file changes its change time, which no program can set back;
    /// a file replaced by another (an editor's atomic save) has another inode.
    ///
    /// A status is recorded only when the file was last changed well before the scan started
    /// (``isSettled(before:)``): a write in the same clock tick as the recorded one could
    /// otherwise leave every field as it was.
    struct FileStatus: Sendable, Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int
        /// Nanoseconds since 1970.
        let modified: Int
        /// Nanoseconds since 1970: the last change of the contents or of the attributes.
        let changed: Int

        /// The status of the file at `path` (following a link), or nil when it cannot be had.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
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

        init(device: UInt64, inode: UInt64, size: Int, modified: Int, changed: Int) {
            (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
        }

        private static func nanoseconds(_ time: timespec) -> Int {
            Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec)
        }

        /// Whether the file was last written two seconds or more before `start` (nanoseconds
        /// since 1970): any later write gives it a change time past the recorded one, whatever
        /// the file system's clock granularity.
        func isSettled(before start: Int) -> Bool {
            let margin = 2_000_000_000
            return modified < start - margin && changed < start - margin
        }

        /// The current time, in nanoseconds since 1970.
        static var now: Int {
            var time = timespec()
            clock_gettime(CLOCK_REALTIME, &time)
            return nanoseconds(time)
        }
    }
}

extension ScanArchiveWriter {
    mutating func fileStatus(_ status: ScanCache.FileStatus?) {
        flag(status != nil)
        guard let status else { return }
        count(Int(truncatingIfNeeded: status.device))
        count(Int(truncatingIfNeeded: status.inode))
        count(status.size)
        signed(status.modified)
        signed(status.changed)
    }
}

extension ScanArchiveReader {
    mutating func fileStatus() throws(Malformed) -> ScanCache.FileStatus? {
        guard try flag() else { return nil }
        return ScanCache.FileStatus(
            device: UInt64(truncatingIfNeeded: try count()), inode: UInt64(truncatingIfNeeded: try count()), size: try count(),
            modified: try signed(), changed: try signed())
    }
}
