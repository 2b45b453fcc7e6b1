import ArgumentParser
import EventMapper

/// The options every command that reads configs shares.
struct ConfigOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "A config file or folder (repeatable).",
            discussion: "Default: the 'configs' of the nearest .mapper.json, else Configs/."
        ),
        completion: .file()
    )
    var paths: [String] = []

    /// Loads the chosen configs — with `only`, just the entries that can be that class — and
    /// prints loading errors to standard error (nothing is skipped silently); exits 2 when an
    /// input cannot be read.
    func load(only: ClassNameQuery? = nil) throws -> ConfigSet {
        do {
            let selection = try ConfigSelection.choose(explicit: paths)
            selection.project?.unknownNames.forEach { Terminal.printError("\(selection.project!.path): warning: \($0)") }
            let set = try ConfigSet.load(selection.paths, only: only)
            set.findings.filter { $0.severity == .error }.forEach { Terminal.printError($0.description) }
            return set
        } catch {
            Terminal.printError(error.description)
            throw ExitCode(2)
        }
    }
}
