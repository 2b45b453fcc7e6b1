import EventMapCore
import EventMapper

extension ValidationRun {
    /// The report of a run with these inputs, none read from standard input: the one the
    /// cache in `cacheFolder` keeps (``ValidationReportCache``) when every input is byte for
    /// byte as in the run it kept, else made and kept there.
    ///
    /// The configs' bytes are read while the sources are scanned. They are loaded meanwhile
    /// too, unless the cache keeps a report made from these very files: then a scan the same as
    /// the last one's makes that report the run's, and they are loaded only when it is not.
    /// - Parameter cacheFolder: The folder of the cache; nil to make the report and keep nothing.
    /// - Returns: The report, and whether it is the one the cache kept.
    /// - Throws: ``ConfigInputError`` as ``init(configPaths:registryPaths:sourcePaths:scanner:stdinPath:)``.
    package static func report(
        configPaths: [String], registryPaths: [String], sourcePaths: [String], scanner: (any RegistrySourceScanning)?, cacheFolder: String?
    ) throws(ConfigInputError) -> (report: ValidationReport, wasKept: Bool) {
        guard let cacheFolder else {
            let run = try ValidationRun(configPaths: configPaths, registryPaths: registryPaths, sourcePaths: sourcePaths, scanner: scanner)
            return (run.report, false)
        }
        let request = configPaths + ["--"] + registryPaths + ["--"] + sourcePaths
        let cache = ValidationReportCache(folder: cacheFolder, request: request)
        let selection = try ConfigSelection.choose(explicit: configPaths)
        let reading = BackgroundTask<ConfigsRead, Never> { ConfigsRead(selection, request: request, cache: cache) }
        let code = try Self.code(selection, registryPaths: registryPaths, sourcePaths: sourcePaths, scanner: scanner) { () throws(ConfigInputError) in
            _ = try reading.value().configs(selection)
        }
        let read = reading.value()
        let key = read.keyPrefix.flatMap {
            ValidationReportCache.key(prefix: $0, registries: code.registries.map { ($0.path, $0.bytes) }, scan: code.scan)
        }
        if let key, let report = read.kept?.report(for: key) { return (report, true) }
        let report = try ValidationRun(selection, configs: try read.configs(selection), code: try CodeDeclarations(code)).report
        if let key { cache.keep(report, for: key) }
        return (report, false)
    }

    /// The configs' bytes, what the cache keeps, and the configs loading unless the cache
    /// keeps a report made from these bytes.
    private struct ConfigsRead: Sendable {
        /// The key's first part; nil when a config could not be read.
        let keyPrefix: [UInt8]?
        let kept: ValidationReportCache.Kept?
        private let contents: [(path: String, bytes: [UInt8])]?
        private let loading: BackgroundTask<ConfigSet, ConfigInputError>?

        init(_ selection: ConfigSelection, request: [String], cache: ValidationReportCache) {
            // A file that cannot be read is left to the loader, which says why.
            guard let contents = try? selection.contents() else {
                (keyPrefix, kept, self.contents) = (nil, nil, nil)
                loading = BackgroundTask { () throws(ConfigInputError) in try selection.loadSet() }
                return
            }
            let keyPrefix = ValidationReportCache.Inputs(request: request, project: selection.project, configs: contents).keyPrefix
            let kept = cache.kept()
            (self.keyPrefix, self.kept, self.contents) = (keyPrefix, kept, contents)
            loading = kept?.keyStarts(with: keyPrefix) == true ? nil : BackgroundTask { () throws(ConfigInputError) in try selection.load(contents) }
        }

        /// The configs, loaded from the bytes read.
        func configs(_ selection: ConfigSelection) throws(ConfigInputError) -> ConfigSet {
            if let loading { return try loading.value() }
            return try selection.load(contents ?? [])
        }
    }
}
