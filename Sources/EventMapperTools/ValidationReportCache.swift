import EventMapCore
import EventMapper
import Foundation
import InputFiles

/// The report of the last `mapper validate` on the same inputs, kept in the scan cache's folder:
/// a run whose inputs are byte for byte the last run's prints that run's report instead of
/// merging the registry and checking every rule again.
///
/// The inputs are the key, kept whole rather than as a digest, in two parts:
/// - what is known before the scan (``Inputs``): the build of `mapper`, the working directory,
///   the paths given, the project file's place and bytes, each config file's path and bytes;
/// - what comes with the scan (``Key/scan``): each registry file's path and bytes, and the
///   scan's identity and file count (`ScannedRegistry.identity`: the scanner's digest of what
///   it merged). A run with a scan and no identity (a source file that could not be read) is
///   not kept.
///
/// Two files per working directory and set of paths given: the inputs file holds the first part,
/// and the configs as they loaded (``KeptConfigModel``); the report file the second part and
/// the report. Each starts with the same random mark, drawn whenever the inputs file is
/// written, so that a report is read only beside the inputs it was made from. The report file
/// alone is written again while the configs stay as they are: a run after a change to the
/// sources writes a few kilobytes, not the configs again. Each file is written beside the old
/// one and renamed over it (`CacheFile`). A file cut short, damaged (each carries a checksum of
/// what follows its key), from another build or of another mark is ignored, and replaced after
/// the run; a folder that cannot be written leaves the run unkept, without a word.
package struct ValidationReportCache: Sendable {
    /// The report file.
    package let file: String
    /// The inputs file.
    package var inputsFile: String { file + ".inputs" }

    private static let magic = Array("mapper-validate-cache".utf8) + [0]
    private static let inputsMagic = Array("mapper-validate-inputs".utf8) + [0]
    private static let markLength = 16

    /// The cache of runs in the working directory with `request` (the paths given), in `folder`.
    package init(folder: String, request: [String]) {
        let name = CacheFile.checksum(Array((FileManager.default.currentDirectoryPath + "\0" + request.joined(separator: "\0")).utf8)[...])
        file = (folder as NSString).appendingPathComponent("validate-" + String(name, radix: 16) + ".cache")
    }

    /// What a run's report depends on that is known before the scan: the first part of the key.
    package struct Inputs {
        /// The paths given on the command line.
        package let request: [String]
        /// The project file, if any.
        package let project: ProjectConfiguration?
        /// Each config file, with the bytes it was loaded from.
        package let configs: [(path: String, bytes: [UInt8])]

        package init(request: [String], project: ProjectConfiguration?, configs: [(path: String, bytes: [UInt8])]) {
            self.request = request
            self.project = project
            self.configs = configs
        }

        /// The first part of the key: the build, the working directory, the paths given, the
        /// project file and the configs.
        package var key: [UInt8] {
            // One buffer of the whole part's size: the files' bytes are most of it.
            let fileBytes = configs.reduce(0) { $0 + $1.bytes.count } + (project?.fileBytes.count ?? 0)
            var key = ScanArchiveWriter(prefix: [], reservingCapacity: fileBytes + 4096)
            key.string(EventMapperVersion.runningBuild)
            key.string(FileManager.default.currentDirectoryPath)
            key.list(request) { $0.string($1) }
            key.flag(project != nil)
            if let project {
                key.string(project.path)
                key.data(project.fileBytes)
            }
            key.list(configs) { writer, config in
                writer.string(config.path)
                writer.data(config.bytes)
            }
            return key.bytes
        }
    }

    /// A run's whole key: its inputs (``Inputs/key``), and what comes with the scan.
    package struct Key: Sendable, Equatable {
        package let inputs: [UInt8]
        /// Each registry file's path and bytes, and the scan's identity and file count.
        package let scan: [UInt8]

        /// The key of a run with these inputs, registries and scan; nil when a registry was read
        /// otherwise or the scan has no identity.
        package init?(inputs: [UInt8], registries: [(path: String, bytes: [UInt8]?)], scan: IdentifiedScan?) {
            self.init(inputs: inputs, registries: registries, scan: scan.map { ($0.identity, $0.fileCount) })
        }

        /// The key of a run with a scan of `identity` and `fileCount`, or none.
        package init?(inputs: [UInt8], registries: [(path: String, bytes: [UInt8]?)], scan: (identity: [UInt8]?, fileCount: Int)?) {
            var key = ScanArchiveWriter(prefix: [], reservingCapacity: registries.reduce(0) { $0 + ($1.bytes?.count ?? 0) } + 256)
            key.count(registries.count)
            for registry in registries {
                guard let bytes = registry.bytes else { return nil }
                key.string(registry.path)
                key.data(bytes)
            }
            key.flag(scan != nil)
            if let scan {
                guard let identity = scan.identity else { return nil }
                key.data(identity)
                key.count(scan.fileCount)
            }
            self.inputs = inputs
            self.scan = key.bytes
        }
    }

    /// What the report file holds: its mark, the second part of a key, and the report kept for
    /// the key.
    package struct Kept: Sendable {
        fileprivate let mark: [UInt8]
        fileprivate let bytes: [UInt8]
        fileprivate let scanKey: Range<Int>

        /// The identity of the scan the kept report was made against, when its key names no
        /// registry file: what to ask the scanner for its changes since, before the inputs are
        /// read.
        package var scanIdentity: [UInt8]? {
            var reader = ScanArchiveReader(bytes, from: scanKey.lowerBound)
            guard (try? reader.count()) == 0, (try? reader.flag()) == true, let identity = try? reader.data() else { return nil }
            return identity
        }

        /// The report, when `scanKey` is the kept one and the report reads whole: to be taken
        /// only when the inputs are the kept ones too (``KeptInputs``).
        fileprivate func report(forScan scanKey: [UInt8]) -> ValidationReport? {
            guard ValidationReportCache.equal(bytes[self.scanKey], scanKey) else { return nil }
            var reader = ScanArchiveReader(bytes, from: self.scanKey.upperBound)
            guard let checksum = try? reader.data(), checksum == CacheFile.checksumBytes(bytes[reader.offset...]),
                let report = try? reader.validationReport(), reader.isAtEnd
            else { return nil }
            return report
        }
    }

    /// The report file's contents, or nil when there is none in this format.
    package func kept() -> Kept? {
        guard let bytes = try? InputFile.contents(of: file, limit: 1 << 30), bytes.starts(with: Self.magic) else { return nil }
        var reader = ScanArchiveReader(bytes, from: Self.magic.count)
        guard let mark = try? reader.data(), mark.count == Self.markLength, let length = try? reader.length() else { return nil }
        return Kept(mark: mark, bytes: bytes, scanKey: reader.offset..<reader.offset + length)
    }

    /// The kept report and the inputs it was made from, when they are a run's `inputs`.
    package struct KeptInputs: Sendable {
        fileprivate let kept: Kept
        /// The inputs file, where its inputs are in it, and where the configs as they loaded
        /// start.
        fileprivate let inputsFile: (bytes: [UInt8], inputs: Range<Int>, configsStart: Int)

        /// The report, when `key` is the kept one.
        package func report(for key: Key) -> ValidationReport? {
            guard ValidationReportCache.equal(inputsFile.bytes[inputsFile.inputs], key.inputs) else { return nil }
            return kept.report(forScan: key.scan)
        }

        /// The configs as they loaded, with only the pages `only` might match; nil when the
        /// inputs file does not hold them whole.
        package func configs(only: ClassNameQuery) -> ConfigSet? {
            var reader = ScanArchiveReader(inputsFile.bytes, from: inputsFile.configsStart)
            guard (try? reader.flag()) == true, let set = try? KeptConfigModel.read(&reader, only: only), reader.isAtEnd else { return nil }
            return set
        }
    }

    /// The kept report, when it was made from `inputs` (``Inputs/key``): the inputs file
    /// holds them byte for byte, under the report file's mark.
    package func keptInputs(_ inputs: [UInt8], of kept: Kept?) -> KeptInputs? {
        guard let kept, let bytes = try? InputFile.contents(of: inputsFile, limit: 1 << 30), bytes.starts(with: Self.inputsMagic) else { return nil }
        var reader = ScanArchiveReader(bytes, from: Self.inputsMagic.count)
        guard let mark = try? reader.dataSlice(), mark.elementsEqual(kept.mark), let stored = try? reader.dataSlice(),
            Self.equal(stored, inputs), let checksum = try? reader.data(), checksum == CacheFile.checksumBytes(bytes[reader.offset...])
        else { return nil }
        return KeptInputs(kept: kept, inputsFile: (bytes, stored.indices, reader.offset))
    }

    /// Keeps `report` for `key`, in place of what the cache held.
    /// - Parameters:
    ///   - inputsKept: What the cache holds when its inputs are the key's: the inputs file is
    ///     kept as it is.
    ///   - configs: The configs as they loaded from the key's inputs, kept with them.
    package func keep(_ report: ValidationReport, for key: Key, inputsKept: KeptInputs?, configs: ConfigSet?) {
        let mark = inputsKept?.kept.mark ?? (0..<Self.markLength).map { _ in UInt8.random(in: 0...UInt8.max) }
        if inputsKept == nil {
            var inputs = ScanArchiveWriter(prefix: Self.inputsMagic, reservingCapacity: Self.inputsMagic.count + key.inputs.count + 48)
            var model = ScanArchiveWriter()
            model.flag(configs != nil)
            if let configs { KeptConfigModel.write(configs, into: &model) }
            inputs.data(mark)
            inputs.data(key.inputs)
            inputs.data(CacheFile.checksumBytes(model.bytes[...]))
            guard CacheFile.replace(inputsFile, with: inputs.bytes + model.bytes) else { return }
        }
        var body = ScanArchiveWriter()
        body.validationReport(report)
        var contents = ScanArchiveWriter(prefix: Self.magic, reservingCapacity: Self.magic.count + key.scan.count + body.bytes.count + 64)
        contents.data(mark)
        contents.data(key.scan)
        contents.data(CacheFile.checksumBytes(body.bytes[...]))
        CacheFile.replace(file, with: contents.bytes + body.bytes)
    }

    /// Whether `stored` is `key`, compared as memory.
    fileprivate static func equal(_ stored: ArraySlice<UInt8>, _ key: [UInt8]) -> Bool {
        guard stored.count == key.count else { return false }
        return stored.withUnsafeBytes { stored in
            key.withUnsafeBytes { key in
                guard let storedStart = stored.baseAddress, let keyStart = key.baseAddress else { return key.isEmpty }
                return memcmp(storedStart, keyStart, key.count) == 0
            }
        }
    }

}

extension ScanArchiveWriter {
    mutating func validationReport(_ report: ValidationReport) {
        list(report.findings) { $0.finding($1) }
        list(report.configFiles) { $0.string($1) }
        list(report.registryFiles) { $0.string($1) }
        count(report.sourceFileCount)
    }
}

extension ScanArchiveReader {
    mutating func validationReport() throws(Malformed) -> ValidationReport {
        ValidationReport(
            orderedFindings: try list { (reader) throws(Malformed) in try reader.finding() },
            configFiles: try list { (reader) throws(Malformed) in try reader.string() },
            registryFiles: try list { (reader) throws(Malformed) in try reader.string() }, sourceFileCount: try count())
    }
}
