import ArgumentParser
import EventMapper
import EventMapperTools

extension Mapper {
    struct MergeDriver: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge-driver",
            abstract: "Merge two branches' versions of a config entry by entry, as a git merge driver.",
            usage: "mapper merge-driver %O %A %B %P",
            discussion: """
                Git runs it with the ancestor's, this branch's and the other branch's versions \
                of a config, and the config's path; the result replaces this branch's version \
                (%A). Each page event and action is taken from the side that changed it, and \
                entries added on both sides are all kept. An entry the two sides changed \
                differently, or a page one side removed and the other changed, is a conflict: \
                it is printed as path:line:column: error: … and written with conflict markers \
                around that entry or page only. Everything else in the file stays as this \
                branch has it. A clean result is checked with the rest of its config set \
                (.mapper.json's configs, else Configs/); an error the merge brings there, \
                such as two entries given one event ID, is printed and is a conflict too.

                Set it up with, in .gitattributes: Configs/*.plist merge=event-map and \
                Configs/*.xml merge=event-map; and once per clone: git config \
                merge.event-map.driver "mapper merge-driver %O %A %B %P".

                Exit status: 0 merged; 1 merged with conflicts to resolve; 2 a version could \
                not be read or does not parse, or the result could not be written (%A is left \
                as it was); 64 wrong usage. Git reads any status but 0 as a conflict.
                """
        )

        @Argument(help: ArgumentHelp("The common ancestor's version (git's %O).", valueName: "ancestor"))
        var ancestor: String

        @Argument(help: ArgumentHelp("This branch's version, replaced by the result (git's %A).", valueName: "ours"))
        var ours: String

        @Argument(help: ArgumentHelp("The other branch's version (git's %B).", valueName: "theirs"))
        var theirs: String

        @Argument(help: ArgumentHelp("The config's path in the repository (git's %P).", valueName: "path"))
        var path: String

        func run() throws {
            do {
                let run = try ConfigMergeRun(ancestor: ancestor, ours: ours, theirs: theirs, path: path)
                run.warnings.forEach(Terminal.printError)
                run.conflicts.forEach(Terminal.printError)
                if run.exitStatus != 0 { throw ExitCode(run.exitStatus) }
            } catch let error as ConfigEditFailure {
                error.lines.forEach(Terminal.printError)
                throw ExitCode(error.exitStatus)
            }
        }
    }
}
