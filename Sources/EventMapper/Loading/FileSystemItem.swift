#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path, asked of the system directly. Finding the project file and listing the
/// configs is all the file system a lookup such as `mapper resolve` needs, so it is done
/// without Foundation, whose start-up would be most of such a lookup.
package enum FileSystemItem: Sendable, Equatable {
    /// A folder, or a link to one.
    case folder
    /// Anything else that exists: a file, a link to one, a device, a FIFO.
    case other

    /// What `path` is, following links, as `FileManager.fileExists(atPath:isDirectory:)`
    /// answers; nil when nothing is there (or a link leads nowhere).
    package static func kind(at path: String) -> FileSystemItem? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? .folder : .other
    }

    /// Where a symbolic link points, as written in it; nil when `path` is not a link.
    package static func linkDestination(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The working directory, absolute; `/` when it cannot be read.
    package static func workingDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "/" }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` made absolute against the working directory, without `.` and `..` components, as
    /// `URL.standardizedFileURL` makes it (links are not resolved).
    package static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : workingDirectory() + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
