import ArgumentParser
import EventMapCore
import EventMapper
import EventMapperTools

extension Mapper {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Apply a listing edited in a spreadsheet (mapper list --format csv) to the configs it came from.",
            discussion: """
                Each class in the listing ends up with exactly its rows: changed IDs are set, new \
                rows added, and rows deleted from the listing removed. A configured class the \
                listing has no row for is left alone, with a warning that names it; \
                --remove-missing removes it instead, as unset --page does. A class is edited in \
                the file that configures it; a new class goes to the file its rows name in the \
                file column, or to --file, or to the only config.

                The listing is read as spreadsheets save it: separated by commas or by \
                semicolons, column names in any order and case, other columns (notes) ignored \
                with a note, rows with no value skipped, blanks around a value removed with a \
                note. It must be UTF-8: a sheet saved in another encoding is refused at its \
                first such byte.

                The edits are made in place as set makes them, with set's warnings: an ID \
                outside the project's naming pattern, a new action the code does not declare. Every new file is made and \
                checked before any is replaced: all the files change, or none; if a write fails \
                midway, the files that were changed are named. What changed is printed as \
                mapper diff prints it; with --dry-run, the changes are printed as a diff and \
                nothing is written.

                Refused: a listing with errors (each located at its row and column); a class \
                whose rows name another file than the one that configures it; a new class one \
                edit away from a configured one, unless --new-class; unless --force, an ID the \
                import would have two events record, or an entry that already has problems.

                Exit status: 0 imported, or nothing to change (with --dry-run, would be \
                imported); 1 refused; 2 the listing or a config could not be read, written or \
                parsed, or another edit holds a lock; 64 wrong usage, including a new class \
                with no file to go to.
                """
        )

        @Argument(help: ArgumentHelp("The listing, as mapper list --format csv writes it.", valueName: "listing.csv"), completion: .file())
        var listing: String

        @OptionGroup var configs: ConfigOptions

        @Option(
            help: ArgumentHelp("The config new classes go to when their rows name no file.", discussion: "Needed unless the configs are one file."),
            completion: .file())
        var file: String?

        @Flag(help: "Import even when an ID would be recorded twice, or an entry has problems.")
        var force = false

        @Flag(help: "Configure new classes even when a name is one edit away from a configured class.")
        var newClass = false

        @Flag(help: "Remove the configured classes the listing has no row for.")
        var removeMissing = false

        @Flag(help: "Print the changes as a diff and write nothing.")
        var dryRun = false

        func run() throws {
            do {
                let run = try ConfigImportRun(
                    listing, configPaths: configs.paths, file: file, force: force, newClass: newClass, removeMissing: removeMissing,
                    dryRun: dryRun, code: EditOptions.projectCode)
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
