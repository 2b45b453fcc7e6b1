import ArgumentParser
import EventMapper
import EventMapperTools

extension ReporterKind: ExpressibleByArgument {}

extension Mapper {
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check the configs against the code's declared actions, and against themselves.",
            discussion: """
                With no options, reads .mapper.json (configs, registries, sources, tag, rule severities). \
                Sources are scanned as `mapper scan` scans them, and storyboard and xib actions \
                are checked against the classes they are sent to. \
                Every finding is printed — validation never stops at the first.

                Exit status: 0 clean; 1 findings at error severity (warnings too with --strict); \
                2 an input could not be read (every --reporter but xcode still writes a \
                document that says so); 64 wrong usage. A config that does not parse is an \
                error finding, and the checks that need the whole set are then skipped.
                """
        )

        @OptionGroup var configs: ConfigOptions

        @Option(
            name: .customLong("registry"),
            help:
                "A registry file (repeatable). Default: the 'registries' of .mapper.json; given, it replaces the project file's registries and sources.",
            completion: .file())
        var registries: [String] = []

        @Option(
            name: .customLong("sources"),
            help:
                "A source file or folder to derive the registry from (repeatable). Default: the 'sources' of .mapper.json; given, it replaces the project file's registries and sources.",
            completion: .directory)
        var sources: [String] = []

        @Option(help: "The output format.")
        var reporter: ReporterKind = .xcode

        @Flag(help: "Fail on warnings too.")
        var strict = false

        func run() throws {
            let run: ValidationRun
            do {
                run = try ValidationRun(
                    configPaths: configs.paths, registryPaths: registries, sourcePaths: sources,
                    scanner: SourceScannerProcess(showsProgress: true))
            } catch {
                Terminal.printError(error.description)
                // Machine-readable output is still a document of its format, saying why.
                try Terminal.emit(Array(reporter.reporter.renderFailure(error).utf8), to: nil)
                throw ExitCode(2)
            }
            try Terminal.emit(Array(reporter.reporter.render(run.report).utf8), to: nil)
            throw ExitCode(run.report.exitStatus(strict: strict))
        }
    }
}
