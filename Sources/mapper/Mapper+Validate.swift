import ArgumentParser
import EventMapper
import EventMapperTools
import MapperProcesses

extension ReporterKind: ExpressibleByArgument {}
extension TerminalStyle.Choice: ExpressibleByArgument {}

extension Mapper {
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check the configs against the code's declared actions, and against themselves.",
            discussion: """
                With no options, reads .mapper.json (configs, registries, sources, tag, rule severities). \
                Sources are scanned as `mapper scan` scans them (files unchanged since the last \
                scan come from its cache, and a run whose inputs are byte for byte the last \
                run's prints the report it kept there), and storyboard and xib actions are \
                checked against the classes they are sent to. \
                Every finding is printed — validation never stops at the first.

                With --output, the report in the --reporter format goes to that file (written \
                atomically) and the terminal shows the findings as text: a CI step can keep both.

                With --stdin-path FILE, standard input is checked as if it were FILE, with the \
                rest of the set read from disk: what an editor integration runs on an unsaved \
                buffer (findings are located in FILE).

                In a git repository whose .gitattributes names a merge driver for the configs \
                that this clone does not configure (git config merge.NAME.driver), a warning \
                on standard error gives the two git config lines to run; it does not change \
                the exit status.

                Exit status: 0 clean; 1 findings at error severity (warnings too with --strict; \
                standard error then says why, e.g. "failed: 1 warning treated as an error"); \
                2 an input could not be read (every --reporter but xcode still writes a \
                document that says so); 64 wrong usage. A config that does not parse is an \
                error finding, and the checks that need the whole set are then skipped.
                """
        )

        @OptionGroup var configs: ConfigOptions

        @OptionGroup var code: CodeOptions

        @Option(help: "The output format.")
        var reporter: ReporterKind = .xcode

        @Flag(help: "Fail on warnings too.")
        var strict = false

        @Option(
            name: [.short, .customLong("output")], help: "Write the --reporter report to this file; show the findings as text.", completion: .file())
        var output: String?

        @Flag(name: [.short, .long], help: "Print the findings only: no summary, no progress, no failure line.")
        var quiet = false

        @Option(help: "Colour on a terminal: auto (unless NO_COLOR is set), always or never.")
        var color: TerminalStyle.Choice = .auto

        @Option(help: ArgumentHelp("Check standard input as the contents of this config file.", valueName: "file"), completion: .file())
        var stdinPath: String?

        func run() throws {
            try request.run()
        }

        /// What the options ask for, as plain values.
        var request: ValidateRequest {
            ValidateRequest(
                configPaths: configs.paths, registries: code.registries, sources: code.sources, cachePath: code.cache.cachePath,
                noCache: code.cache.noCache, reporter: reporter, strict: strict, output: output, quiet: quiet, color: color, stdinPath: stdinPath)
        }
    }
}
