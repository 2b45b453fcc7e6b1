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
}
