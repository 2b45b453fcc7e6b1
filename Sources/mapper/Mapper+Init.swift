import ArgumentParser
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

                Exit status: 0 written; 1 no config was found, or .mapper.json exists (without \
                --force); 2 the file could not be written; 64 wrong usage.
                """
        )

        @Flag(help: "Replace an existing .mapper.json.")
        var force = false

        @Flag(help: "Print what would be written, and write nothing.")
        var dryRun = false

        func run() throws {
            let outcome = ProjectInitialization.run(in: ".", force: force, dryRun: dryRun)
            outcome.messages.forEach(Terminal.printError)
            MergeDriverSetup(git: GitProcess()).warnings.forEach(Terminal.printError)
            if let text = outcome.printed { try Terminal.printAnswer(.success(text)) }
            throw ExitCode(outcome.status)
        }
    }
}
