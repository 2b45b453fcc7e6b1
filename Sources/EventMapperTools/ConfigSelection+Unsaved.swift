import EventMapCore
import EventMapper
import InputFiles

extension ConfigSelection {
    /// The chosen set with one file's contents given instead of read: an editor's unsaved
    /// buffer, a merge's result. A file the set does not hold yet is read as one more file of it.
    /// - Throws: ``ConfigInputError`` when the file is not a config, a path cannot be listed, or
    ///   another file cannot be read.
    package func load(replacing unsaved: (path: String, bytes: [UInt8])) throws(ConfigInputError) -> ConfigSet {
        _ = try ConfigFileType.ofConfig(at: unsaved.path)
        var paths = try ConfigSet.configFiles(self.paths, excluding: project?.exclusion)
        let index = position(of: unsaved.path, in: paths) ?? paths.count
        if index == paths.count { paths.append(unsaved.path) }
        var loads: [(path: String, load: ConfigFileLoad)] = []
        for (position, path) in paths.enumerated() {
            let bytes = position == index ? unsaved.bytes : try Self.contents(of: path)
            loads.append((path, try ConfigFileLoad.load(bytes, format: ConfigFileType(pathExtensionOf: path) ?? .plist, file: path)))
        }
        return ConfigSet.assembling(loads)
    }

    /// The bytes of each file of the chosen set, in order: what ``load(_:)`` loads the set from.
    /// - Throws: ``ConfigInputError`` when a path cannot be listed or a file cannot be read.
    package func contents() throws(ConfigInputError) -> [(path: String, bytes: [UInt8])] {
        var contents: [(path: String, bytes: [UInt8])] = []
        for path in try ConfigSet.configFiles(paths, excluding: project?.exclusion) { contents.append((path, try Self.contents(of: path))) }
        return contents
    }

    /// The set loaded from the bytes ``contents()`` read, as ``ConfigSet/load(_:only:excluding:)``
    /// loads it from the files, every message included.
    /// - Parameter only: When given, only the entries that can be this class are loaded and checked.
    /// - Throws: ``ConfigInputError`` when the XML dialect's schema is missing.
    package func load(_ contents: [(path: String, bytes: [UInt8])], only: ClassNameQuery? = nil) throws(ConfigInputError) -> ConfigSet {
        var loads: [(path: String, load: ConfigFileLoad)] = []
        for (path, bytes) in contents { loads.append((path, try ConfigFileLoad.load(bytes, readFrom: path, only: only))) }
        return ConfigSet.assembling(loads)
    }

    /// Where `path` is among the set's `files`, whatever the spelling of either.
    package func position(of path: String, in files: [String]) -> Int? {
        let target = FileSystemItem.standardized(path)
        return files.firstIndex { FileSystemItem.standardized($0) == target }
    }

    private static func contents(of path: String) throws(ConfigInputError) -> [UInt8] {
        do {
            return try InputFile.contents(of: path, limit: InputFile.configLimit)
        } catch {
            throw ConfigInputError(path: path, message: error.message)
        }
    }
}
