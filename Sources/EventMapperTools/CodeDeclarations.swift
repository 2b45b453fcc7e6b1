import EventMapCore
import EventMapper
import InputFiles

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
        try self.init(try Inputs(registryPaths: registryPaths, sourcePaths: sourcePaths, project: project, scanner: scanner))
    }

    /// Merges what the registries and the scan declare.
    /// - Throws: ``ConfigInputError`` when what the scanner wrote cannot be read.
    package init(_ inputs: Inputs) throws(ConfigInputError) {
        let scanned = try inputs.scan?.registry()
        var declarations = inputs.registries.map(\.classes)
        if let scanned { declarations.append(scanned.classes) }
        var findings = scanned?.findings ?? []
        if declarations.isEmpty {
            registry = nil
        } else {
            let merged = ActionRegistry.merging(declarations)
            registry = merged.registry
            findings += merged.findings
        }
        self.findings = findings
        self.registryFiles = inputs.registries.map(\.path)
        self.scanned = scanned
    }

    /// What the declarations are merged from: each registry file, read, and the scan.
    package struct Inputs: Sendable {
        /// Each registry file: its path, its bytes (nil when read otherwise) and its classes.
        package let registries: [(path: String, bytes: [UInt8]?, classes: [DeclaredClass])]
        /// The scan of the sources, when there are sources; what it found is read when merged.
        package let scan: IdentifiedScan?

        /// Reads the registries and scans the sources, chosen as ``CodeDeclarations`` says.
        /// - Parameter since: The identity of an earlier scan whose report the caller keeps: the
        ///   scanner may tell the scan's changes since it (``IdentifiedScan/changes``).
        /// - Throws: ``ConfigInputError`` when a registry or source cannot be read.
        package init(
            registryPaths: [String], sourcePaths: [String], project: ProjectConfiguration?, scanner: (any RegistrySourceScanning)?,
            since: [UInt8]? = nil
        ) throws(ConfigInputError) {
            let fromCommandLine = !registryPaths.isEmpty || !sourcePaths.isEmpty
            var sources = fromCommandLine ? sourcePaths : project?.sources ?? []
            if let exclusion = project?.exclusion, !exclusion.patterns.isEmpty, !sources.isEmpty {
                // The scan is given the files that are left, each named, in the folders' order.
                sources = try FileTreeListing.sourceFiles.files(sources).filter { !exclusion.excludes($0) }
            }
            var registries: [(path: String, bytes: [UInt8]?, classes: [DeclaredClass])] = []
            for path in fromCommandLine ? registryPaths : project?.registries ?? [] {
                // Read here so that the bytes stand for the classes; a file that cannot be read
                // is left to the loader, which says why.
                if let bytes = try? InputFile.contents(of: path, limit: InputFile.registryLimit) {
                    registries.append((path, bytes, try RegistryFile.load(bytes, path: path)))
                } else {
                    registries.append((path, nil, try RegistryFile.load(path: path)))
                }
            }
            self.registries = registries
            guard !sources.isEmpty else {
                scan = nil
                return
            }
            guard let scanner else {
                throw ConfigInputError(
                    path: sources[0], message: "sources are given but no source scanner is (pass one, such as SourceTreeScan.standard)")
            }
            scan = try scanner.identifiedScan(sources, modules: project?.modules ?? [:], since: registries.isEmpty ? since : nil)
        }
    }
}
