import ArgumentParser
import EventMapper
import Foundation
import SourceScanner

/// `mapper-source-scanner`: the source scan of `mapper scan` and `mapper validate --sources`, in
/// an executable of its own so that `mapper` does not link swift-syntax (whose protocol
/// conformances would slow every start-up of `mapper`). `mapper` runs it and reads the
/// ``SourceScanDocument`` it writes.
@main
struct MapperSourceScanner: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapper-source-scanner",
        abstract: "Scan an app's Swift, Objective-C and Interface Builder sources for mapper (an internal tool).",
        discussion: """
            mapper scan and mapper validate --sources run this to derive the action registry; \
            install it in the same folder as mapper. It scans as mapper scan describes and writes \
            everything found — classes, actions, connected actions, selector references, \
            findings, file and byte counts — to standard output as one binary document \
            (mapper-source-scan, version 2) that only mapper of the same build is meant to \
            read. Findings are in the document, not printed. With --cache-path, a file whose \
            bytes are the same as at the last scan of the same paths is taken from the cache, \
            which is written after the document, once standard output is closed.

            Exit status: 0 scanned (findings or not); 2 a path does not exist or cannot be \
            listed (the error on standard error, or with --input-error-in-document as an error \
            document on standard output); 64 wrong usage.
            """
    )

    @Argument(help: "Source files and folders (folders are scanned recursively; hidden ones are not entered).", completion: .directory)
    var paths: [String]

    @Flag(help: "Scan on one thread.")
    var serial = false

    @Option(
        name: .customLong("module"),
        help: ArgumentHelp(
            "A module and its source folder (repeatable): Swift classes declared below the folder are named Module.Class.",
            valueName: "name=folder"))
    var modules: [String] = []

    @Option(
        name: .customLong("cache-path"),
        help: ArgumentHelp(
            "The folder of the scan cache: files whose bytes are as when they were last scanned are not read again.",
            valueName: "folder"))
    var cachePath: String?

    @Flag(help: "Show a progress line on standard error when it is a terminal and there are more than 500 files.")
    var progress = false

    @Option(
        name: .customLong("adopt-call"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A tracking call to look for (repeatable): write every call found, judged as mapper adopt does, as a mapper-adoption document instead of the scan.",
            valueName: "pattern"))
    var adoptCalls: [String] = []

    @Flag(
        help:
            "Write a path that cannot be scanned as an error document on standard output instead of a line on standard error (for mapper, which prints it itself)."
    )
    var inputErrorInDocument = false

    func validate() throws {
        for pattern in adoptCalls {
            do {
                _ = try TrackingCallPattern(pattern)
            } catch {
                throw ValidationError(error.description)
            }
        }
        for module in modules where module.split(separator: "=", maxSplits: 1).count != 2 || module.hasPrefix("=") {
            throw ValidationError("--module takes name=folder, found '\(module)'")
        }
    }

    private var namedModules: [SourceModule] {
        modules.map { module in
            let parts = module.split(separator: "=", maxSplits: 1).map(String.init)
            return SourceModule(name: parts[0], folder: parts[1])
        }
    }

    func run() throws {
        let modules = namedModules
        if !adoptCalls.isEmpty {
            let patterns = adoptCalls.compactMap { try? TrackingCallPattern($0) }
            let adoption = AdoptionScan(patterns: patterns, parallel: !serial, modules: modules)
            try write(try adoption.adopt(paths), inputError: { AdoptionDocument.inputError($0).encoded() }, encoded: { $0.encoded() })
            return
        }
        let scan = SourceTreeScan.standard(
            parallel: !serial, progress: progress ? ScanProgress.reporter : nil, modules: modules, cacheFolder: cachePath)
        let scanned = try write(try scan.scanDocument(paths), inputError: { SourceScanDocument.inputError($0).encoded() }, encoded: { $0.document })
        // mapper reads on as soon as the document is whole, while the cache is written.
        closeStandardOutput()
        scanned.finish()
    }

    /// Ends standard output: the reader sees its end while this process goes on. Anything
    /// written to it later goes to `/dev/null`.
    private func closeStandardOutput() {
        let nowhere = open("/dev/null", O_WRONLY)
        guard nowhere >= 0 else { return }
        dup2(nowhere, STDOUT_FILENO)
        close(nowhere)
    }

    /// Writes the document `produce` makes, and returns it; a path that cannot be scanned is an
    /// error document (with --input-error-in-document) or a line on standard error, and exit
    /// status 2.
    @discardableResult
    private func write<Document>(
        _ produce: @autoclosure () throws(ConfigInputError) -> Document, inputError: (ConfigInputError) -> Data,
        encoded: (Document) -> Data
    ) throws -> Document {
        let document: Document
        do {
            document = try produce()
        } catch {
            guard inputErrorInDocument else {
                try? FileHandle.standardError.write(contentsOf: Data((error.description + "\n").utf8))
                throw ExitCode(2)
            }
            try? FileHandle.standardOutput.write(contentsOf: inputError(error))
            throw ExitCode(2)
        }
        try? FileHandle.standardOutput.write(contentsOf: encoded(document))
        return document
    }
}
