import EventMapper

/// What `mapper validate` does, with no printing: choose the inputs (command line, else
/// `.mapper.json`, else `Configs/`), load them, scan sources, validate.
package struct ValidationRun: Sendable {
    /// The report.
    package let report: ValidationReport
    /// What scanning the sources found, when sources were scanned.
    package let scanned: ScannedRegistry?

    /// Validates.
    /// - Parameters:
    ///   - configPaths: Config files and folders given on the command line.
    ///   - registryPaths: Registry files given on the command line; with `sourcePaths`, they
    ///     replace the project file's registries and sources.
    ///   - sourcePaths: Source files and folders given on the command line.
    ///   - scanner: What derives a registry from sources; needed when there are sources to scan.
    /// - Throws: ``ConfigInputError`` when an input cannot be read (exit status 2).
    package init(configPaths: [String], registryPaths: [String], sourcePaths: [String] = [], scanner: (any RegistrySourceScanning)? = nil)
        throws(ConfigInputError)
    {
        let selection = try ConfigSelection.choose(explicit: configPaths)
        let project = selection.project
        // The code's side is chosen as one: registries or sources on the command line replace
        // both of the project file's, so that `--registry x` checks against x alone.
        let fromCommandLine = !registryPaths.isEmpty || !sourcePaths.isEmpty
        let registries = fromCommandLine ? registryPaths : project?.registries ?? []
        let sources = fromCommandLine ? sourcePaths : project?.sources ?? []
        let configs = try ConfigSet.load(selection.paths)
        var declarations: [[DeclaredClass]] = []
        for path in registries { declarations.append(try RegistryFile.load(path: path)) }
        var scanned: ScannedRegistry?
        if !sources.isEmpty {
            guard let scanner else {
                throw ConfigInputError(
                    path: sources[0], message: "sources are given but no source scanner is (pass one, such as SourceTreeScan.standard)")
            }
            let result = try scanner.scanRegistry(sources, modules: project?.modules ?? [:])
            declarations.append(result.classes)
            scanned = result
        }
        var registry: ActionRegistry?
        var registryFindings = scanned?.findings ?? []
        if declarations.isEmpty {
        } else {
            let merged = ActionRegistry.merging(declarations)
            registry = merged.registry
            registryFindings += merged.findings
        }
        report = try Validator(settings: selection.settings).validate(
            configs, registry: registry, registryFindings: registryFindings, registryFiles: registries,
            connectedActions: scanned?.connectedActions ?? [], sourceFileCount: scanned?.fileCount ?? 0
        )
        self.scanned = scanned
    }
}
