import Crypto
import EventMapCore
import EventMapper
import Foundation
import InputFiles

/// What earlier scans found in each file, so that a scan reads only the files that changed.
///
/// One cache file per scanned set of paths (and working directory) in the cache folder. Each of
/// its entries is one file's scan, keyed by the SHA-256 of the file's path and bytes: an entry is
/// used only for a file whose bytes are the same as when it was scanned. A file whose status
/// (device, inode, size, modification and change times) is the one recorded with its entry is
/// not read again: any write since would have changed its change time (`FileStatus`).
/// The cache file names the build that wrote it (version, and the scanner's size and date); a
/// file from another build, one that is cut short, or one whose own checksum does not match is
/// ignored as if there were none, and replaced.
///
/// While few entries differ from the cache file's, a scan writes those entries to a second file
/// beside it, the recent file, which names the checksum of the cache file it amends: one that
/// amends another is ignored. More, or a file the cache holds that is no longer scanned, write
/// a whole new cache file. The merged result has a file of its own, written only when
/// what the merge read changed, with what the merge knows besides (``MergeIndex``), so that a
/// change to a few files merges again only the classes they name. Each file is written beside
/// its old one and renamed over it, so that two scans at once each read complete files, and the
/// last to finish leaves its own.
struct ScanCache: Sendable {
    /// One file's scan as the cache holds it.
    struct Entry: Sendable {
        /// The SHA-256 of the file's path, a zero byte and its bytes.
        let digest: [UInt8]
        /// The scan, archived on its own (``ScanArchiveWriter/fileScan(_:)``).
        let archive: ArraySlice<UInt8>
        /// The SHA-256 of the archive: what the merge key reads of it.
        let archiveDigest: [UInt8]
        /// The file's status when it was read, when it had settled (`FileStatus`): a file
        /// with the same status is taken as read without reading it.
        var status: FileStatus?
    }

    /// The last scan's whole result, kept with the key of what it was merged from: when every
    /// file's scan is the same again (an edit inside a method body), the merge is not redone.
    struct Merged: Sendable, Equatable {
        /// The SHA-256 of the modules and of every file's path and archived scan, in order.
        let key: [UInt8]
        /// The scan without its counts (``ScanArchiveWriter/registryBody(_:)``).
        let body: [UInt8]
        /// What the merge knows besides (``MergeIndex``), archived on its own: read only when
        /// the merge is to be redone.
        let index: [UInt8]

        /// A merged result, with its index archived.
        init(key: [UInt8], body: [UInt8], index: MergeIndex) {
            var writer = ScanArchiveWriter()
            writer.mergeIndex(index)
            self.init(key: key, body: body, archivedIndex: writer.bytes)
        }

        init(key: [UInt8], body: [UInt8], archivedIndex: [UInt8]) {
            self.key = key
            self.body = body
            self.index = archivedIndex
        }

        /// The result and its index decoded, or nil when either does not read.
        func decoded() -> DecodedMerge? {
            var indexReader = ScanArchiveReader(index)
            guard let index = try? indexReader.mergeIndex(), indexReader.isAtEnd else { return nil }
            var reader = ScanArchiveReader(body)
            guard let registry = try? reader.registryBody(fileCount: index.files.count, byteCount: 0), reader.isAtEnd else { return nil }
            return DecodedMerge(registry: registry, index: index)
        }
    }

    /// The last scan's merged result decoded, with its index: what merging a few classes again
    /// starts from.
    struct DecodedMerge: Sendable {
        let registry: ScannedRegistry
        let index: MergeIndex
    }

    /// The cache file this scan reads and writes.
    let file: String
    /// What the build writes first, so that another build's cache is not read.
    let build: String
    /// The entries read, by path.
    private(set) var entries: [String: Entry] = [:]
    /// The last scan's merged result, if the cache holds one.
    private(set) var merged: Merged?
    /// The merged result being decoded, on a thread of its own from when it is read: while the
    /// files are listed and looked up, whether they need it or not (a comment added does not).
    private var decoding: BackgroundTask<DecodedMerge?, Never>?
    /// The cache file as read, which a recent file amends; nil when there is none this build
    /// wrote whole.
    private var base: Base?

    /// What the cache file holds, apart from the recent file's amendments.
    private struct Base: Sendable {
        /// The checksum the cache file carries of its contents.
        let checksum: [UInt8]
        let entries: [String: Entry]
    }

    private static let magic = Array("mapper-scan-cache".utf8) + [0]
    private static let recentMagic = Array("mapper-scan-recent".utf8) + [0]
    private static let mergedMagic = Array("mapper-scan-merged".utf8) + [0]

