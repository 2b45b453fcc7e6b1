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
            return try selection.loadSet()
        }
        let code = try Self.code(selection, registryPaths: registryPaths, sourcePaths: sourcePaths, scanner: scanner) { () throws(ConfigInputError) in
            _ = try loading.value()
        }
        try self.init(selection, configs: try loading.value(), code: try CodeDeclarations(code))
    }

    init(_ selection: ConfigSelection, configs: ConfigSet, code: CodeDeclarations) throws(ConfigInputError) {
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

    /// Reads the code's declarations and scans the sources while the configs load.
    /// - Parameter configsFirst: Waits for the configs, throwing when one cannot be read.
    /// - Throws: A config that cannot be read first, as when they were read first; then a
    ///   registry or source that cannot be read.
    static func code(
        _ selection: ConfigSelection, registryPaths: [String], sourcePaths: [String], scanner: (any RegistrySourceScanning)?,
        since: [UInt8]? = nil, configsFirst: () throws(ConfigInputError) -> Void
    ) throws(ConfigInputError) -> CodeDeclarations.Inputs {
        do {
            return try CodeDeclarations.Inputs(
                registryPaths: registryPaths, sourcePaths: sourcePaths, project: selection.project, scanner: scanner, since: since)
        } catch {
            try configsFirst()
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
