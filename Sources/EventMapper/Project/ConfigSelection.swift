/// Which configs a command reads: those named on the command line, else the project file's,
/// else `Configs/` in the working directory.
public struct ConfigSelection: Sendable {
    /// The config paths to read.
    public let paths: [String]
    /// The project file, when one was found.
    public let project: ProjectConfiguration?

    /// Chooses the configs.
    /// - Parameter explicit: Paths given with `--config`.
    /// - Throws: ``ConfigInputError`` for an unreadable project file.
    public static func choose(explicit: [String]) throws(ConfigInputError) -> ConfigSelection {
        let project = try ProjectConfiguration.find()
        if !explicit.isEmpty { return ConfigSelection(paths: explicit, project: project) }
        if let project, !project.configs.isEmpty { return ConfigSelection(paths: project.configs, project: project) }
        return ConfigSelection(paths: ["Configs"], project: project)
    }
}
