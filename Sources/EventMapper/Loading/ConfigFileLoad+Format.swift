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
    /// - Throws: ``ConfigInputError`` when the XML dialect's schema is missing from the
    ///   installation, or the extension is not one a config set reads.
    package static func load(_ bytes: [UInt8], readFrom path: String) throws(ConfigInputError) -> ConfigFileLoad {
        switch try ConfigFileType.ofConfig(at: path) {
        case .xml: try EventMapDialectConfigLoader().load(bytes, readFrom: path)
        case .plist, .json, .csv: PlistConfigLoader().load(bytes, readFrom: path)
        }
    }
}
