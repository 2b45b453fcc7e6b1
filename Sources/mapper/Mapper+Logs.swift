import ArgumentParser
import EventMapCore
import EventMapper
import EventMapperLogs
import EventMapperTools
import Foundation

extension AnnotationFormat: ExpressibleByArgument {}
extension LogReportFormat: ExpressibleByArgument {}

extension Mapper {
    struct Logs: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "logs",
            abstract: "Map behaviour logs (what swizzled hooks saw) to event IDs, and report on them.",
            discussion: """
                Logs are .log files in the format docs/logs.md describes, folders of them \
                (recursively), .zip archives of them, or - for standard input.
                """,
            subcommands: [Annotate.self, Report.self]
        )
    }
}

extension Mapper.Logs {
    struct Annotate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "annotate",
            abstract: "Write one row per log record, with the event ID the config maps it to.",
            discussion: """
                Each row: file, line, device (uuid) and app version (from the file's header), \
                time, type, class (page or target), action, control class, tag, info, the event \
                ID (eventID in JSON Lines, event_id in CSV; null or empty when unmapped), the \
                header's device model, system version and app build, and the session's pages: a \
                tap's page and a page view's referrer (the page viewed before it). \
                Rows come in input order. Malformed lines are counted and the first ones printed \
                with file and line; a summary line of counts goes to standard error.
                Exit status: 0 annotated (malformed lines are not failures); 2 a log or a config \
                could not be read, or the output could not be written (with -o, the file is then \
                left as it was); 64 wrong usage.
                """
        )

        @Argument(help: ArgumentHelp("Log files, folders, .zip archives, or - for standard input.", valueName: "logs"), completion: .file())
        var inputs: [String]

        @Option(help: "The row format.")
        var format: AnnotationFormat = .jsonl

        @Option(name: [.short, .customLong("output")], help: "Write here instead of standard output (replaced when done).", completion: .file())
        var output: String?

        @OptionGroup var configs: ConfigOptions

        func validate() throws {
            if inputs.isEmpty { throw ValidationError("Name the logs to read: files, folders, .zip archives, or - for standard input.") }
        }

        func run() throws {
            let logs = try LogCommandInputs.open(inputs)
            let map = try configs.load().map
            let annotation = try LogCommandInputs.streaming(to: output) { sink in
                try LogAnnotation.run(logs, map: map, format: format, write: sink.write)
            }
            LogCommandInputs.finish(notes: logs.notes + annotation.notes, malformed: annotation.malformedLines, counts: annotation.counts)
        }
    }
}

extension Mapper.Logs {
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract:
                "Report what the logs show: events by count, events never seen, untracked interactions, time on page, page flow, coverage per app version.",
            discussion: """
                Unmapped interactions say whether the code declares the action, when the project \
                has registries or sources (.mapper.json, or --registry and --sources as validate \
                takes them). Time on page pairs each Enter with the next Leave of the page in the \
                same file (one device's day); unpaired ones are counted, not guessed. When the logs \
                hold several app versions, each event and interaction says which versions recorded \
                it, and a table lists what stopped or started in the latest one. With --baseline, \
                a table lists what started and stopped firing since an earlier report.
                Exit status: 0 reported; 2 a log, config, registry, source or the earlier \
                report could not be read, or the output could not be written; 64 wrong usage.
                """
        )

        @Argument(help: ArgumentHelp("Log files, folders, .zip archives, or - for standard input.", valueName: "logs"), completion: .file())
        var inputs: [String]

        @Option(help: "The output format.")
        var format: LogReportFormat = .table

        @Option(name: [.short, .customLong("output")], help: "Write here instead of standard output (atomically).", completion: .file())
        var output: String?

        @Option(
            help: ArgumentHelp("An earlier report (written with --format json) to compare with.", valueName: "report.json"),
            completion: .file(extensions: ["json"]))
        var baseline: String?

        @OptionGroup var configs: ConfigOptions

        @OptionGroup var code: CodeOptions

        func validate() throws {
            if inputs.isEmpty { throw ValidationError("Name the logs to read: files, folders, .zip archives, or - for standard input.") }
        }

        func run() throws {
            let logs = try LogCommandInputs.open(inputs)
            let earlier = try baseline.map(LogCommandInputs.earlierReport)
            let selection = try configs.selection()
            let resolver = EventResolver(try ConfigOptions.load(selection).map)
            let code = try ConfigOptions.codeDeclarations(for: selection, code: code)
            let built = try LogCommandInputs.streaming(to: output) { sink in
                let built = try LogReport.build(logs, resolver: resolver, registry: code.registry)
                let report = earlier.map(built.report.compared) ?? built.report
                try sink.write(report.rendered(as: format))
                return built
            }
            LogCommandInputs.finish(notes: logs.notes + built.notes, malformed: built.malformed, counts: built.counts)
        }
    }
}

/// What the log commands share: reading the inputs, streaming output, the summary.
enum LogCommandInputs {
    /// Resolves the log arguments; exit 2 with every unreadable one.
    static func open(_ arguments: [String]) throws -> LogInputs {
        do {
            return try LogInputs(arguments)
        } catch {
            error.description.split(separator: "\n").forEach { Terminal.printError(String($0)) }
            throw ExitCode(2)
        }
    }

    /// Reads `--baseline`; exit 2 with every problem, located.
    static func earlierReport(_ path: String) throws -> EarlierReport {
        do {
            return try EarlierReport.load(path: path)
        } catch {
            error.description.split(separator: "\n").forEach { Terminal.printError(String($0)) }
            throw ExitCode(2)
        }
    }

    /// Runs `body` with an output, put in place when `body` succeeds; exit 2 otherwise.
    static func streaming<Result>(to path: String?, _ body: (StreamedOutput) throws -> Result) throws -> Result {
        do {
            let sink = try StreamedOutput(path: path)
            let result = try body(sink)
            try sink.finish()
            return result
        } catch let failure as AtomicFileWriter.Failure where failure == StandardOutput.failure {
            // Said once, as the process exits.
            throw ExitCode(2)
        } catch {
            Terminal.printError(String(describing: error))
            throw ExitCode(2)
        }
    }

    /// Prints the summary and ends the process with status 0, without freeing the config's
    /// model and index entry by entry: exiting hands all of it back at once.
    static func finish(notes: [String], malformed: MalformedLineSamples, counts: LogCounts) -> Never {
        notes.forEach(Terminal.printError)
        malformed.messages.forEach(Terminal.printError)
        if counts.malformed > malformed.messages.count {
            Terminal.printError("… and \(counts.malformed - malformed.messages.count) more malformed lines")
        }
        Terminal.printError("logs: " + counts.summary)
        exit(0)
    }
}
