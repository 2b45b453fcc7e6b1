import ArgumentParser
import EventMapCore
import EventMapper
import EventMapperTools

extension DiffFormat: ExpressibleByArgument {}

extension Mapper {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Show what a change to the configs does to the mapping.",
            discussion: """
                Each side is a config file or folder; a file or folder at a git revision \
                (HEAD~1:Configs/WGlobalUserStatisticsConfig.plist, main:Configs); or a git \
                revision alone (main, HEAD~1), which stands for the project's configs (the \
                'configs' of .mapper.json, else Configs/) at that revision. Lists page events \
                and actions added, removed, recording another ID, or renamed (same ID, another \
                selector). With one side only (mapper diff main), the new side is the \
                project's configs as they are on disk, as git diff main compares main with the \
                working tree. A side that is both a path on disk and a git revision is refused, \
                as git refuses it: write ./main for the folder, main^{commit} for the revision. \
                The markdown format is meant for pull-request comments.

                Exit status: 0 compared (with --exit-code: and nothing changed); 1 a side has \
                errors (printed), or with --exit-code the mapping changed; 2 a side could not \
                be read, is both a path and a revision, or a config of it does not parse (nothing is compared then); 64 wrong \
                usage.
                """
        )

        @Argument(help: ArgumentHelp("The old version.", valueName: "old"))
        var old: String

        @Argument(help: ArgumentHelp("The new version; the project's configs on disk when left out.", valueName: "new"))
        var new: String?

        @Option(help: "The output format.")
        var format: DiffFormat = .text

        @Flag(help: "Exit with status 1 when the mapping changed, as git diff --exit-code does.")
        var exitCode = false

        func run() throws {
            let sides: (ConfigVersion, ConfigVersion, warnings: [String])
            do {
                sides = try ConfigVersion.sides(old, new, revisions: GitRevisionReader())
            } catch {
                error.lines.forEach(Terminal.printError)
                throw ExitCode(2)
            }
            sides.warnings.forEach(Terminal.printError)
            let errors = (sides.0.findings + sides.1.findings).filter { $0.severity == .error }
            errors.forEach { Terminal.printError($0.description) }
            let diff = MappingDiff(old: sides.0.map, new: sides.1.map)
            try Terminal.emit(Array(format.render(diff).utf8), to: nil)
            if !errors.isEmpty || (exitCode && !diff.isEmpty) { throw ExitCode(1) }
        }
    }
}
