import EventMapCore
public import EventMapXML

/// Loads a `WGlobalUserStatisticsConfig.plist`: class name → `PageEventIDs` (`Enter`, `Leave`)
/// and `ControlEventIDs` (selector → event ID), exactly as the swizzled hooks read it.
///
/// Every deviation from that schema is a located finding, and the model keeps what the app
/// would see at run time: for a duplicate key, the last entry, as Apple's parser keeps.
public struct PlistConfigLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Reads and loads the file at `path`.
    /// - Parameters:
    ///   - path: The config file.
    ///   - only: When given, only the entries that can be this class are loaded and checked;
    ///     the whole file is still parsed.
    /// - Returns: The model (nil when the file does not parse) and the findings.
    /// - Throws: ``ConfigInputError`` when the file cannot be read at all.
    public func load(path: String, only: ClassNameQuery? = nil) throws(ConfigInputError) -> ConfigFileLoad {
        do {
            return load(document: try PlistReader().read(contentsOf: path), only: only)
        } catch where error.reason == .unreadableFile {
            throw ConfigInputError(path: path, message: error.message)
        } catch {
            return ConfigFileLoad(file: nil, findings: [Self.finding(for: error)])
        }
    }

    /// Loads a file's bytes, such as a version read from git.
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The name locations carry.
    public func load(_ bytes: [UInt8], file: String) -> ConfigFileLoad {
        do {
            return load(document: try PlistReader().read(bytes, file: file))
        } catch {
            return ConfigFileLoad(file: nil, findings: [Self.finding(for: error)])
        }
    }

    /// Loads an already parsed document.
    /// - Parameters:
    ///   - document: The property list.
    ///   - only: When given, only the entries that can be this class are loaded and checked.
    /// - Returns: The model and the findings.
    public func load(document: PlistDocument, only: ClassNameQuery? = nil) -> ConfigFileLoad {
        var walk = PlistConfigWalk(file: document.file, only: only)
        let pages = walk.pages(in: document.root)
        let findings = walk.findings.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        var load = ConfigFileLoad(file: ConfigFile(path: document.file, format: .plist, pages: pages), findings: findings)
        load.skippedClassNames = walk.skippedClassNames
        return load
    }

    /// The finding for a file that did not parse.
    static func finding(for error: PlistReadError) -> Finding {
        let rule: Rule = switch error.reason {
        case .malformedXML, .unreadableFile: .malformedXML
        case .invalidPlist: .invalidPlist
        case .forbiddenConstruct: .forbiddenConstruct
        }
        return Finding(rule, error.message, at: error.location)
    }
}
