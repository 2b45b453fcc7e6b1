import EventMapper
import Foundation

/// Where the source scanner keeps its cache unless told: the user's cache folder, outside every
/// repository, as other tools that cache per user do.
package enum ScanCacheFolder {
    /// `$XDG_CACHE_HOME/mapper`, else `$HOME/.cache/mapper`; nil when neither is an absolute
    /// path (no cache then).
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/mapper" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/mapper" }
        return nil
    }

    /// `path`, as `--cache-path` names it: a folder, or where one is to be made.
    /// - Throws: ``ConfigInputError`` when something other than a folder is there.
    package static func named(_ path: String) throws(ConfigInputError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return path }
        throw ConfigInputError(path: path, message: "not a folder; the scan cache (--cache-path) is kept in a folder")
    }
}
