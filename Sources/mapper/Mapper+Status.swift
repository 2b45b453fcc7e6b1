import ArgumentParser
import EventMapper
import EventMapperTools
import MapperProcesses

extension CoverageStatus.Format: ExpressibleByArgument {}

extension Mapper {
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Show event coverage at a glance: per page, tagged actions tracked (✔) or not (✘), configured actions missing in code.",
            discussion: """
                Reads what validate reads (.mapper.json, or --config, --registry, --sources) and \
                ends with the totals: "41/44 tagged actions tracked (93%), 2 configured actions \
                missing in code, 12 pages". --format markdown suits a pull request comment.
                Exit status: as validate's: 0 clean; 1 findings at error severity (warnings too \
                with --strict; run mapper validate to see them); 2 an input could not be read or a config does not parse (nothing is shown then); 64 \
                wrong usage.
                """
        )

        @OptionGroup var configs: ConfigOptions

        @OptionGroup var code: CodeOptions

        @Option(help: "The output format.")
        var format: CoverageStatus.Format = .table

        @Flag(help: "Fail on warnings too.")
        var strict = false

        @Option(help: "Colour on a terminal: auto (unless NO_COLOR is set), always or never.")
        var color: TerminalStyle.Choice = .auto

        func run() throws {
            let run: ValidationRun
            do {
                run = try ValidationRun(
                    configPaths: configs.paths, registryPaths: code.registries, sourcePaths: code.sources,
                    scanner: code.scanner(showsProgress: true))
            } catch {
                Terminal.printError(error.description)
                throw ExitCode(2)
            }
            do {
                // Coverage from a set missing a file's entries would mark its actions untracked.
                try ConfigSetUnavailable.check(run.configs)
            } catch {
                error.lines.forEach(Terminal.printError)
                throw ExitCode(2)
            }
            let style = format == .table ? Terminal.style(color) : .plain
            Terminal.printRaw(CoverageStatus(run).rendered(as: format, style: style))
            if let reason = ValidationConsole.failureReason(run.report, strict: strict) {
                Terminal.printError(reason + " (mapper validate lists them)")
            }
            throw ExitCode(run.report.exitStatus(strict: strict))
        }
    }
}
