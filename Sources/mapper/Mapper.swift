import ArgumentParser
import EventMapper
import EventMapperTools

/// The `mapper` command: event IDs for swizzled analytics configs.
///
/// Every subcommand names itself (`commandName:`), so that ArgumentParser does not demangle
/// each type's name at every start.
@main
struct Mapper: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapper",
        abstract: "Check, query and convert the event-ID configs of config-driven iOS analytics.",
        version: EventMapperVersion.current,
        subcommands: [
            Validate.self, Resolve.self, Which.self, List.self, Status.self, Set.self, Unset.self, Rename.self, Import.self, Diff.self,
            MergeDriver.self, Conflicts.self, Fmt.self, Convert.self, Scan.self, Adopt.self, Logs.self, Edit.self, Rules.self, Init.self,
            Version.self,
        ]
    )

    /// Runs the command. A method reference pasted from Objective-C or a log (`mapper resolve
    /// '-[HomeViewController onFav:]'`) is read as the argument it is, not as an option. A lookup
    /// written plainly (`resolve <class> [<action>] [--enter|--leave] [--config <path>]…`), and
    /// a check in the plain form CI runs (``ValidateRequest/init(plainArguments:)``), are read
    /// without ArgumentParser, whose reflection over every command it considers would outweigh
    /// a lookup, and a tenth of a warm check; anything else, help and every mistake included,
    /// is parsed by ArgumentParser.
    static func main() {
        StandardOutput.checksAtExit()
        let arguments = PastedReference.protectingMethodReferences(Array(CommandLine.arguments.dropFirst()))
        if let lookup = PlainResolveArguments(arguments) {
            do {
                try Resolve.resolve(className: lookup.className, action: lookup.action, pageEvent: lookup.pageEvent, configPaths: lookup.configPaths)
            } catch {
                exit(withError: error)
            }
            return
        }
        if let request = ValidateRequest(plainArguments: arguments) {
            do {
                try request.run()
            } catch {
                exit(withError: error)
            }
            return
        }
        main(arguments)
    }
}

extension Mapper {
    struct Version: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "version",
            abstract: "Print mapper's version, as --version does.",
            discussion: "The same version is in SARIF reports (tool.driver.version). Exit status: 0; 64 wrong usage."
        )

        func run() {
            Terminal.printOutput(EventMapperVersion.current)
        }
    }
}
