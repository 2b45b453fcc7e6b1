import ArgumentParser
import EventMapCore
import EventMapper
import EventMapperTools
import MapperProcesses

/// The options `set` and `unset` share.
struct EditOptions: ParsableArguments {
    @OptionGroup var configs: ConfigOptions

    @Option(
        help: ArgumentHelp("The config a class that is not configured yet goes to.", discussion: "Needed unless the configs are one file."),
        completion: .file())
    var file: String?

    @Flag(help: "Edit even when the ID is used elsewhere, the class would be configured twice, or its entry has problems.")
    var force = false

    @Flag(help: "Print the change as a diff and write nothing.")
    var dryRun = false

    /// An argument that is not valid UTF-8 reaches Swift with U+FFFD in place of its bad bytes:
    /// written into a config, it would be a value nobody typed.
    func validate() throws {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index], String(validatingCString: argument) == nil else { continue }
            throw ValidationError("Argument \(index) is not valid UTF-8; an edit writes only text it can read back.")
        }
    }

    /// The project's registries and sources, which an edit's new action is checked against.
    static func projectCode(_ selection: ConfigSelection) throws(ConfigInputError) -> CodeDeclarations {
        try CodeDeclarations(registryPaths: [], sourcePaths: [], project: selection.project, scanner: SourceScannerProcess(showsProgress: false))
    }

    /// Makes the edit, prints what happened, and exits with the edit's status.
    /// - Parameters:
    ///   - newClass: Configure a class one edit away from a configured one.
    ///   - create: Make the `--file` config when it does not exist.
    func perform(_ edit: ConfigEdit, newClass: Bool = false, create: Bool = false) throws {
        do {
            let run = try ConfigEditRun(
                edit, configPaths: configs.paths, file: file, force: force, newClass: newClass, dryRun: dryRun,
                create: create, code: Self.projectCode)
            run.warnings.forEach(Terminal.printError)
            if !run.diff.isEmpty { Terminal.printLines(run.diff) }
            Terminal.printOutput(run.message)
        } catch {
            error.lines.forEach(Terminal.printError)
            throw ExitCode(error.exitStatus)
        }
    }
}

/// `--enter`/`--leave` of `set` and `unset`, which (unlike `resolve`) have no default page event.
enum EditedPageEvent: String, EnumerableFlag {
    case enter
    case leave

    static func help(for value: EditedPageEvent) -> ArgumentHelp? {
        value == .enter ? "The page's Enter event (viewWillAppear:)." : "The page's Leave event (viewWillDisappear:)."
    }

    var pageEvent: PageEvent { self == .enter ? .enter : .leave }
}
