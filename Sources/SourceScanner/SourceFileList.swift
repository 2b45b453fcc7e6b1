import EventMapper
import Foundation

/// The source files under the paths a user names: each file named directly, and every Swift,
/// Objective-C and Interface Builder file inside each folder, recursively, sorted by path.
/// Hidden files and folders (`.git`, `.build`) are not entered.
struct SourceFileList {
    /// The files, in scanning order, each once.
    let files: [String]

    /// Lists the files.
    /// - Throws: ``ConfigInputError`` for a path that does not exist, a folder that cannot be
    ///   listed, or a file named directly that is not a source file.
    init(paths: [String]) throws(ConfigInputError) {
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ConfigInputError(path: path, message: "no such file or folder")
            }
            let found = isFolder.boolValue ? try Self.sourceFiles(in: path) : [try Self.sourceFile(path)]
            for file in found where seen.insert(URL(fileURLWithPath: file).resolvingSymlinksInPath().standardizedFileURL.path).inserted {
                files.append(file)
            }
        }
        self.files = files
    }

    private static func sourceFile(_ path: String) throws(ConfigInputError) -> String {
        guard SourceLanguage(path: path) != nil else {
            throw ConfigInputError(path: path, message: "not a Swift (.swift), Objective-C (.h, .m, .mm) or Interface Builder (.storyboard, .xib) file")
        }
        return path
    }

    private static func sourceFiles(in folder: String) throws(ConfigInputError) -> [String] {
        let root = URL(fileURLWithPath: folder)
        var failure: ConfigInputError?
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles],
            errorHandler: { url, _ in
                failure = ConfigInputError(path: url.path, message: "cannot list this folder")
                return false
            }
        ) else {
            throw ConfigInputError(path: folder, message: "cannot list this folder")
        }
        var files: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let rootLength = root.standardizedFileURL.path.count
        for case let url as URL in walker where SourceLanguage(path: url.lastPathComponent) != nil {
            // A folder named like a source file is entered, not read; a dangling link is read and reported.
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(rootLength).drop { $0 == "/" }
            files.append(prefix + relative)
        }
        if let failure { throw failure }
        return files.sorted()
    }
}
