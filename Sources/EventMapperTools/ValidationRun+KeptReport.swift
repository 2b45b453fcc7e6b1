import EventMapCore
import EventMapper

extension ValidationRun {
    /// The report of a run with these inputs, none read from standard input: the one the
    /// cache in `cacheFolder` keeps (``ValidationReportCache``) when every input is byte for
    /// byte as in the run it kept, else made and kept there.
    ///
    /// The configs' bytes are read before the sources are scanned, and loaded meanwhile, unless
    /// the cache keeps a report made from these very files: then a scan the same as the last
    /// one's makes that report the run's, and they are loaded only when it is not. The scanner
    /// is asked for its changes since the kept report's scan: when only some classes changed,
    /// the report is that report checked again for those (``RegistryRevalidation``).
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
        // Read before the scan starts: the scanner is asked for its changes since the kept scan.
        let read = ConfigsRead(selection, request: request, cache: cache)
        let since = read.keyPrefix.flatMap { read.kept?.scanIdentity(after: $0) }
        let code = try Self.code(selection, registryPaths: registryPaths, sourcePaths: sourcePaths, scanner: scanner, since: since) {
            () throws(ConfigInputError) in _ = try read.configs(selection)
        }
        let key = read.keyPrefix.flatMap {
            ValidationReportCache.key(prefix: $0, registries: code.registries.map { ($0.path, $0.bytes) }, scan: code.scan)
        }
        if let key, let report = read.kept?.report(for: key) { return (report, true) }
        if let report = try read.reportOfChanges(code.scan, selection: selection) {
            if let key { cache.keep(report, for: key) }
            return (report, false)
        }
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
            // With a report made from these very files, the configs are needed only when the
            // scan is not that report's, and are loaded then: loading them meanwhile would slow
            // the scanner, which has both cores.
            loading = kept?.keyStarts(with: keyPrefix) == true ? nil : BackgroundTask { () throws(ConfigInputError) in try selection.load(contents) }
        }

        /// The report against a scan that told its changes since the kept report's scan, made
        /// from that report (``RegistryRevalidation``); nil when the scan is whole, or the kept
        /// report is of another scan, or the difference cannot be relied on.
        func reportOfChanges(_ scan: IdentifiedScan?, selection: ConfigSelection) throws(ConfigInputError) -> ValidationReport? {
            guard let scan, let changes = scan.changes, let keyPrefix,
                let keptKey = ValidationReportCache.key(prefix: keyPrefix, registries: [], scan: (changes.since, scan.fileCount)),
                let base = kept?.report(for: keptKey)
            else { return nil }
            return RegistryRevalidation.report(
                base: base, configs: try configs(selection), changes: changes, validator: try Validator(settings: selection.settings),
                sourceFileCount: scan.fileCount)
        }

        /// The configs, loaded from the bytes read.
        func configs(_ selection: ConfigSelection) throws(ConfigInputError) -> ConfigSet {
            if let loading { return try loading.value() }
            return try selection.load(contents ?? [])
        }
    }
}
