import EventMapCore
import EventMapper
import Foundation
import InputFiles

/// The source scan `mapper scan` and `mapper validate --sources` run: `mapper-source-scanner` in
/// a child process, which scans as the in-process `SourceTreeScan.standard` does and writes a
/// ``SourceScanDocument`` on standard output.
///
/// The scanner is a separate executable so that `mapper` does not link swift-syntax: its tens of
/// thousands of protocol conformances would slow every start-up of `mapper`, scanning or not.
/// The child's standard error is `mapper`'s, so its progress line and anything it says on
/// failing reach the user as it says them.
package struct SourceScannerProcess: RegistrySourceScanning {
    /// The scanner to run; nil to look for it when a scan is asked for
    /// (``CompanionExecutable/locate(_:environment:runningExecutable:)``).
    let executable: CompanionExecutable?
    /// Whether the scanner uses every core.
    let parallel: Bool
    /// Whether the scanner shows its progress line (when standard error is a terminal and the
    /// tree is large).
    let showsProgress: Bool
    /// The folder of the scanner's cache, or nil to read every file.
    package let cacheFolder: String?

    /// Describes the scan.
    /// - Parameters:
    ///   - executable: The scanner; nil to look for it.
    ///   - parallel: Whether to use every core.
    ///   - showsProgress: Whether the scanner may show its progress line.
    ///   - cacheFolder: The folder of the scan cache (the user's cache folder unless told);
    ///     nil to read every file.
    package init(
        executable: CompanionExecutable? = nil, parallel: Bool = true, showsProgress: Bool = false,
        cacheFolder: String? = ScanCacheFolder.standard()
    ) {
        self.executable = executable
        self.parallel = parallel
        self.showsProgress = showsProgress
        self.cacheFolder = cacheFolder
    }

    /// Runs the scanner on `paths` and reads what it found.
    /// - Throws: ``ConfigInputError``: the scanner's own when a path does not exist or cannot be
    ///   listed; one naming the scanner when it cannot be found or run, stops on a signal,
    ///   exits with another status, or writes what is not a source-scan document.
    package func scanRegistry(_ paths: [String]) throws(ConfigInputError) -> ScannedRegistry {
        try scanRegistry(paths, modules: [:])
    }

    /// Runs the scanner on `paths`, with the source folder of each module, and reads what it
    /// found.
    /// - Throws: As ``scanRegistry(_:)``.
    package func scanRegistry(_ paths: [String], modules: [String: String]) throws(ConfigInputError) -> ScannedRegistry {
        try identifiedScan(paths, modules: modules).registry()
    }

    /// Runs the scanner on `paths`, with the source folder of each module; what it found is read
    /// from its document when asked for. A whole scan is all the scanner has to say: it writes
    /// its cache after it, and is left to end on its own meanwhile
    /// (``ChildProcess/Finished/endsOnItsOwn()``).
    /// - Throws: As ``scanRegistry(_:)``; a document that starts as a scan but does not read
    ///   throws when it is read.
    package func identifiedScan(_ paths: [String], modules: [String: String]) throws(ConfigInputError) -> IdentifiedScan {
        try identifiedScan(paths, modules: modules, since: nil)
    }

    /// Runs the scanner as ``identifiedScan(_:modules:)`` does, asking it for the scan's changes
    /// since the scan whose identity is `since` (with the cache only): when it can tell them,
    /// the scan is read whole only if asked for, by scanning again.
    /// - Throws: As ``identifiedScan(_:modules:)``.
    package func identifiedScan(_ paths: [String], modules: [String: String], since: [UInt8]?) throws(ConfigInputError) -> IdentifiedScan {
        let scanner = if let executable { executable } else { try CompanionExecutable.locate(.sourceScanner) }
        try Self.checkModuleFolders(modules)
        Self.noteInputs(paths)
        var options = arguments(paths, modules: modules)
        if let since, cacheFolder != nil { options.insert(contentsOf: ["--since", Self.hex(since)], at: 0) }
        let child = try start(scanner, arguments: options)
        if let header = SourceScanDocument.scanHeader(of: child.output) {
            child.endsOnItsOwn()
            let output = child.output
            return IdentifiedScan(identity: header.identity, fileCount: header.fileCount) { () throws(ConfigInputError) in
                let unreadable = { (reason: String) in
                    ConfigInputError(
                        path: scanner.path,
                        message:
                            "the source scanner wrote a scan that does not read (\(reason)); mapper and \(CompanionExecutable.Kind.sourceScanner.name) must come from the same build"
                    )
                }
                let document: SourceScanDocument
                do {
                    document = try SourceScanDocument(decoding: output)
                } catch {
                    throw unreadable("\(error)")
                }
                guard case .scan(let scan) = document else { throw unreadable("not a scan") }
                return scan
            }
        }
        let decoded = Result { try SourceScanDocument(decoding: child.output) }
        if case .success(.changes(let changed)) = decoded {
            child.endsOnItsOwn()
            return IdentifiedScan(identity: changed.identity, fileCount: changed.fileCount, changes: changed.changes) { () throws(ConfigInputError) in
                try identifiedScan(paths, modules: modules, since: nil).registry()
            }
        }
        let code = try Self.exitCode(of: scanner, child.wait())
        let failed = { (reason: String) in ConfigInputError(path: scanner.path, message: "the source scanner \(reason)") }
        let document: SourceScanDocument
        switch decoded {
        case .success(let whole): document = whole
        case .failure(let error):
            throw failed(
                "exited with status \(code) and wrote no readable scan (\(error)); mapper and \(CompanionExecutable.Kind.sourceScanner.name) must come from the same build"
            )
        }
        // A scan was taken above: what is left is an error, which goes with status 2.
        guard case .inputError(let error) = document, code == 2 else { throw failed("exited with status \(code) but wrote an error") }
        throw error
    }

    /// Runs the scan of `mapper adopt`: every call matching `calls` in the sources under `paths`,
    /// judged as the hooks would see it.
    /// - Throws: As ``scanRegistry(_:)``.
    package func adopt(_ paths: [String], calls: [TrackingCallPattern], modules: [String: String]) throws(ConfigInputError) -> AdoptionDocument {
        try Self.checkModuleFolders(modules)
        let patterns = calls.map { "--adopt-call=" + $0.description }
        var options = arguments(paths, modules: modules)
        options.insert(contentsOf: patterns, at: 0)
        let (scanner, code, output) = try runScanner(options)
        let failed = { (reason: String) in ConfigInputError(path: scanner.path, message: "the source scanner \(reason)") }
        let document: AdoptionDocument
        do {
            document = try AdoptionDocument(decoding: output)
        } catch {
            throw failed(
                "exited with status \(code) and wrote no readable adoption (\(error)); mapper and \(CompanionExecutable.Kind.sourceScanner.name) must come from the same build"
            )
        }
        switch (document, code) {
        case (.result, 0): return document
        case (.inputError(let error), 2): throw error
        default: throw failed("exited with status \(code) but wrote \(code == 0 ? "an error" : "a result")")
        }
    }

    /// Refuses a module whose source folder is not there: every class would be left without
    /// its module, without a word.
    private static func checkModuleFolders(_ modules: [String: String]) throws(ConfigInputError) {
        for (name, folder) in modules.sorted(by: { $0.key < $1.key }) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ConfigInputError(path: folder, message: "no such folder, given as the source folder of module '\(name)'")
            }
        }
    }

    /// Records what the scanner reads as this process's inputs, so that no output of the
    /// command replaces a source file (``InputFile/isInput(_:)``): each file named, and the
    /// source files below each folder.
    private static func noteInputs(_ paths: [String]) {
        let extensions = Set(SourceFileKind.allCases.flatMap(\.extensions).map(String.init))
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                InputFile.noteInputFolder(path, extensions: extensions)
            } else {
                InputFile.noteInput(path)
            }
        }
    }

    /// Runs the scanner and checks it exited with 0 or 2.
    private func runScanner(_ arguments: [String]) throws(ConfigInputError) -> (CompanionExecutable, Int32, Data) {
        let scanner = if let executable { executable } else { try CompanionExecutable.locate(.sourceScanner) }
        let child = try start(scanner, arguments: arguments)
        return (scanner, try Self.exitCode(of: scanner, child.wait()), child.output)
    }

    /// The scanner's exit status, when it is 0 or 2.
    private static func exitCode(of scanner: CompanionExecutable, _ termination: ChildProcess.Termination) throws(ConfigInputError) -> Int32 {
        let failed = { (reason: String) in ConfigInputError(path: scanner.path, message: "the source scanner \(reason)") }
        switch termination {
        case .exit(let code) where code == 0 || code == 2: return code
        case .exit(let code): throw failed("exited with status \(code)")
        case .signal(let signal): throw failed("was stopped by signal \(signal)")
        }
    }

    /// An identity as `--since` takes it: lowercase hexadecimal.
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The scanner's arguments: the options, then the paths after `--`, so that a path that
    /// starts with `-` is a path.
    private func arguments(_ paths: [String], modules: [String: String]) -> [String] {
        var arguments = ["--input-error-in-document"]
        if !parallel { arguments.append("--serial") }
        if showsProgress { arguments.append("--progress") }
        if let cacheFolder { arguments += ["--cache-path", cacheFolder] }
        for (name, folder) in modules.sorted(by: { $0.key < $1.key }) { arguments += ["--module", name + "=" + folder] }
        return arguments + ["--"] + paths
    }

    private func start(_ scanner: CompanionExecutable, arguments: [String]) throws(ConfigInputError) -> ChildProcess.Finished {
        do {
            return try ChildProcess.start(scanner.path, arguments: arguments)
        } catch {
            throw ConfigInputError(path: scanner.path, message: "cannot run the source scanner: \(error)")
        }
    }
}
