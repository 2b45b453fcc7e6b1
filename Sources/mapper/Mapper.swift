import ArgumentParser
import EventMapper

/// The `mapper` command: event IDs for swizzled analytics configs.
///
/// Every subcommand names itself (`commandName:`): derived from the type's name instead,
/// ArgumentParser demangles each type at every start, which cost several milliseconds.
@main
struct Mapper: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapper",
        abstract: "Check, query and convert the event-ID configs of config-driven iOS analytics.",
        version: EventMapperVersion.current,
        subcommands: [
            Validate.self, Resolve.self, Which.self, List.self, Set.self, Unset.self, Diff.self, Fmt.self, Convert.self, Scan.self,
            Version.self,
        ]
    )

    /// Runs the command. A lookup written plainly (`resolve <class> [<action>] [--enter|--leave]
    /// [--config <path>]…`) is answered without ArgumentParser, whose reflection over every
    /// command it considers made most of such a process's work; anything else, help and every
    /// mistake included, is parsed by ArgumentParser as before.
    static func main() {
        if let lookup = PlainResolveArguments(Array(CommandLine.arguments.dropFirst())) {
            do {
                try Resolve.resolve(className: lookup.className, action: lookup.action, pageEvent: lookup.pageEvent, configPaths: lookup.configPaths)
            } catch {
                exit(withError: error)
            }
            return
        }
        main(nil)
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
