import EventMapCore
import ArgumentParser
import EventMapper
import EventMapperTools
import MapperProcesses

extension Mapper {
    struct Scan: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scan",
            abstract: "Derive the action registry from an app's Swift, Objective-C and Interface Builder sources.",
            discussion: """
                Lists every class the sources declare, its superclass and the methods the \
                Objective-C runtime sees (Swift: @objc, @IBAction, members of @objc extensions \
                and @objcMembers classes, overrides of those, witnesses of Objective-C protocol \
                requirements; Objective-C: instance methods), with selectors spelt by Swift's \
                naming rules. Extensions and categories in \
                other files are merged into their class. Files are scanned in parallel.

                Writes the registry file format that --registry reads. Files that cannot be \
                read or parsed are reported on standard error, never skipped silently.

                Exit status: 0 scanned; 1 a file could not be read or a declaration \
                contradicts another (the registry is still written); 2 a path does not exist.
                """
        )

        @Argument(help: "Source files and folders (folders are scanned recursively; hidden ones are not entered).", completion: .directory)
        var paths: [String]

        @Option(name: [.short, .customLong("output")], help: "Write the registry here instead of standard output (atomically).", completion: .file())
        var output: String?

        @Flag(help: "Scan on one thread.")
        var serial = false

        @Option(
            name: .customLong("module"),
            help: ArgumentHelp(
                "A module and its source folder (repeatable): Swift classes declared below the folder, and storyboard classes that inherit their module from the target, are named Module.Class, as NSStringFromClass names them. Default: the 'modules' of .mapper.json.",
                valueName: "name=folder"))
        var modules: [String] = []

        func validate() throws {
            for module in modules where module.split(separator: "=", maxSplits: 1).count != 2 || module.hasPrefix("=") {
                throw ValidationError("--module takes name=folder, found '\(module)'")
            }
        }

        func run() throws {
            let scan: ScannedRegistry
            do {
                var named: [String: String] = [:]
                for module in modules {
                    let parts = module.split(separator: "=", maxSplits: 1).map(String.init)
                    named[parts[0]] = parts[1]
                }
                if modules.isEmpty { named = try ProjectConfiguration.find()?.modules ?? [:] }
                scan = try SourceScannerProcess(parallel: !serial, showsProgress: true).scanRegistry(paths, modules: named)
            } catch {
                Terminal.printError(error.description)
                throw ExitCode(2)
            }
            scan.findings.forEach { Terminal.printError($0.description) }
            try Terminal.emit(Array(RegistryFile.encode(scan.classes).utf8), to: output)
            Terminal.printError(ScanSummary(scan).text)
            throw ExitCode(scan.findings.contains { $0.severity == .error } ? 1 : 0)
        }
    }
}
