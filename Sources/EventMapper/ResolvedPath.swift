#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file a path finally names: absolute, with symbolic links and `.`/`..` resolved; the path
/// itself when it does not exist. Used to tell one file named two ways apart from two files, and
/// to write through a symbolic link to its target.
package func resolvedPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
