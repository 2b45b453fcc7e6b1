#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `exclude` globs of `.mapper.json`: files that neither the config set nor the source scan
/// reads (an `Info.plist` beside the configs, generated sources). A pattern is matched against a
/// file's path from the project's root: with a `/` against the whole path (`*` and `**` cross
/// folders: `Configs/Info.plist`, `**/Generated/*`), without one against the file's name
/// (`Info.plist`, `*.generated.swift`).
public struct PathExclusion: Sendable, Equatable {
    /// The patterns, as written.
    public let patterns: [String]
    /// What the project's root is called from the working directory (`../` for each folder
    /// above), which paths are given relative to.
    let rootPrefix: String

    /// Patterns relative to a project root `rootPrefix` away from the working directory.
    public init(_ patterns: [String], rootPrefix: String = "") {
        self.patterns = patterns
        self.rootPrefix = rootPrefix
    }

    /// Whether `path` (as listed from the working directory) is excluded.
    public func excludes(_ path: String) -> Bool {
        !patterns.isEmpty && pattern(excluding: path) != nil
    }

    /// `path` from the project's root. An absolute path, or one that goes up a folder, is
    /// resolved first, so that `/work/App/Configs/Info.plist` and `../App/Configs/Info.plist` are
    /// matched as `Configs/Info.plist` is; a path outside the root is matched by its name only.
    private func fromRoot(_ path: String) -> String {
        guard path.hasPrefix("/") || path.split(separator: "/").contains("..") else {
            return path.hasPrefix(rootPrefix) ? String(path.dropFirst(rootPrefix.count)) : path
        }
        guard let workingDirectory = getcwd(nil, 0) else { return path }
        defer { free(workingDirectory) }
        let here = String(cString: workingDirectory)
        let absolute = resolvedPath(RegistryLocation.joined(here, path))
        let root = resolvedPath(RegistryLocation.joined(here, rootPrefix.isEmpty ? "." : rootPrefix))
        guard absolute.hasPrefix(root + "/") else { return path.split(separator: "/").last.map(String.init) ?? path }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// The first pattern that excludes `path`, for messages; nil when none does.
    package func pattern(excluding path: String) -> String? {
        var relative = fromRoot(path)
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return patterns.first { pattern in
            guard pattern.contains("/") else { return fnmatch(pattern, name, 0) == 0 }
            if fnmatch(pattern, relative, 0) == 0 { return true }
            // `**/x` also names `x` at the root.
            return pattern.hasPrefix("**/") && fnmatch(String(pattern.dropFirst(3)), relative, 0) == 0
        }
    }
}
