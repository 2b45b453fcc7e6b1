import ArgumentParser
import EventMapper
import EventMapperTools

extension RuleListing.Format: ExpressibleByArgument {}

extension Mapper {
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List every rule: its ID, default severity, the severity the project gives it, and what it checks.",
            discussion: """
                The project's severities come from the nearest .mapper.json ("rules": {"rule-id": \
                "warning" | "error" | "note" | "off"}).
                Exit status: 0 listed; 2 the project file could not be read; 64 wrong usage.
                """
        )

        @Option(help: "The output format.")
        var format: RuleListing.Format = .table

        func run() throws {
            let selection: ConfigSelection
            do {
                selection = try ConfigSelection.choose(explicit: [])
            } catch {
                Terminal.printError(error.description)
                throw ExitCode(2)
            }
            try Terminal.printAnswer(.success(RuleListing(settings: selection.settings).rendered(as: format)), isText: format == .table)
        }
    }
}
