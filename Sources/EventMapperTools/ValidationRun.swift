import EventMapCore
import EventMapper
import InputFiles

/// What `mapper validate` does, with no printing: choose the inputs (command line, else
/// `.mapper.json`, else `Configs/`), load them, scan sources, validate.
package struct ValidationRun: Sendable {
    /// The report.
    package let report: ValidationReport
    /// What scanning the sources found, when sources were scanned.
    package let scanned: ScannedRegistry?
    /// The configs that were checked.
    package let configs: ConfigSet
    /// The code's declarations they were checked against; nil without registries and sources.
    package let registry: ActionRegistry?
    /// The settings the project gives (tag, rule severities).
    package let settings: ValidationSettings

    /// Validates.
    /// - Parameters:
    ///   - configPaths: Config files and folders given on the command line.
    ///   - registryPaths: Registry files given on the command line; with `sourcePaths`, they
    ///     replace the project file's registries and sources.
    ///   - sourcePaths: Source files and folders given on the command line.
    ///   - scanner: What derives a registry from sources; needed when there are sources to scan.
    ///   - stdinPath: The config whose contents are read from standard input instead of the file
    ///     (an editor's unsaved buffer). A file the set does not hold yet is checked as one more
    ///     file of the set.
    /// - Throws: ``ConfigInputError`` when an input cannot be read (exit status 2).
    package init(
        configPaths: [String], registryPaths: [String], sourcePaths: [String] = [], scanner: (any RegistrySourceScanning)? = nil,
        stdinPath: String? = nil
    ) throws(ConfigInputError) {
        let selection = try ConfigSelection.choose(explicit: configPaths)
        let unsaved = try stdinPath.map { path throws(ConfigInputError) in (path, try Self.standardInput(for: path)) }
        // The configs are read while the sources are scanned, which mostly waits for the
        // scanner's process.
        let loading = BackgroundTask { () throws(ConfigInputError) in
            if let unsaved { return try selection.load(replacing: unsaved) }
            return try ConfigSet.load(selection.paths, excluding: selection.project?.exclusion)
        }
        let code = try Self.code(selection, registryPaths: registryPaths, sourcePaths: sourcePaths, scanner: scanner, whileLoading: loading)
        try self.init(selection, configs: try loading.value(), code: try CodeDeclarations(code))
    }

    private init(_ selection: ConfigSelection, configs: ConfigSet, code: CodeDeclarations) throws(ConfigInputError) {
        let scanned = code.scanned
        report = try Validator(settings: selection.settings).validate(
            configs, registry: code.registry, registryFindings: code.findings, registryFiles: code.registryFiles,
            connectedActions: scanned?.connectedActions ?? [], sourceFileCount: scanned?.fileCount ?? 0
        )
        self.scanned = scanned
        self.configs = configs
        self.registry = code.registry
        self.settings = selection.settings
    }

    /// The report of a run with these inputs, none read from standard input: the one the
    /// cache in `cacheFolder` keeps (``ValidationReportCache``) when every input is byte for
    /// byte as in the run it kept, else made and kept there.
    /// - Parameter cacheFolder: The folder of the cache; nil to make the report and keep nothing.
    /// - Returns: The report, and whether it is the one the cache kept.
    /// - Throws: ``ConfigInputError`` as ``init(configPaths:registryPaths:sourcePaths:scanner:stdinPath:)``.
    package static func report(
        configPaths: [String], registryPaths: [String], sourcePaths: [String], scanner: (any RegistrySourceScanning)?, cacheFolder: String?
    ) throws(ConfigInputError) -> (report: ValidationReport, wasKept: Bool) {
        guard let cacheFolder else {
            return (
                try ValidationRun(configPaths: configPaths, registryPaths: registryPaths, sourcePaths: sourcePaths, scanner: scanner).report, false
            )
        }
        let request = configPaths + ["--"] + registryPaths + ["--"] + sourcePaths
        let cache = ValidationReportCache(folder: cacheFolder, request: request)
        let selection = try ConfigSelection.choose(explicit: configPaths)
        // The configs' bytes are read first: with the scan, they are the key. They are loaded
        // meanwhile on spare time, for a run the cache does not hold; a file that cannot be read
        // is left to the loader, which says why.
        let reading = BackgroundTask<[(path: String, bytes: [UInt8])]?, Never> { try? selection.contents() }
        let loading = BackgroundTask(onSpareTime: true) { () throws(ConfigInputError) -> ConfigSet in
            guard let contents = reading.value() else { return try ConfigSet.load(selection.paths, excluding: selection.project?.exclusion) }
            return try selection.load(contents)
        }
        let code = try Self.code(selection, registryPaths: registryPaths, sourcePaths: sourcePaths, scanner: scanner, whileLoading: loading)
        let key = reading.value().flatMap { contents in
            ValidationReportCache.Inputs(
                request: request, project: selection.project, configs: contents, registries: code.registries.map { ($0.path, $0.bytes) },
                scan: code.scan
            ).key
        }
        if let key, let report = cache.report(for: key) { return (report, true) }
        let report = try ValidationRun(selection, configs: try loading.value(), code: try CodeDeclarations(code)).report
        if let key { cache.keep(report, for: key) }
        return (report, false)
    }

    /// Reads the code's declarations and scans the sources while the configs load.
    /// - Throws: A config that cannot be read first, as when they were read first; then a
    ///   registry or source that cannot be read.
    private static func code<Configs: Sendable>(
        _ selection: ConfigSelection, registryPaths: [String], sourcePaths: [String], scanner: (any RegistrySourceScanning)?,
        whileLoading loading: BackgroundTask<Configs, ConfigInputError>
    ) throws(ConfigInputError) -> CodeDeclarations.Inputs {
        do {
            return try CodeDeclarations.Inputs(registryPaths: registryPaths, sourcePaths: sourcePaths, project: selection.project, scanner: scanner)
        } catch {
            _ = try loading.value()
            throw error
        }
    }

    private static func standardInput(for path: String) throws(ConfigInputError) -> [UInt8] {
        do {
            return try InputFile.standardInput(limit: InputFile.configLimit)
        } catch {
            throw ConfigInputError(path: "<stdin>", message: "cannot read standard input as \(path): \(error.reason)")
        }
    }
}
