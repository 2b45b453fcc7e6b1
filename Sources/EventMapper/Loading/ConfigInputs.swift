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
            for file in found where seen.insert(file).inserted { files.append(file) }
        }
        return files
    }

    private static func configs(inDirectory directory: String) throws(ConfigInputError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw ConfigInputError(path: directory, message: "cannot list the folder")
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if ConfigFormat(pathExtensionOf: relative) != nil { files.append(prefix + relative) }
        }
        guard !files.isEmpty else {
            throw ConfigInputError(path: directory, message: "no .plist or .xml configs in this folder")
        }
        return files.sorted()
    }
}
