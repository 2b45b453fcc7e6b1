#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Turns the paths a user names — files and folders — into the config files to read: a folder
/// stands for every `.plist` and `.xml` below it, sorted by path.
public enum ConfigInputs {
    /// The config files `paths` name, in order, each once.
    /// - Parameter paths: Files and folders.
    /// - Returns: File paths.
    /// - Throws: ``ConfigInputError`` for a path that does not exist, a file that is not
    ///   `.plist` or `.xml`, or a folder holding no config.
    public static func expand(_ paths: [String]) throws(ConfigInputError) -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ConfigInputError(path: path, message: "no such file or directory")
            }
            let found: [String]
            if isDirectory.boolValue {
                found = try configs(inDirectory: path)
            } else {
                guard ConfigFormat(pathExtensionOf: path) != nil else {
                    throw ConfigInputError(path: path, message: "not a config: expected a .plist or .xml file")
                }
                found = [path]
            }
            // The same file named two ways (`Configs` and `./Configs/x.plist`) is read once.
            for file in found where seen.insert(resolvedPath(file)).inserted { files.append(file) }
        }
        return files
    }

    /// Every config below `directory`, following links to folders (each real folder once); a
    /// folder that cannot be listed is an error, not a silent gap.
    private static func collect(_ directory: String, into files: inout [String], visited: inout Set<String>) throws(ConfigInputError) {
        guard visited.insert(resolvedPath(directory)).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw ConfigInputError(path: directory, message: "cannot list the folder")
        }
        for name in names.sorted() {
            let path = directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try collect(path, into: &files, visited: &visited)
            } else if ConfigFormat(pathExtensionOf: name) != nil {
                files.append(path)
            }
        }
    }

    private static func configs(inDirectory directory: String) throws(ConfigInputError) -> [String] {
        var files: [String] = []
        var visited = Set<String>()
        try collect(directory.hasSuffix("/") ? String(directory.dropLast()) : directory, into: &files, visited: &visited)
        guard !files.isEmpty else {
            throw ConfigInputError(path: directory, message: "no .plist or .xml configs in this folder")
        }
        return files.sorted()
    }
}
