import EventMapper

/// A format `mapper convert` reads and writes.
package enum ConversionFormat: String, Sendable, CaseIterable {
    /// Apple's XML property list in Xcode's layout (`WGlobalUserStatisticsConfig.plist`).
    case plist
    /// The XML dialect, `<event-map version="1">`.
    case xml
    /// The property list's shape in JSON: class → `PageEventIDs` / `ControlEventIDs`.
    case json
    /// One row per event: `class,kind,trigger,event_id`.
    case csv

    /// The format a file's extension names (`.plist`, `.xml`, `.json`, `.csv`), if any.
    /// - Parameter path: The file's path.
    package init?(pathExtensionOf path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