    /// The file of a cache's recent entries.
    var recentFile: String { file + ".recent" }
    /// The file of a cache's merged result.
    var mergedFile: String { file + ".merged" }

    /// The last scan's merged result decoded, if the cache holds one that reads.
    var decodedMerge: DecodedMerge? { decoding?.value() ?? nil }

    /// How many changed entries a recent file holds at most before the whole cache is written:
    /// a sixteenth of the cache, and at least 32.
    static func recentLimit(entryCount: Int) -> Int { max(32, entryCount / 16) }

    /// The cache of scanning `paths` from the working directory, in `folder`, read if there is
    /// one this build wrote.
    init(folder: String, paths: [String], build: String = ScanCache.currentBuild) {
        var name = SHA256()
        name.update(data: Data((FileManager.default.currentDirectoryPath + "\0" + paths.joined(separator: "\0")).utf8))
        let hex = name.finalize().prefix(16).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        file = (folder as NSString).appendingPathComponent("scan-\(hex).cache")
        self.build = build
        merged = try? Self.readMerged(mergedFile, build: build)
        decoding = merged.map { merged in BackgroundTask { merged.decoded() } }
        guard let base = try? Self.read(file, build: build) else { return }
        self.base = base
        entries = base.entries
        guard let recent = try? Self.readRecent(recentFile, build: build, base: base.checksum) else { return }
        for (path, entry) in recent { entries[path] = entry }
    }

    /// The digest that keys a file's entry.
    static func digest(path: String, bytes: [UInt8]) -> [UInt8] {
        var hash = SHA256()
        hash.update(data: Data(path.utf8 + [0]))
        bytes.withUnsafeBytes { hash.update(bufferPointer: $0) }
        return Array(hash.finalize())
    }

    /// The scan an entry holds, or nil when its archive does not read.
    static func scan(archivedIn entry: Entry) -> SourceFileScan? {
        var reader = ScanArchiveReader(Array(entry.archive))
        guard let scan = try? reader.fileScan(), reader.isAtEnd else { return nil }
        return scan
    }

    /// An entry for a file just scanned.
    static func entry(_ scan: SourceFileScan, digest: [UInt8], status: FileStatus?) -> Entry {
        var writer = ScanArchiveWriter()
        writer.fileScan(scan)
        return Entry(digest: digest, archive: writer.bytes[...], archiveDigest: Array(SHA256.hash(data: writer.bytes)), status: status)
    }

    /// What the cache is to hold after a scan: every file's entry, by path, in order, and the
    /// merged result.
    struct Update: Sendable {
        let entries: [(path: String, entry: Entry)]
        /// The key of the merged result, and the result, made when it is written: a scan that
        /// tells only its changes hands them on before it archives its whole result.
        let mergedKey: [UInt8]?
        let merged: @Sendable () -> Merged?

        init(entries: [(path: String, entry: Entry)], merged: Merged?) {
            self.entries = entries
            mergedKey = merged?.key
            self.merged = { merged }
        }

        init(entries: [(path: String, entry: Entry)], mergedKey: [UInt8]?, making merged: @escaping @Sendable () -> Merged?) {
            self.entries = entries
            self.mergedKey = mergedKey
            self.merged = merged
        }
    }

    /// Writes `update` to the cache: the entries that changed to the recent file when they are
    /// few and every entry of the cache file is still scanned, else the whole cache file anew;
    /// the merged result when it is not the one read. A folder that cannot be made or written
    /// leaves the scan uncached, without a word. Nil: the cache holds the scan.
    func write(_ update: Update?) {
        guard let update else { return }
        if let key = update.mergedKey, key != self.merged?.key, let merged = update.merged() {
            let contents = Self.archive(magic: Self.mergedMagic, build: build, capacity: merged.key.count + merged.body.count + merged.index.count) {
                contents in
                contents.data(merged.key)
                contents.data(merged.body)
                contents.data(merged.index)
            }
            CacheFile.replace(mergedFile, with: contents.bytes)
        }
        if let base, let changed = Self.changedEntries(update.entries, since: base) {
            let contents = Self.archive(magic: Self.recentMagic, build: build, capacity: Self.size(of: changed)) { contents in
                contents.data(base.checksum)
                Self.write(changed, into: &contents)
            }
            CacheFile.replace(recentFile, with: contents.bytes)
            return
        }
        let contents = Self.archive(magic: Self.magic, build: build, capacity: Self.size(of: update.entries)) { contents in
            Self.write(update.entries, into: &contents)
        }
        CacheFile.replace(file, with: contents.bytes)
        // The recent file amends the cache file it names, which is gone.
        try? FileManager.default.removeItem(atPath: recentFile)
    }

