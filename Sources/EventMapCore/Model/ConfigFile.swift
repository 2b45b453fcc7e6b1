/// What one config file maps, in file order, whatever its format.
public struct ConfigFile: Sendable {
    /// The file's path as given.
    public let path: String
    /// The format it was read as.
    public let format: ConfigFormat
    /// Its pages in file order.
    public var pages: [PageMapping]

    /// Creates a config file's model.
    public init(path: String, format: ConfigFormat, pages: [PageMapping]) {
        self.path = path
        self.format = format
        self.pages = pages
    }
}

/// The config formats EventMapper reads.
public enum ConfigFormat: String, Sendable, CaseIterable {
    /// `WGlobalUserStatisticsConfig.plist`: Apple's XML property list.
    case plist
    /// `<event-map version="1">`: the XML dialect, validated by its XSD.
    case xml
    /// The property list's shape in JSON; only `mapper convert` reads it.
    case json
    /// One row per event (`class,kind,trigger,event_id`); only `mapper convert` reads it.
    case csv

    /// The format a config set reads a file in, by its extension: `.plist` or `.xml`.
    public init?(pathExtensionOf path: String) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".plist") { self = .plist } else if lowered.hasSuffix(".xml") { self = .xml } else { return nil }
    }
}
