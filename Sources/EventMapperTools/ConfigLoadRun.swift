import EventMapCore
import EventMapper

/// What `mapper resolve`, `which` and `list` do before answering, with no printing: choose the
/// configs (command line, else `.mapper.json`, else `Configs/`), load them, and say which
/// problems to show — errors after the project's rule settings, and project-file warnings.
package struct ConfigLoadRun: Sendable {
    /// The loaded configs.
    package let set: ConfigSet
    /// The lines to print on standard error before the answer.
    package let messages: [String]

    /// Loads.
    /// - Parameters:
    ///   - configPaths: Config files and folders given on the command line.
    ///   - only: When given, only the entries that can be this class are loaded and checked.
    /// - Throws: ``ConfigInputError`` when an input cannot be read (exit status 2).
    package init(configPaths: [String], only: ClassNameQuery? = nil) throws(ConfigInputError) {
        let selection = try ConfigSelection.choose(explicit: configPaths)
        let project = selection.project
        set = try ConfigSet.load(selection.paths, only: only)
        let settings = project.map(ValidationSettings.init(project:)) ?? ValidationSettings()
        let notices = project.map { project in project.unknownNames.map { "\(project.path): warning: \($0)" } } ?? []
        messages = notices + settings.apply(to: set.findings).filter { $0.severity == .error }.map(\.description)
    }
}