    /// The entries of `entries` that are not as the cache file holds them, in order, when
    /// they are few enough for a recent file and every entry the cache file holds is among
    /// `entries`; nil when the whole cache is to be written.
    private static func changedEntries(_ entries: [(path: String, entry: Entry)], since base: Base) -> [(path: String, entry: Entry)]? {
        var kept = 0
        var changed: [(path: String, entry: Entry)] = []
        let limit = recentLimit(entryCount: base.entries.count)
        for item in entries {
            guard let old = base.entries[item.path] else {
                changed.append(item)
                continue
            }
            kept += 1
            if old.digest != item.entry.digest || old.archiveDigest != item.entry.archiveDigest || old.status != item.entry.status {
                changed.append(item)
            }
            if changed.count > limit { return nil }
        }
        return kept == base.entries.count && changed.count <= limit ? changed : nil
    }

    /// A cache's bytes: `magic`, the checksum of the rest (`CacheFile.checksum`), the build,
    /// and what `payload` writes.
    private static func archive(magic: [UInt8], build: String, capacity: Int, _ payload: (inout ScanArchiveWriter) -> Void) -> ScanArchiveWriter {
        // The whole file in one buffer, its size known up front: the magic, room for the
        // payload's checksum, the payload.
        let payloadStart = magic.count + CacheFile.checksumLength
        var contents = ScanArchiveWriter(
            prefix: magic + [UInt8](repeating: 0, count: CacheFile.checksumLength), reservingCapacity: payloadStart + build.utf8.count + capacity + 64
        )
        contents.string(build)
        payload(&contents)
        contents.overwrite(at: magic.count, with: CacheFile.checksumBytes(contents.bytes[payloadStart...]))
        return contents
    }

    private static func size(of entries: [(path: String, entry: Entry)]) -> Int {
        entries.reduce(0) { $0 + $1.path.utf8.count + $1.entry.digest.count + $1.entry.archive.count + 96 }
    }

    private static func write(_ entries: [(path: String, entry: Entry)], into contents: inout ScanArchiveWriter) {
        contents.list(entries) { writer, item in
            writer.string(item.path)
            writer.data(item.entry.digest)
            writer.data(item.entry.archiveDigest)
            writer.fileStatus(item.entry.status)
            writer.data(item.entry.archive)
        }
    }

    private static func read(_ file: String, build: String) throws -> Base? {
        guard let (start, checksum) = try payload(of: file, magic: magic, build: build) else { return nil }
        var reader = start
        let entries = try readEntries(&reader)
        return reader.isAtEnd ? Base(checksum: checksum, entries: entries) : nil
    }

    /// The entries of the recent file, when it amends the cache file whose checksum is `base`.
    private static func readRecent(_ file: String, build: String, base: [UInt8]) throws -> [String: Entry]? {
        guard var (reader, _) = try payload(of: file, magic: recentMagic, build: build), try reader.data() == base else { return nil }
        let recent = try readEntries(&reader)
        return reader.isAtEnd ? recent : nil
    }

    private static func readMerged(_ file: String, build: String) throws -> Merged? {
        guard var (reader, _) = try payload(of: file, magic: mergedMagic, build: build) else { return nil }
        let merged = Merged(key: try reader.data(), body: Array(try reader.dataSlice()), archivedIndex: Array(try reader.dataSlice()))
        return reader.isAtEnd ? merged : nil
    }

    /// A reader at the payload of `file` after its build, and the checksum the file carries,
    /// when the file starts with `magic`, its checksum matches and this build wrote it.
    private static func payload(of file: String, magic: [UInt8], build: String) throws -> (ScanArchiveReader, [UInt8])? {
        let bytes = try [UInt8](InputFile.contents(of: file, limit: 1 << 30))
        let payloadStart = magic.count + CacheFile.checksumLength
        guard bytes.count >= payloadStart, bytes.starts(with: magic) else { return nil }
        let carried = Array(bytes[magic.count..<payloadStart])
        guard CacheFile.checksumBytes(bytes[payloadStart...]) == carried else { return nil }
        var reader = ScanArchiveReader(bytes, from: payloadStart)
        guard try reader.string() == build else { return nil }
        return (reader, carried)
    }

    private static func readEntries(_ reader: inout ScanArchiveReader) throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        for _ in 0..<(try reader.length()) {
            let path = try reader.string()
            let digest = try reader.data()
            let archiveDigest = try reader.data()
            let status = try reader.fileStatus()
            entries[path] = Entry(digest: digest, archive: try reader.dataSlice(), archiveDigest: archiveDigest, status: status)
        }
        return entries
    }

    /// This scanner's build, so that a rebuilt scanner does not read what another build wrote.
    static var currentBuild: String { EventMapperVersion.runningBuild }
}
