import EventMapCore

extension ConfigInputError {
    /// A file given as a config whose extension names neither format a config set reads.
    package static func notAConfig(_ path: String) -> ConfigInputError {
        ConfigInputError(path: path, message: notAConfigMessage)
    }

    /// What ``notAConfig(_:)`` says.
    package static let notAConfigMessage = "not a config: expected a .plist or .xml file"
}

extension ConfigFileType {
    /// The format of the config file at `path`, told by its extension: a property list or the
    /// XML dialect, the two a config set reads.
    /// - Parameter name: What an error names, when not `path` (a git revision's spec).
    /// - Throws: ``ConfigInputError/notAConfig(_:)`` for any other extension.
    package static func ofConfig(at path: String, name: String? = nil) throws(ConfigInputError) -> ConfigFileType {
        guard let format = ConfigFileType(pathExtensionOf: path), format.isReadInConfigSets else { throw .notAConfig(name ?? path) }
        return format
    }
}

extension ConfigFileLoad {
    /// A config's bytes from elsewhere than its file (a git revision, an edit's result), loaded
    /// in `format`.
    /// - Parameter file: The name locations carry.
    /// - Throws: ``ConfigInputError`` when the XML dialect's schema is missing from the
    ///   installation, or `format` is not one a config set reads.
    package static func load(_ bytes: [UInt8], format: ConfigFileType, file: String) throws(ConfigInputError) -> ConfigFileLoad {
        switch format {
        case .plist: PlistConfigLoader().load(bytes, file: file)
        case .xml: try EventMapDialectConfigLoader().load(bytes, file: file)
        case .json, .csv: throw .notAConfig(file)
        }
    }

    /// The contents of the config file at `path`, read before, loaded as a load of the file
    /// would load them, every message included.
    /// - Parameter only: When given, only the entries that can be this class are loaded and
    ///   checked, as ``ConfigSet/load(_:only:excluding:)`` loads them.
    /// - Throws: ``ConfigInputError`` when the XML dialect's schema is missing from the
    ///   installation, or the extension is not one a config set reads.
    package static func load(_ bytes: [UInt8], readFrom path: String, only: ClassNameQuery? = nil) throws(ConfigInputError) -> ConfigFileLoad {
        switch try ConfigFileType.ofConfig(at: path) {
        case .xml: try EventMapDialectConfigLoader().load(bytes, readFrom: path).keeping(only)
        case .plist, .json, .csv: PlistConfigLoader().load(bytes, readFrom: path, only: only)
        }
    }

    /// The load of an XML-dialect file with only the pages `only` might match: those files are
    /// small, so they are loaded and checked whole, then narrowed.
    func keeping(_ only: ClassNameQuery?) -> ConfigFileLoad {
        guard let only, var file, file.fileType == .xml else { return self }
        var load = self
        load.skippedClassNames = file.pages.map(\.className.value.text).filter { !only.mightMatch($0.utf8) }
        file.pages.removeAll { !only.mightMatch($0.className.value.text.utf8) }
        load.file = file
        return load
    }
}
