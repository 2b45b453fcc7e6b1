import EventMapCore
import EventMapper

/// The code's side of a check: the registry files and the sources that declare each class's
/// actions, chosen as one — both from the command line when either is given there, else from
/// `.mapper.json` — loaded and merged. Shared by `validate` and `logs report`.
package struct CodeDeclarations: Sendable {
    /// The merged registry; nil when the project declares no registry and no sources.
    package let registry: ActionRegistry?
    /// Findings from reading and merging the registries and scanning the sources.
    package let findings: [Finding]
    /// The registry files read.
    package let registryFiles: [String]
    /// What scanning the sources found, when sources were scanned.
    package let scanned: ScannedRegistry?

    /// Loads the registries and scans the sources.
    /// - Parameters:
    ///   - registryPaths: Registry files given on the command line; with `sourcePaths`, they
    ///     replace the project file's registries and sources, so that `--registry x` checks
    ///     against x alone.
    ///   - sourcePaths: Source files and folders given on the command line.
    ///   - project: The project file, if any.
    ///   - scanner: What derives a registry from sources; needed when there are sources to scan.
    /// - Throws: ``ConfigInputError`` when a registry or source cannot be read (exit status 2).
    package init(
        registryPaths: [String], sourcePaths: [String], project: ProjectConfiguration?, scanner: (any RegistrySourceScanning)?
    ) throws(ConfigInputError) {
        let fromCommandLine = !registryPaths.isEmpty || !sourcePaths.isEmpty
        let registries = fromCommandLine ? registryPaths : project?.registries ?? []
        var sources = fromCommandLine ? sourcePaths : project?.sources ?? []
        if let exclusion = project?.exclusion, !exclusion.patterns.isEmpty, !sources.isEmpty {
            // The scan is given the files that are left, each named, in the folders' order.
            sources = try FileTreeListing.sourceFiles.files(sources).filter { !exclusion.excludes($0) }
        }
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
        var findings = scanned?.findings ?? []
        if declarations.isEmpty {
            registry = nil
        } else {
            let merged = ActionRegistry.merging(declarations)
            registry = merged.registry
            findings += merged.findings
        }
        self.findings = findings
        self.registryFiles = registries
        self.scanned = scanned
    }
}
