import ArgumentParser
import EventMapper
import EventMapperTools

/// The options `set` and `unset` share.
struct EditOptions: ParsableArguments {
    @OptionGroup var configs: ConfigOptions

    @Option(help: ArgumentHelp("The config a class that is not configured yet goes to.", discussion: "Needed unless the configs are one file."), completion: .file())
    var file: String?

    @Flag(help: "Edit even when the ID is used elsewhere, the class would be configured twice, or its entry has problems.")
    var force = false

    /// Makes the edit, prints what happened, and exits with the edit's status.
    func perform(_ edit: ConfigEdit) throws {
        do {
            let run = try ConfigEditRun(edit, configPaths: configs.paths, file: file, force: force)
            Terminal.printOutput(run.message)
        } catch {
            error.lines.forEach(Terminal.printError)
            throw ExitCode(error.exitStatus)
        }
    }
}
