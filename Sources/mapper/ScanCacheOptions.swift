import ArgumentParser
import Foundation
import MapperProcesses

/// Where the source scan keeps what it found in each file, for every command that scans.
struct ScanCacheOptions: ParsableArguments {
    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "The folder of the source scan's cache. Default: $XDG_CACHE_HOME/mapper, else ~/.cache/mapper.", valueName: "folder"),
        completion: .directory)
    var cachePath: String?

    @Flag(help: "Scan every source file, without reading or writing the scan cache.")
    var noCache = false

    func validate() throws {
        if noCache, cachePath != nil { throw ValidationError("--no-cache and --cache-path exclude each other.") }
        var isFolder: ObjCBool = false
        if let cachePath, FileManager.default.fileExists(atPath: cachePath, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("--cache-path '\(cachePath)' is not a folder.")
        }
    }

    /// The scan these options ask for.
    func scanner(parallel: Bool = true, showsProgress: Bool) -> SourceScannerProcess {
        SourceScannerProcess(
            parallel: parallel, showsProgress: showsProgress, cacheFolder: noCache ? nil : cachePath ?? ScanCacheFolder.standard())
    }
}
