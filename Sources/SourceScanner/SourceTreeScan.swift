import EventMapCore
public import EventMapper
import Dispatch
import Foundation
import Synchronization
import InputFiles

/// Scans an app's source folders into a registry: lists the files, scans them in parallel with
/// the scanner for each language, and merges what every file declares.
///
/// Files that cannot be read, and files with syntax errors, are findings: nothing is skipped
/// without a word.
public struct SourceTreeScan: RegistrySourceScanning {
    /// The scanner for each language.
    public let scanners: [SourceLanguage: any SourceFileScanning]
    /// Whether to scan files on several threads.
    public let parallel: Bool
    /// Called now and then with the number of files scanned so far and the total.
    public let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// The module of each source folder: a Swift class declared in a file below one is named
    /// `Module.Class`, as `NSStringFromClass` names it, and so is the class of an action that a
    /// storyboard or xib below one connects when its module is inherited from the target.
    public let modules: [SourceModule]
    /// The folder of the scan cache, where each file's scan is kept by its bytes, or nil to read
    /// every file.
    public let cacheFolder: String?
    /// The time, in nanoseconds since 1970, that decides which files have settled enough for
    /// the cache to record their status (`FileStatus`); tests move it on.
    var clock: @Sendable () -> Int = { FileStatus.now }

    /// Creates a scan.
    /// - Parameters:
    ///   - scanners: The scanner for each language; a language without one is listed but not read.
    ///   - parallel: Whether to use every core.
    ///   - progress: Progress reports, for a terminal.
    ///   - modules: The module of each source folder, if known.
    ///   - cacheFolder: The folder of the scan cache, or nil to read every file.
    public init(
        scanners: [SourceLanguage: any SourceFileScanning], parallel: Bool = true,
        progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, modules: [SourceModule] = [], cacheFolder: String? = nil
    ) {
        self.cacheFolder = cacheFolder
        self.scanners = scanners
        self.parallel = parallel
        self.progress = progress
        self.modules = modules
    }

    /// Lists the source files under `paths`, scans each and merges what they declare.
    /// - Parameter paths: Files and folders, as the user named them.
    /// - Returns: The classes, actions, selector references and findings of every file.
    /// - Throws: `ConfigInputError` for a path that does not exist, a folder that cannot be
    ///   listed, or a file named directly that is not a source file.
    public func scanRegistry(_ paths: [String]) throws(ConfigInputError) -> ScannedRegistry {
        try scan(paths, modules: modules)
    }

    /// Lists the source files under `paths`, scans each and merges what they declare, with
    /// `modules` added to the scan's own.
    /// - Parameters:
    ///   - paths: Files and folders, as the user named them.
    ///   - modules: The source folder of each module, by module name.
    /// - Returns: The classes, actions, selector references and findings of every file.
    /// - Throws: `ConfigInputError` for a path that does not exist, a folder that cannot be
    ///   listed, or a file named directly that is not a source file.
    public func scanRegistry(_ paths: [String], modules: [String: String]) throws(ConfigInputError) -> ScannedRegistry {
        try scan(paths, modules: self.modules + modules.sorted { $0.key < $1.key }.map { SourceModule(name: $0.key, folder: $0.value) })
    }

    private func scan(_ paths: [String], modules: [SourceModule]) throws(ConfigInputError) -> ScannedRegistry {
        let uncached = { (files: [String]) in merge(files, scanAll(files) { path in scanFile(path) }.map { $0 ?? FileResult() }, modules: modules) }
        guard let cacheFolder else { return uncached(try SourceFileList(paths: paths).files) }
        let scan = try listAndScanCached(paths, modules: modules, cacheFolder: cacheFolder)
        scan.cache.write(scan.found.update)
        var reader = ScanArchiveReader(scan.found.body)
        guard var registry = try? reader.registryBody(fileCount: scan.found.fileCount, byteCount: scan.found.byteCount) else {
            return uncached(scan.list.files)
        }
        registry.identity = scan.found.identity
        return registry
    }

