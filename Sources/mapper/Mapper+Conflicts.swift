import ArgumentParser
import EventMapCore
import EventMapperTools

extension Mapper {
    struct Conflicts: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "conflicts",
            abstract: "List the entries a merge left conflicted in the configs, or settle them by keeping one side.",
            usage: """
                mapper conflicts
                mapper conflicts --take ours|theirs [<class> [<action>] | <class> --enter|--leave]
                """,
            discussion: """
                Without --take, lists each entry inside the conflict markers git left in a \
                config of the set, with what each branch records for it.

                With --take ours or --take theirs, keeps that side of every conflict, or of the \
                conflicts that hold the class's entries (or one entry of it). A conflict that \
                also holds another class's entries is refused: settle it whole. Each file is \
                rewritten under its edit lock and read back; with no conflict left it must \
                parse. Everything outside the settled conflicts stays byte for byte.

                Exit status: 0 no conflict (listing) or settled; 1 conflicts are listed, or none \
                holds what was named, or a conflict holds other entries too; 2 a config could \
                not be read, locked or written, a side does not parse, markers are malformed, \
                or (listing) a config without conflicts does not parse; 64 wrong usage.
                """
        )

        @Option(help: ArgumentHelp("Keep this side: ours (the branch merged into) or theirs.", valueName: "side"))
        var take: String?

        @Argument(help: ArgumentHelp("With --take: the class, and its action, whose conflicts to settle.", valueName: "class> <action"))
        var values: [String] = []

        @Flag(help: "With --take and a class: the page event whose conflict to settle.")
        var pageEvent: EditedPageEvent?

        @OptionGroup var configs: ConfigOptions

        func validate() throws {
            if let take, ConflictRegionSide(rawValue: take) == nil { throw ValidationError("--take is ours or theirs, not '\(take)'.") }
            if take == nil, !values.isEmpty || pageEvent != nil { throw ValidationError("A class or an event goes with --take.") }
            if values.count > 2 || (pageEvent != nil && values.count != 1) {
                throw ValidationError("Give a class and at most one action, or a class and --enter/--leave.")
            }
        }

        func run() throws {
            do {
                guard let side = take.flatMap(ConflictRegionSide.init(rawValue:)) else {
                    let run = try ConflictsRun(configPaths: configs.paths)
                    run.entries.map(\.description).forEach(Terminal.printOutput)
                    if !run.entries.isEmpty { throw ExitCode(1) }
                    return
                }
                let target: ConfigEdit.Target? =
                    pageEvent.map { .pageEvent($0.pageEvent) } ?? (values.count == 2 ? .control(ActionSelector(values[1])) : nil)
                let run = try ConflictsRun(taking: side, .init(className: values.first, target: target), configPaths: configs.paths)
                run.settled.forEach(Terminal.printOutput)
            } catch let failure as ConfigEditFailure {
                failure.lines.forEach(Terminal.printError)
                throw ExitCode(failure.exitStatus)
            }
        }
    }
}
