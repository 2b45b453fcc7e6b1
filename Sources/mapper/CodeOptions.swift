import ArgumentParser
import EventMapper
import MapperProcesses

/// The options that name the code's side of a check — registry files and sources — shared by
/// every command that compares the configs with the code (`validate`, `status`, `logs report`).
struct CodeOptions: ParsableArguments {
    @Option(
        name: .customLong("registry"),
        help:
            "A registry file (repeatable). Default: the 'registries' of .mapper.json; given, it replaces the project file's registries and sources.",
        completion: .file())
    var registries: [String] = []

    @Option(
        name: .customLong("sources"),
        help:
            "A source file or folder to derive the registry from (repeatable). Default: the 'sources' of .mapper.json; given, it replaces the project file's registries and sources.",
        completion: .directory)
    var sources: [String] = []

    @OptionGroup var cache: ScanCacheOptions

    /// The source scan, with the cache these options name.
    /// - Throws: As ``ScanCacheOptions/scanner(parallel:showsProgress:)``.
    func scanner(showsProgress: Bool) throws(ConfigInputError) -> SourceScannerProcess {
        try cache.scanner(showsProgress: showsProgress)
    }
}