    /// ``scanRegistry(_:)``, as the document `mapper-source-scanner` writes: with the cache, a
    /// merged result the cache holds is written as it is kept.
    /// - Returns: The document, and what is left to do once it is delivered: writing the cache.
    /// - Parameter since: The identity of an earlier scan the reader has checked: when the scan
    ///   differs from it only in some classes, the document says how (``ScanChanges``).
    package func scanDocument(_ paths: [String], since: [UInt8]? = nil) throws(ConfigInputError) -> (document: Data, finish: @Sendable () -> Void) {
        guard let cacheFolder else { return (SourceScanDocument.scan(try scanRegistry(paths)).encoded(), {}) }
        let (_, found, cache) = try listAndScanCached(paths, modules: modules, cacheFolder: cacheFolder, since: since)
        let document =
            if let changes = found.changes, let identity = found.identity {
                SourceScanDocument.changes(
                    SourceScanDocument.ChangedScan(fileCount: found.fileCount, byteCount: found.byteCount, identity: identity, changes: changes)
                ).encoded()
            } else {
                SourceScanDocument.encodedScan(fileCount: found.fileCount, byteCount: found.byteCount, identity: found.identity, body: found.body)
            }
        return (document, { cache.write(found.update) })
    }

    /// The scan with the cache in `cacheFolder`, which is read while the files are listed.
    private func listAndScanCached(
        _ paths: [String], modules: [SourceModule], cacheFolder: String, since: [UInt8]? = nil
    ) throws(ConfigInputError) -> (list: SourceFileList, found: CachedScan, cache: ScanCache) {
        let reading = BackgroundTask<ScanCache, Never> { ScanCache(folder: cacheFolder, paths: paths) }
        let list = try SourceFileList(paths: paths)
        let cache = reading.value()
        return (list, cachedScan(list, modules: modules, cache: cache, since: since), cache)
    }

    /// Merges what every file declares into the registry.
    func merge(_ files: [String], _ results: [FileResult], modules: [SourceModule]) -> ScannedRegistry {
        mergeIndexed(files, results, modules: modules).registry
    }

    /// Merges what every file declares into the registry, and says what the merge knows besides.
    func mergeIndexed(_ files: [String], _ results: [FileResult], modules: [SourceModule]) -> (registry: ScannedRegistry, index: MergeIndex) {
        var assembly = ClassAssembly()
        var registry = ScannedRegistry(fileCount: files.count)
        var selectorSwiftNames: [Int: String] = [:]
        var shares: [MergeIndex.FileShare] = []
        shares.reserveCapacity(files.count)
        for (path, result) in zip(files, results) {
            registry.byteCount += result.byteCount
            let file = Self.merged(result.scan, path: path, modules: modules)
            assembly.add(file.scan)
            registry.connectedActions += file.connectedActions
            for (position, swiftName) in result.scan.selectorSwiftNames {
                selectorSwiftNames[registry.selectorReferences.count + position] = swiftName
            }
            registry.selectorReferences += result.scan.selectorReferences
            registry.findings += result.scan.findings
            shares.append(MergeIndex.FileShare(path: path, scan: result.scan))
        }
        let resolved = assembly.resolved()
        registry.classes = resolved.classes
        registry.findings += assembly.findings
        let witnesses = resolved.witnessSelectors
        // A `#selector` naming a protocol witness stands for the requirement's selector.
        for (position, swiftName) in selectorSwiftNames {
            guard let selector = witnesses[swiftName] else { continue }
            let reference = registry.selectorReferences[position]
            registry.selectorReferences[position] = SelectorReference(selector, at: reference.location)
        }
        let index = MergeIndex(
            modules: modules, files: shares, context: MergeIndex.Context(declarations: assembly.declarations, runtimeNames: assembly.runtimeNames),
            witnessSelectors: witnesses, localClassNames: Set(assembly.localClasses.map { String($0.name.unqualified) }))
        return (registry, index)
    }

    /// A file's scan as the merge adds it: a Swift file's classes named after its module, and an
    /// Interface Builder file's connected actions.
    static func merged(_ scan: SourceFileScan, path: String, modules: [SourceModule]) -> (scan: SourceFileScan, connectedActions: [ConnectedAction]) {
        let language = SourceLanguage(path: path)
        let module = language == .swift || language == .interfaceBuilder ? SourceModule.module(of: path, in: modules) : nil
        return (language == .swift ? SourceModule.qualifying(scan, module: module) : scan, SourceModule.connectedActions(of: scan, module: module))
    }

