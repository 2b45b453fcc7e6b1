import ArgumentParser
import EventMapCore
import EventMapper
import EventMapperTools

extension Mapper {
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename an event ID across the config set, or an action of a class keeping its ID.",
            usage: """
                mapper rename --id <old-id> <new-id>
                mapper rename --id <old-pattern> <new-pattern>
                mapper rename <class> <old-action> <new-action>
                """,
            discussion: """
                With --id, every page event and action of every config that records the old ID \
                records the new one. With a * in each (--id 'PAGE_EVENT_NOTIF_*' \
                'PAGE_EVENT_NOTIFICATION_*'), every ID the first matches is renamed, the text \
                the * stands for kept; refused when a new ID is one another event keeps. \
                Otherwise the class's action is renamed: its entry goes, \
                and the new action records the same ID, placed as set places it.

                Each file is edited in place as set edits it, under its lock. Every new file is \
                made and checked before any is replaced: all the files change, or none; if a \
                write fails midway, the files that were changed are named.

                Refused unless --force: a new ID another event already records, an entry that \
                already has problems. A new action that is already mapped is refused. A new \
                action the project's registry or sources do not declare is renamed with a \
                warning. With --dry-run, the changes are printed as a diff and nothing is \
                written.

                Exit status: 0 renamed (with --dry-run, would be renamed); 1 nothing to rename \
                (with a suggestion) or refused; 2 a config could not be read, written or \
                parsed, or another edit holds a lock; 64 wrong usage.
                """
        )

        @Flag(help: "Rename an event ID everywhere it is recorded.")
        var id = false

        @Argument(
            help: ArgumentHelp(
                "With --id, the old and the new ID; else the class, its action and the action's new selector (onFav: or onFav(_:)).",
                valueName: "class> <old-action> <new-action"))
        var values: [String] = []

        @OptionGroup var configs: ConfigOptions

        @Flag(help: "Rename even when the new ID is recorded elsewhere, or an entry has problems.")
        var force = false

        @Flag(help: "Print the changes as a diff and write nothing.")
        var dryRun = false

        func validate() throws {
            if id, values.count != 2 { throw ValidationError("With --id, give the old and the new event ID.") }
            if !id, values.count != 3 { throw ValidationError("Give the class, the action and its new name, or --id and the old and new IDs.") }
            guard let rename else { throw ValidationError(ConfigRename.patternUsage) }
            if let problem = rename.problem { throw ValidationError(problem) }
        }

        private var rename: ConfigRename? {
            id
                ? ConfigRename.ofIDs(values[0], values[1])
                : .action(className: values[0], old: ActionSelector(values[1]), new: ActionSelector(values[2]))
        }

        func run() throws {
            guard let rename else { throw ValidationError(ConfigRename.patternUsage) }
            do {
                let run = try ConfigRenameRun(rename, configPaths: configs.paths, force: force, dryRun: dryRun, code: EditOptions.projectCode)
                run.warnings.forEach(Terminal.printError)
                if !run.diff.isEmpty { Terminal.printLines(run.diff) }
                run.messages.forEach(Terminal.printOutput)
            } catch {
                error.lines.forEach(Terminal.printError)
                throw ExitCode(error.exitStatus)
            }
        }
    }
}
