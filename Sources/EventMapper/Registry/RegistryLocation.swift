import EventMapCore
import Foundation

/// Where a registry file says a class or an action is declared: `"declaredAt":
/// "HomeViewController.swift:14:5"`, the source's path relative to the registry file's folder,
/// so that the file reads the same in every clone and findings point into the sources.
package enum RegistryLocation {
    /// `path:line:column`, with the path relative to `folder` (both as given from the working
    /// directory, or absolute).
    static func text(of location: SourceLocation, relativeTo folder: String) -> String {
        "\(relativePath(of: location.file, from: folder)):\(location.line):\(location.column)"
    }

    /// The location `text` names, its path taken from the folder of the registry file at
    /// `registryPath`; nil when `text` is not `path:line:column` with positive numbers.
    static func location(_ text: String, inRegistryAt registryPath: String) -> SourceLocation? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]), line > 0, column > 0
        else { return nil }
        let path = parts.dropLast(2).joined(separator: ":")
        guard !path.isEmpty else { return nil }
        return SourceLocation(file: joined(folder(of: registryPath), path), line: line, column: column)
    }

    /// The folder a file is in, as a path from the same place: `.` for a bare name.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` from `folder` (each relative to the working directory, or absolute): `Home.swift`
    /// from `App` for `App/Home.swift`, `../Shared/Base.swift` from `App` for `Shared/Base.swift`.
    static func relativePath(of path: String, from folder: String) -> String {
        let workingDirectory = FileManager.default.currentDirectoryPath
        // Resolved, so that a folder reached through a symbolic link (macOS's /tmp) and the
        // same folder by its own name agree.
        let target = components(resolvedPath(joined(workingDirectory, path)))
        let base = components(resolvedPath(joined(workingDirectory, folder)))
        var shared = 0
        while shared < base.count, shared < target.count - 1, base[shared] == target[shared] { shared += 1 }
        return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
    }

    /// `path` taken from `folder`, without `.` components or `x/..` pairs.
    static func joined(_ folder: String, _ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = absolute ? components(path) : components(folder) + components(path)
        var kept: [String] = []
        for part in parts {
            if part == "..", let last = kept.last, last != ".." {
                kept.removeLast()
            } else {
                kept.append(part)
            }
        }
        let text = kept.joined(separator: "/")
        return absolute || folder.hasPrefix("/") ? "/" + text : (text.isEmpty ? "." : text)
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