    /// What scanning one file found, and its size.
    struct FileResult: Sendable {
        var scan = SourceFileScan()
        var byteCount = 0
    }

    /// The stack each scanning thread gets. The parsers recurse once a nesting level; a
    /// dispatch worker's half a megabyte is exhausted by a few hundred levels, far less than the
    /// Swift scanner lets through.
    static let threadStackSize = 64 << 20

    /// Runs `body` on every file (a path, or a path with what is known of it), on every core
    /// unless the scan is serial.
    func scanAll<File: Sendable, Result: Sendable>(_ files: [File], _ body: @escaping @Sendable (File) -> Result) -> [Result?] {
        var results = [Result?](repeating: nil, count: files.count)
        let counter = ProgressCounter(total: files.count, report: progress)
        let threadCount = parallel ? max(1, min(files.count, ProcessInfo.processInfo.activeProcessorCount)) : 1
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let slots = buffer
            let next = Mutex(0)
            let finished = DispatchGroup()
            for _ in 0..<threadCount {
                finished.enter()
                let thread = Thread {
                    while true {
                        let position = next.withLock { value -> Int in
                            defer { value += 1 }
                            return value
                        }
                        guard position < files.count else { break }
                        slots[position] = body(files[position])
                        counter.fileDone()
                    }
                    finished.leave()
                }
                thread.stackSize = Self.threadStackSize
                thread.start()
            }
            finished.wait()
        }
        return results
    }

    /// A file's bytes, or the finding that says it cannot be read.
    static func contents(of path: String) -> (bytes: [UInt8], unreadable: Finding?) {
        do {
            return (try InputFile.contents(of: path, limit: InputFile.sourceFileLimit), nil)
        } catch {
            let finding = Finding(
                .unreadableSource, "cannot read this file (\(error.reason)); its declarations are missing from the registry",
                at: SourceLocation(file: path, line: 1, column: 1))
            return ([], finding)
        }
    }

    /// The registry's scan of one file.
    func scanFile(_ path: String) -> FileResult {
        let (bytes, unreadable) = Self.contents(of: path)
        if let unreadable { return FileResult(scan: SourceFileScan(findings: [unreadable])) }
        return scanFile(path, bytes)
    }

    /// The registry's scan of one file's bytes.
    func scanFile(_ path: String, _ bytes: [UInt8]) -> FileResult {
        guard let language = SourceLanguage(path: path), let scanner = scanners[language] else {
            return FileResult(byteCount: bytes.count)
        }
        return FileResult(scan: scanner.scan(bytes, path: path), byteCount: bytes.count)
    }
}

extension SourceTreeScan {
    /// The scan `mapper scan` and `mapper validate --sources` run: Swift with swift-syntax,
    /// Objective-C headers and implementation files, storyboards and xibs.
    /// - Parameters:
    ///   - parallel: Whether to use every core.
    ///   - progress: Progress reports, for a terminal.
    ///   - modules: The module of each source folder, if known.
    ///   - cacheFolder: The folder of the scan cache, or nil to read every file.
    /// - Returns: A scan with a scanner for every language.
    public static func standard(
        parallel: Bool = true, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil, modules: [SourceModule] = [],
        cacheFolder: String? = nil
    ) -> SourceTreeScan {
        SourceTreeScan(
            scanners: [
                .swift: SwiftSourceScanner(),
                .objectiveC: ObjectiveCSourceScanner(),
                .interfaceBuilder: InterfaceBuilderScanner(),
            ],
            parallel: parallel, progress: progress, modules: modules, cacheFolder: cacheFolder
        )
    }
}

/// Counts scanned files across threads and reports progress at most every 100 ms, and once at
/// the end.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let report: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    private var done = 0
    private var lastReport = Date.distantPast

    init(total: Int, report: (@Sendable (_ done: Int, _ total: Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func fileDone() {
        guard let report else { return }
        lock.lock()
        done += 1
        let now = Date()
        let due = done == total || now.timeIntervalSince(lastReport) >= 0.1
        if due { lastReport = now }
        if due { report(done, total) }
        lock.unlock()
    }
}
