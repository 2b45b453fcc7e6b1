#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder or file `mapper init` searches: what a path names, a symbolic link followed only
/// when what it leads to lies inside the searched folder.
struct SearchedItem {
    /// What makes two paths one folder.
    struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    enum Kind {
        case folder(Identity)
        case file
    }

    let kind: Kind
    /// The path, absolute, with links resolved (for a link only; the path as given otherwise,
    /// except for the searched folder itself).
    let resolved: String
    /// Whether the path is a symbolic link.
    let isLink: Bool

    /// What `path` names; nil for something else (a FIFO, a device), nothing, a link that leads
    /// nowhere or in a circle.
    /// - Parameter top: The searched folder, resolved; nil for the searched folder itself.
    /// - Throws: ``OutOfFolder`` for a link that leads out of `top`.
    init?(_ path: String, inside top: String?) throws(OutOfFolder) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        var resolved = path
        isLink = status.st_mode & S_IFMT == S_IFLNK
        if top == nil || isLink {
            guard let real = realpath(path, nil) else { return nil }
            resolved = String(cString: real)
            free(real)
            if let top, resolved != top, !resolved.hasPrefix(top == "/" ? "/" : top + "/") { throw OutOfFolder(target: resolved) }
            guard stat(path, &status) == 0 else { return nil }
        }
        self.resolved = resolved
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            kind = .folder(Identity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino)))
        case S_IFREG:
            kind = .file
        default:
            return nil
        }
    }
}

/// A symbolic link that leads out of the searched folder.
struct OutOfFolder: Error {
    /// Where it leads, resolved.
    let target: String
}
