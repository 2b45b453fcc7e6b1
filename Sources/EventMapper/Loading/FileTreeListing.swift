import InputFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files the paths a user names stand for: each file named directly (which must be of a kind
/// the caller reads), and every such file below each folder, recursively, sorted by path; each
/// file once, however it is named. Shared by config sets and source scans.
///
/// A folder that cannot be listed is an error, not a silent gap; a link that leads nowhere is
/// listed, so that reading it reports it. Links to folders are followed, each real folder once.
package struct FileTreeListing: Sendable {
    /// Which files a folder stands for, by name.
    package let accepts: @Sendable (_ name: String) -> Bool
    /// Whether hidden folders and files (`.git`, `.build`) are passed over.
    package let skipsHidden: Bool
    /// The message for a file named directly that is not of the kind read.
    package let notAcceptedMessage: String
    /// The message for a folder holding no such file, when that is an error.
    package let emptyFolderMessage: String?

    /// Describes a listing.
    package init(accepts: @escaping @Sendable (_ name: String) -> Bool, skipsHidden: Bool, notAcceptedMessage: String, emptyFolderMessage: String?) {
        self.accepts = accepts
        self.skipsHidden = skipsHidden
        self.notAcceptedMessage = notAcceptedMessage
        self.emptyFolderMessage = emptyFolderMessage
    }

    /// The files `paths` name, in order, each once.
    /// - Throws: ``ConfigInputError`` for a path that does not exist, a file of another kind, a
    ///   folder that cannot be listed, or (with ``emptyFolderMessage``) one holding no such file.
    package func files(_ paths: [String]) throws(ConfigInputError) -> [String] {
        var seen = ListedFiles()
        return try files(paths, besides: &seen)
    }

    /// The files `paths` name, in order, each once and none of those `seen` holds; adds them to
    /// `seen`, so that paths listed one call at a time are still each read once.
    /// - Throws: As ``files(_:)``.
    package func files(_ paths: [String], besides seen: inout ListedFiles) throws(ConfigInputError) -> [String] {
        try listedFiles(paths, besides: &seen).map(\.path)
    }

    /// ``files(_:)``, each with what `stat` said of it while it was listed.
    package func listedFiles(_ paths: [String]) throws(ConfigInputError) -> [ListedFile] {
        var seen = ListedFiles()
        return try listedFiles(paths, besides: &seen)
    }

    private func listedFiles(_ paths: [String], besides seen: inout ListedFiles) throws(ConfigInputError) -> [ListedFile] {
        var files: [ListedFile] = []
        for path in paths {
            guard let kind = FileSystemItem.kind(at: path) else {
                throw ConfigInputError(path: path, message: Self.whyMissing(path))
            }
            let found: [ListedFile]
            if kind == .folder {
                found = try filesBelow(path)
            } else {
                guard accepts(path) else { throw ConfigInputError(path: path, message: notAcceptedMessage) }
                found = [ListedFile(path: path, status: FileStatus(path: path))]
            }
            // The same file named two ways (`Configs` and `./Configs/x.plist`) is read once.
            for file in found where seen.identities.insert(file.identity).inserted { files.append(file) }
        }
        return files
    }

    /// Why `path` cannot be found: nothing there, or a link that leads nowhere or in a circle.
    private static func whyMissing(_ path: String) -> String {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return "no such file or directory" }
        var target = stat()
        if stat(path, &target) != 0, errno == ELOOP { return "too many levels of symbolic links (a link loop?)" }
        let destination = FileSystemItem.linkDestination(of: path).map { " (\($0))" } ?? ""
        return "a symbolic link to nothing\(destination)"
    }

    private func filesBelow(_ directory: String) throws(ConfigInputError) -> [ListedFile] {
        var files: [ListedFile] = []
        var visited = Set<String>()
        try collect(directory.hasSuffix("/") ? String(directory.dropLast()) : directory, into: &files, visited: &visited)
        if files.isEmpty, let emptyFolderMessage {
            throw ConfigInputError(path: directory, message: emptyFolderMessage)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Adds the files below `directory`. Each folder is closed before its subfolders are listed,
    /// so that open folders do not pile up with the depth of the tree.
    private func collect(_ directory: String, into files: inout [ListedFile], visited: inout Set<String>) throws(ConfigInputError) {
        guard visited.insert(resolvedPath(directory)).inserted else { return }
        for subfolder in try list(directory, into: &files) {
            try collect(subfolder, into: &files, visited: &visited)
        }
    }

    /// Adds the files `directory` holds itself, and returns its subfolders. What an entry is
    /// comes from the listing itself for a plain file or folder; a link, or an entry of a kind
    /// the listing does not tell, is looked up. Only the files read are looked up for their
    /// identity, relative to their folder.
    private func list(_ directory: String, into files: inout [ListedFile]) throws(ConfigInputError) -> [String] {
        guard let folder = OpenFolder(directory) else {
            throw ConfigInputError(path: directory, message: "cannot list the folder")
        }
        let entries = folder.entries().filter { !(skipsHidden && $0.name.hasPrefix(".")) }
        return try folder.withDescriptor { (descriptor) throws(ConfigInputError) -> [String] in
            var subfolders: [String] = []
            for entry in entries.sorted(by: { $0.name < $1.name }) {
                let path = directory + "/" + entry.name
                let isPlain = entry.isFolder || entry.isRegularFile
                // A link, or an entry of a kind the listing does not tell, is looked up; `fstatat`
                // follows a link, as `stat` does.
                var status = stat()
                var exists = !isPlain && fstatat(descriptor, entry.name, &status, 0) == 0
                let isFolder = entry.isFolder || (exists && status.st_mode & S_IFMT == S_IFDIR)
                guard isFolder || accepts(entry.name) else { continue }
                // A name that is not UTF-8 reaches us with U+FFFD in place of its bad bytes: no such
                // path exists, and "no such file", or a folder passed over, would hide why.
                if entry.name.unicodeScalars.contains("\u{FFFD}") {
                    var link = stat()
                    if lstat(path, &link) != 0 {
                        let what =
                            isFolder
                            ? "folder's name is not valid UTF-8, so what it holds cannot be listed"
                            : "file's name is not valid UTF-8, so it cannot be named to be read"
                        throw ConfigInputError(path: path, message: "the \(what); rename it")
                    }
                }
                if isFolder {
                    subfolders.append(path)
                } else {
                    if isPlain { exists = fstatat(descriptor, entry.name, &status, 0) == 0 }
                    files.append(ListedFile(path: path, status: exists ? FileStatus(status) : nil))
                }
            }
            return subfolders
        }
    }
}

/// A file a listing names, with what `stat` said of it then: nil for a link that leads nowhere.
package struct ListedFile: Sendable {
    package let path: String
    package let status: FileStatus?

    /// What makes it one file, however it is named.
    fileprivate var identity: FileIdentity {
        status.map { .node(device: $0.device, inode: $0.inode) } ?? .missing(path)
    }
}

/// The files a listing has named, by what makes them one file (device and inode).
package struct ListedFiles: Sendable {
    fileprivate var identities = Set<FileIdentity>()

    /// No file yet.
    package init() {}
}

/// What makes two paths one file: the device and inode `stat` finds, which one call answers
/// (resolving the path, as `realpath` does, reads every link of every component of it, and a
/// source tree has thousands of files); the path itself when nothing is there, such as a link
/// that leads nowhere.
private enum FileIdentity: Hashable, Sendable {
    case node(device: UInt64, inode: UInt64)
    case missing(String)
}

/// The file a path finally names: absolute, with symbolic links and `.`/`..` resolved; the path
/// itself when it does not exist. Used to tell one file named two ways apart from two files, and
/// to write through a symbolic link to its target.
package func resolvedPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}

extension FileTreeListing {
    /// What the source scan reads: files of every ``SourceFileKind``; hidden folders are not
    /// entered.
    package static let sourceFiles = FileTreeListing(
        accepts: { SourceFileKind(path: $0) != nil },
        skipsHidden: true,
        notAcceptedMessage: "not \(SourceFileKind.description)",
        emptyFolderMessage: nil
    )
}
