/// What `mapper validate` does, with no printing: choose the inputs (command line, else
/// `.mapper.json`, else `Configs/`), load them, validate.
public struct ValidationRun: Sendable {
    /// The report.
    public let report: ValidationReport
    /// Warnings about the inputs themselves (unknown project-file keys, no registry).
    public let notices: [String]

    /// Validates.
    /// - Parameters:
    ///   - configPaths: Config files and folders given on the command line.
    ///   - registryPaths: Registry files given on the command line.
    /// - Throws: ``ConfigInputError`` when an input cannot be read (exit status 2).
    public init(configPaths: [String], registryPaths: [String]) throws(ConfigInputError) {
        let selection = try ConfigSelection.choose(explicit: configPaths)
        let project = selection.project
        var notices = project.map { project in project.unknownNames.map { "\(project.path): warning: \($0)" } } ?? []
        if let project, !project.sources.isEmpty {
            if registryPaths.isEmpty && project.registries.isEmpty {
                throw ConfigInputError(path: project.path, message: "'sources' needs the source scanner, which this version does not have; list registry files under 'registries'")
            }
            notices.append("\(project.path): warning: 'sources' is not scanned by this version; the registry files are used instead")
        }
        let registries = registryPaths.isEmpty ? project?.registries ?? [] : registryPaths
        let configs = try ConfigSet.load(selection.paths)
        var registry: ActionRegistry?
        var registryFindings: [Finding] = []
        if registries.isEmpty {
            notices.append("note: no registry given (--registry, or 'registries' in .mapper.json): only the configs themselves were checked, not the code")
        } else {
            var sources: [[DeclaredClass]] = []
            for path in registries { sources.append(try RegistryFile.load(path: path)) }
            (registry, registryFindings) = ActionRegistry.merging(sources)
        }
        let settings = project.map(ValidationSettings.init(project:)) ?? ValidationSettings()
        report = try Validator(settings: settings).validate(configs, registry: registry, registryFindings: registryFindings, registryFiles: registries)
        self.notices = notices
    }
}
