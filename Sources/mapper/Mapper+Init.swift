import ArgumentParser
import EventMapCore
import EventMapper
import EventMapperTools
import MapperProcesses

extension Mapper {
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Write a .mapper.json for this repository: its configs, source folders and tag.",
            discussion: """
                Looks below the current folder (hidden folders, Pods, Carthage, build products \
                and Tests aside; a symbolic link only when it leads to something inside the \
                folder, and each folder once) for configs — property lists whose classes have PageEventIDs or \
                ControlEventIDs, and <event-map> XML files — for folders of Swift or \
                Objective-C that use UIKit, storyboards and xibs, and for the _XX suffix most \
                configured actions carry (the tag; _UA when none). Prints what it found and the \
                file, then writes it; an existing .mapper.json is kept unless --force. Warns, \
                with the git config lines to run, when .gitattributes names a merge driver for \
                the configs that this clone does not configure.

                With --scaffold <config>, for a project with no config yet: scans the sources \
                and writes a starter config there, then the project file that reads it. Each \
                view controller that no other inherits from gets Enter and Leave events, and \
                every class its tagged actions, each with an ID made from the names \
                (PAGE_EVENT_HOME_ENTER, CTRL_EVENT_HOME_FAV), under the key the hooks look the \
                class up by. A Swift class is Module.Class there: name the module with \
                --module, or the class is left out with a note (as are private, nested and \
                generic classes, which no key reaches).

                Exit status: 0 written; 1 no config was found, or .mapper.json exists (without \
                --force), or (--scaffold) configs exist, the config file exists, or there is \
                nothing to scaffold; 2 a file could not be scanned or written; 64 wrong usage.
                """
        )

        @Flag(help: "Replace an existing .mapper.json.")
        var force = false

        @Flag(help: "Print what would be written, and write nothing.")
        var dryRun = false

        @Option(
            help: ArgumentHelp(
                "Write a starter config here (.plist or .xml) from the sources, for a project that has none.", valueName: "config"),
            completion: .file())
        var scaffold: String?

        @Option(help: "With --scaffold: the module the sources are compiled into (PRODUCT_MODULE_NAME), which names Swift classes Module.Class.")
        var module: String?

        func validate() throws {
            if module != nil, scaffold == nil { throw ValidationError("--module goes with --scaffold.") }
            if let module, !ModuleName.isValid(module) { throw ValidationError(ModuleName.problem(module).escapingTerminalControls) }
        }

        func run() throws {
            let request = scaffold.map {
                ProjectInitialization.Scaffold(path: $0, module: module, scanner: SourceScannerProcess(showsProgress: false))
            }
            let outcome = ProjectInitialization.run(in: ".", force: force, dryRun: dryRun, scaffold: request)
            outcome.messages.forEach(Terminal.printError)
            MergeDriverSetup(git: GitProcess()).warnings.forEach(Terminal.printError)
            if let text = outcome.printed { try Terminal.printAnswer(.success(text)) }
            throw ExitCode(outcome.status)
        }
    }
}
