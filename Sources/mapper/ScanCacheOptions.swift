import ArgumentParser
import EventMapper
import MapperProcesses

/// Where the source scan keeps what it found in each file, for every command that scans.
struct ScanCacheOptions: ParsableArguments {
    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "The folder of the source scan's cache. Default: $XDG_CACHE_HOME/mapper, else ~/.cache/mapper.", valueName: "folder"),
        completion: .directory)
    var cachePath: String?

    @Flag(help: "Read and write no cache: scan every source file (and for validate, check every rule).")
    var noCache = false

    func validate() throws {
        if noCache, cachePath != nil { throw ValidationError("--no-cache and --cache-path exclude each other.") }
    }

    /// The scan these options ask for.
    /// - Throws: ``ConfigInputError`` when `--cache-path` names something other than a folder.
    func scanner(parallel: Bool = true, showsProgress: Bool) throws(ConfigInputError) -> SourceScannerProcess {
        try Self.scanner(cachePath: cachePath, noCache: noCache, parallel: parallel, showsProgress: showsProgress)
    }

    /// The scan `--cache-path` and `--no-cache` ask for, however they were read.
    static func scanner(cachePath: String?, noCache: Bool, parallel: Bool = true, showsProgress: Bool) throws(ConfigInputError)
        -> SourceScannerProcess
    {
        let folder = try cachePath.map(ScanCacheFolder.named) ?? (noCache ? nil : ScanCacheFolder.standard())
        return SourceScannerProcess(parallel: parallel, showsProgress: showsProgress, cacheFolder: folder)
    }
}
