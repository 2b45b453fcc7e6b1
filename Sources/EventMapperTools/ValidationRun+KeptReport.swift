import EventMapCore
import EventMapper

extension ValidationRun {
    /// The report of a run with these inputs, none read from standard input: the one the
    /// cache in `cacheFolder` keeps (``ValidationReportCache``) when every input is byte for
    /// byte as in the run it kept, else made and kept there.
    ///
    /// The scanner is started first, asked for its changes since the kept report's scan: when
    /// only some classes changed, the report is that report checked again for those
    /// (``RegistryRevalidation``). Meanwhile the configs' bytes are read, and loaded unless the
    /// cache keeps a report made from these very files: then a scan the same as the last one's
    /// makes that report the run's, and only the changed classes' entries are loaded when it
    /// is not. A report made from other configs leaves changes unused: the sources are scanned
    /// again, whole.
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
        let kept = cache.kept()
        let reading = BackgroundTask<ConfigsRead, Never> { ConfigsRead(selection, request: request, cache: cache, kept: kept) }
        let code = try Self.code(
            selection, registryPaths: registryPaths, sourcePaths: sourcePaths, scanner: scanner, since: kept?.scanIdentity
        ) { () throws(ConfigInputError) in _ = try reading.value().configs(selection) }
        let read = reading.value()
        let registries = code.registries.map { ($0.path, $0.bytes) }
        let key = read.inputs.flatMap { ValidationReportCache.Key(inputs: $0, registries: registries, scan: code.scan) }
        if let key, let report = read.kept?.report(for: key) { return (report, true) }
        if let report = try read.reportOfChanges(code.scan, selection: selection) {
            if let key { cache.keep(report, for: key, inputsKept: read.kept, configs: nil) }
            return (report, false)
        }
        let configs = try read.configs(selection)
        let declarations = try CodeDeclarations(code)
        let report = try ValidationRun(selection, configs: configs, code: declarations).report
        // Keyed by the scan the report was made against: a scan that told only its changes is
        // done again here, and the sources may have changed in between.
        let scanned = declarations.scanned.map { (identity: $0.identity, fileCount: $0.fileCount) }
        if let key = read.inputs.flatMap({ ValidationReportCache.Key(inputs: $0, registries: registries, scan: scanned) }) {
            cache.keep(report, for: key, inputsKept: read.kept, configs: configs)
        }
        return (report, false)
    }

    /// The configs' bytes, the report the cache keeps for them, and the configs loading unless
    /// the cache keeps one.
    private struct ConfigsRead: Sendable {
        /// The key's first part; nil when a config could not be read.
        let inputs: [UInt8]?
        /// What the cache keeps, when it was made from these very inputs.
        let kept: ValidationReportCache.KeptInputs?
        private let contents: [(path: String, bytes: [UInt8])]?
        private let loading: BackgroundTask<ConfigSet, ConfigInputError>?

        init(_ selection: ConfigSelection, request: [String], cache: ValidationReportCache, kept: ValidationReportCache.Kept?) {
            // A file that cannot be read is left to the loader, which says why.
            guard let contents = try? selection.contents() else {
                (inputs, self.kept, self.contents) = (nil, nil, nil)
                loading = BackgroundTask { () throws(ConfigInputError) in try selection.loadSet() }
                return
            }
            let inputs = ValidationReportCache.Inputs(request: request, project: selection.project, configs: contents).key
            let keptForInputs = cache.keptInputs(inputs, of: kept)
            (self.inputs, self.kept, self.contents) = (inputs, keptForInputs, contents)
            // With a report made from these very files, the configs are needed only when the
            // scan is not that report's, and are loaded then: loading them meanwhile would slow
            // the scanner, which has both cores.
            loading = keptForInputs != nil ? nil : BackgroundTask { () throws(ConfigInputError) in try selection.load(contents) }
        }

        /// The report against a scan that told its changes since the kept report's scan, made
        /// from that report (``RegistryRevalidation``); nil when the scan is whole, or the kept
        /// report is of other inputs or another scan, or the difference cannot be relied on.
        func reportOfChanges(_ scan: IdentifiedScan?, selection: ConfigSelection) throws(ConfigInputError) -> ValidationReport? {
            guard let scan, let changes = scan.changes, let inputs,
                let keptKey = ValidationReportCache.Key(inputs: inputs, registries: [], scan: (changes.since, scan.fileCount)),
                let base = kept?.report(for: keptKey)
            else { return nil }
            // Only the changed classes' entries: the report reads no others. They are read from the
            // configs as the kept report's run loaded them, else parsed again.
            let entries = RegistryRevalidation.configEntries(for: changes)
            let configs: ConfigSet
            if let loaded = kept?.configs(only: entries) {
                configs = loaded
            } else {
                configs = try selection.load(contents ?? [], only: entries)
            }
            return RegistryRevalidation.report(
                base: base, configs: configs, changes: changes, validator: try Validator(settings: selection.settings),
                sourceFileCount: scan.fileCount)
        }

        /// The configs, loaded from the bytes read.
        func configs(_ selection: ConfigSelection) throws(ConfigInputError) -> ConfigSet {
            if let loading { return try loading.value() }
            return try selection.load(contents ?? [])
        }
    }
}
