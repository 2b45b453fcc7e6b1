import EventMapper

extension ScanArchiveWriter {
    mutating func fileStatus(_ status: FileStatus?) {
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
    mutating func fileStatus() throws(Malformed) -> FileStatus? {
        guard try flag() else { return nil }
        return FileStatus(
            device: UInt64(truncatingIfNeeded: try count()), inode: UInt64(truncatingIfNeeded: try count()), size: try count(),
            modified: try signed(), changed: try signed())
    }
}
