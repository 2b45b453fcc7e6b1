import ArgumentParser
import EventMapCore
import EventMapper
import EventMapperTools
import MapperProcesses

extension Mapper {
    struct Adopt: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "adopt",
            abstract: "Move an app's hard-coded tracking calls into the config.",
            discussion: """
                Finds the calls that send an event ID from code — the patterns of --call, or \
                'adopt.calls' in .mapper.json — with the same parsers as mapper scan, and judges \
                each as the hooks will see it: at the top level of viewWillAppear: or \
                viewDidAppear: it is the page's Enter, of viewWillDisappear: or viewDidDisappear: \
                its Leave; in a method a UIControl sends (an IBAction, an addTarget:action:\
                forControlEvents: selector with self as the target, a storyboard connection, on \
                the class or a superclass) it is an action's entry. Anywhere else — a delegate \
                callback, a gesture recognizer's or bar button item's action, a block, under a \
                runtime if or loop, or only in a debug build — the hooks cannot see it, and it \
                stays in code. The ID is a literal, or a constant (#define, NSString *const, \
                static let, a String enum's raw value) followed to its literal; anything else is \
                dynamic, never guessed.

                Patterns: +[Class selector:] (an Objective-C class method sent to the class), \
                -[Class selector:with:] (an instance method, any receiver), Type.method(_:label:) \
                (a Swift method called on the type, or on Type.member or Type.member()), each \
                with #N when the ID is the N-th argument.

                By default the proposal is printed: per class, the entries to add with the calls \
                they come from, then the calls that stay in code with the reason. --dry-run \
                prints the change to the configs as a diff; --write makes it as mapper import \
                does (locked, checked, all files or none) and lists the calls to delete. An \
                entry the config has with another ID, or that the code gives two IDs, is a \
                conflict: reported, not adopted. The sources are never edited.

                Exit status: 0 proposed or adopted; 1 a conflict was found (the rest is \
                adopted); 2 a source path, the project file or a config could not be read, \
                parsed, locked or written; 64 wrong usage (no pattern, a pattern that is not \
                valid, a new class with no config to go to).
                """
        )

        @Argument(
            help: "Source files and folders (folders are scanned recursively). Default: the 'sources' of .mapper.json.",
            completion: .directory)
        var sources: [String] = []

        @Option(
            name: .customLong("call"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "A tracking call to adopt (repeatable), as +[Class selector:], -[Class selector:] or Type.method(_:), with #N for the ID's argument. Default: 'adopt.calls' of .mapper.json.",
                valueName: "pattern"))
        var calls: [String] = []

        @Option(
            name: .customLong("config"),
            help: "The config to adopt into, made (in the format its extension says) when it does not exist. Default: the project's configs.",
            completion: .file())
        var config: String?

        @Flag(help: "Print the change to the configs as a diff; write nothing.")
        var dryRun = false

        @Flag(help: "Make the change, and list the calls to delete.")
        var write = false

        @Option(help: "The proposal's format: table or json.")
        var format: AdoptFormat = .table

        @OptionGroup var modules: ModuleOptions

        enum AdoptFormat: String, ExpressibleByArgument, CaseIterable {
            case table, json
        }

        func validate() throws {
            if dryRun && write { throw ValidationError("--dry-run and --write cannot be used together") }
            if format == .json && (dryRun || write) {
                throw ValidationError("--format json prints the proposal; it cannot be used with --dry-run or --write")
            }
            for pattern in calls {
                do {
                    _ = try TrackingCallPattern(pattern)
                } catch {
                    throw ValidationError(error.description)
                }
            }
            // What the project file would give: a project file that does not read is left to
            // run(), which says where it is wrong.
            guard calls.isEmpty || sources.isEmpty else { return }
            let project: ProjectConfiguration?
            do {
                project = try ProjectConfiguration.find()
            } catch {
                return
            }
            if calls.isEmpty, project?.adoptCalls.isEmpty ?? true {
                throw ValidationError("no tracking call to look for: give --call, or 'adopt.calls' in .mapper.json")
            }
            if sources.isEmpty, project?.sources.isEmpty ?? true {
                throw ValidationError("no sources to read: name them, or give 'sources' in .mapper.json")
            }
        }

        func run() throws {
            let document: AdoptionDocument
            do throws(ConfigInputError) {
                let project = try ProjectConfiguration.find()
                // validate() made sure of both.
                let patterns = (calls.isEmpty ? project?.adoptCalls ?? [] : calls).compactMap { try? TrackingCallPattern($0) }
                let paths = sources.isEmpty ? project?.sources ?? [] : sources
                let named = modules.named(else: project?.modules ?? [:])
                document = try SourceScannerProcess(showsProgress: true).adopt(paths, calls: patterns, modules: named)
            } catch {
                Terminal.printError(error.description)
                throw ExitCode(2)
            }
            guard case .result(let found, let problems, _) = document else { return }
            do {
                let mode: AdoptionRun.Mode = write ? .write : dryRun ? .dryRun : .propose
                let run = try AdoptionRun(
                    calls: found, problems: problems, configPaths: [], configFile: config, mode: mode, json: format == .json)
                run.warnings.forEach(Terminal.printError)
                Terminal.printLines(run.output)
                throw ExitCode(run.exitStatus)
            } catch let error as ConfigEditFailure {
                error.lines.forEach(Terminal.printError)
                throw ExitCode(error.exitStatus)
            }
        }
    }
}
