import ArgumentParser
import EventMapper
import EventMapperTools
import MapperProcesses

/// What `mapper validate` is asked, as plain values: from its command's options, or from its
/// plain form read without ArgumentParser (``init(plainArguments:)``).
struct ValidateRequest: Equatable {
    var configPaths: [String] = []
    var registries: [String] = []
    var sources: [String] = []
    var cachePath: String?
    var noCache = false
    var reporter: ReporterKind = .xcode
    var strict = false
    var output: String?
    var quiet = false
    var color: TerminalStyle.Choice = .auto
    var stdinPath: String?

    /// Validates and prints the report.
    /// - Throws: `ExitCode` with the exit status, always.
    func run() throws {
        // Asked while the configs load and the sources are scanned: git's answer takes a process.
        let mergeDriver = quiet ? nil : BackgroundTask<MergeDriverSetup, Never> { MergeDriverSetup(git: GitProcess()) }
        let report: ValidationReport
        do {
            report = try validationReport()
        } catch {
            Terminal.printError(error.description)
            // Machine-readable output is still a document of its format, saying why.
            try Terminal.emit(Array(reporter.reporter.renderFailure(error).utf8), to: output)
            throw ExitCode(2)
        }
        if output != nil || reporter == .xcode {
            Terminal.printRaw(ValidationConsole.humanReport(report, quiet: quiet, style: Terminal.style(color)))
        }
        if output != nil || reporter != .xcode {
            try Terminal.emit(Array(reporter.reporter.render(report).utf8), to: output)
        }
        mergeDriver?.value().warnings.forEach(Terminal.printError)
        if !quiet, let reason = ValidationConsole.failureReason(report, strict: strict) { Terminal.printError(reason) }
        throw ExitCode(report.exitStatus(strict: strict))
    }

    /// The report: the one the scan cache's folder keeps for these very inputs, if any.
    private func validationReport() throws(ConfigInputError) -> ValidationReport {
        let scanner = try ScanCacheOptions.scanner(cachePath: cachePath, noCache: noCache, showsProgress: !quiet)
        guard let stdinPath else {
            return try ValidationRun.report(
                configPaths: configPaths, registryPaths: registries, sourcePaths: sources, scanner: scanner, cacheFolder: scanner.cacheFolder
            ).report
        }
        return try ValidationRun(
            configPaths: configPaths, registryPaths: registries, sourcePaths: sources, scanner: scanner, stdinPath: stdinPath
        ).report
    }
}

extension ValidateRequest {
    /// The request `arguments` (without the program's name) make in the plain form CI runs,
    /// read without ArgumentParser: `validate [--config <path>]… [--cache-path <folder> |
    /// --no-cache] [--reporter <format>] [-o|--output <file>] [--quiet|-q] [--strict]`, in any
    /// order. Nil for anything else — help, another option, `--option=value`, an option given
    /// twice, a format it does not know, a value that looks like an option, an argument of its
    /// own — which ArgumentParser answers or refuses as it always has.
    ///
    /// ArgumentParser builds `validate`'s model by reflection over its options, every generic
    /// type of which asks the runtime for protocol conformances: a tenth of a warm run on a
    /// large app.
    init?(plainArguments arguments: [String]) {
        guard arguments.first == "validate" else { return nil }
        var rest = arguments.dropFirst()
        var flags: Set<String> = []
        while let argument = rest.popFirst() {
            switch argument {
            case "--config", "--cache-path", "--reporter", "-o", "--output":
                guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                let option = argument == "-o" ? "--output" : argument
                guard option == "--config" || flags.insert(option).inserted else { return nil }
                switch option {
                case "--config": configPaths.append(value)
                case "--cache-path": cachePath = value
                case "--output": output = value
                default:
                    guard let kind = ReporterKind(rawValue: value) else { return nil }
                    reporter = kind
                }
            case "--no-cache", "--quiet", "-q", "--strict":
                let flag = argument == "-q" ? "--quiet" : argument
                guard flags.insert(flag).inserted else { return nil }
            default:
                return nil
            }
        }
        noCache = flags.contains("--no-cache")
        quiet = flags.contains("--quiet")
        strict = flags.contains("--strict")
        // Both at once is a mistake ArgumentParser words.
        guard !(noCache && cachePath != nil) else { return nil }
    }
}
