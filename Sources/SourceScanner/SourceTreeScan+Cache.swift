import Crypto
import EventMapCore
import EventMapper
import Foundation

extension SourceTreeScan {
    /// The scan of the listed files with the cache: each file whose bytes the cache holds is
    /// taken from it, the others are scanned; when every file's scan is what the last scan
    /// merged, its merged result is taken too.
    /// - Returns: The counts and the body of the scan's document, and the cache's new contents
    ///   when anything was read anew: written by the caller, once the scan is delivered.
    /// - Parameter since: The identity of an earlier scan the caller has checked: when this scan
    ///   is the last one with some classes changed, and that last one is `since`, the result
    ///   also says what changed (``CachedScan/changes``).
    func cachedScan(_ list: SourceFileList, modules: [SourceModule], cache: ScanCache, since: [UInt8]? = nil) -> CachedScan {
        let started = clock()
        let files = list.files
        // The status the listing found: asking again would walk every path a second time.
        let read = scanAll(list.listed) { file in readFile(file.path, status: file.status, cache: cache, started: started) }.map {
            $0 ?? CachedFile()
        }
        let byteCount = read.reduce(0) { $0 + $1.byteCount }
        let entries = zip(files, read).compactMap { path, file in file.entry.map { (path: path, entry: $0) } }
        let changed = cache.entries.count != files.count || read.contains { $0.isNew || $0.hasNewStatus }
        let key = Self.mergeKey(files, read, modules: modules)
        let identity = key.map { Self.identity(mergeKey: $0, build: cache.build) }
        if let key, let merged = cache.merged, merged.key == key {
            let update = changed ? ScanCache.Update(entries: entries, merged: merged) : nil
            return CachedScan(fileCount: files.count, byteCount: byteCount, identity: identity, body: merged.body, update: update)
        }
        let again = mergedAgain(files, read, cache: cache, modules: modules)
        let (registry, index) = again.map { ($0.registry, $0.index) } ?? mergeIndexed(files, decoded(files, read), modules: modules)
        let body = { @Sendable () -> [UInt8] in
            var writer = ScanArchiveWriter()
            writer.registryBody(registry)
            return writer.bytes
        }
        if let since, let last = cache.merged, let changed = again?.changes, Self.identity(mergeKey: last.key, build: cache.build) == since {
            // The reader has the last scan's report: the whole result is archived once the
            // changes are handed on.
            let update = ScanCache.Update(entries: entries, mergedKey: key) { key.map { ScanCache.Merged(key: $0, body: body(), index: index) } }
            let changes = ScanChanges(since: since, was: changed.was, now: changed.now, connectedActions: changed.connectedActions)
            return CachedScan(
                fileCount: files.count, byteCount: byteCount, identity: identity, body: [], update: update, classesMergedAgain: again?.classCount,
                changes: changes)
        }
        let bytes = body()
        let update = ScanCache.Update(entries: entries, merged: key.map { ScanCache.Merged(key: $0, body: bytes, index: index) })
        return CachedScan(
            fileCount: files.count, byteCount: byteCount, identity: identity, body: bytes, update: update, classesMergedAgain: again?.classCount)
    }

    /// A scan's identity (`ScannedRegistry.identity`): the digest of the scanner's build and
    /// of what the merge read, which decide what it finds.
    private static func identity(mergeKey: [UInt8], build: String) -> [UInt8] {
        var hash = SHA256()
        hash.update(data: Data(build.utf8 + [0] + mergeKey))
        return Array(hash.finalize())
    }

    /// What a scan with the cache found, and what the cache is to hold after it.
    struct CachedScan {
        let fileCount: Int
        let byteCount: Int
        /// The scan's identity; nil when a file could not be read.
        let identity: [UInt8]?
        /// The body of the scan's document (``ScanArchiveWriter/registryBody(_:)``); empty when
        /// the scan tells its ``changes``.
        let body: [UInt8]
        /// The cache's new contents; nil when it holds this scan already.
        let update: ScanCache.Update?
        /// How many classes were merged again, when the merge was redone from the last one for
        /// the classes a change touches only; nil when it was not redone, or redone whole.
        var classesMergedAgain: Int? = nil
        /// How the scan differs from the earlier one the caller named, when only in some classes.
        var changes: ScanChanges? = nil
    }

    /// One file as the cached scan reads it.
    struct CachedFile: Sendable {
        /// The file's scan; nil for one the cache holds, until it is needed.
        var scan: SourceFileScan?
        var byteCount = 0
        /// What the cache holds, or is to hold, for the file; nil for a file that cannot be read.
        var entry: ScanCache.Entry?
        /// Whether the file was scanned rather than found in the cache.
        var isNew = false
        /// Whether the entry's recorded status is not the one the cache holds.
        var hasNewStatus = false
    }

    /// One file: its entry taken on its status alone when that is as recorded, else read and
    /// taken when its bytes are as cached, else scanned.
    /// - Parameters:
    ///   - status: What `stat` said of the file before it is read; nil when it could not say.
    ///   - started: When the scan started, which decides whether a status is recorded.
    private func readFile(_ path: String, status: FileStatus?, cache: ScanCache, started: Int) -> CachedFile {
        let cached = cache.entries[path]
        if let status, let cached, cached.status == status {
            return CachedFile(scan: nil, byteCount: status.size, entry: cached)
        }
        let (bytes, unreadable) = Self.contents(of: path)
        if let unreadable { return CachedFile(scan: SourceFileScan(findings: [unreadable]), isNew: true) }
        let digest = ScanCache.digest(path: path, bytes: bytes)
        let settled = status.flatMap { $0.isSettled(before: started) ? $0 : nil }
        if var entry = cached, entry.digest == digest {
            let hasNewStatus = entry.status != settled
            entry.status = settled
            return CachedFile(scan: nil, byteCount: bytes.count, entry: entry, hasNewStatus: hasNewStatus)
        }
        let result = scanFile(path, bytes)
        return CachedFile(
            scan: result.scan, byteCount: bytes.count, entry: ScanCache.entry(result.scan, digest: digest, status: settled), isNew: true)
    }

    /// Every file's scan, the cached ones read from their archives (on every core); an archive
    /// that does not read is scanned anew.
    private func decoded(_ files: [String], _ read: [CachedFile]) -> [FileResult] {
        scanAll(Array(zip(files, read))) { path, file in
            if let scan = file.scan { return FileResult(scan: scan, byteCount: file.byteCount) }
            if let scan = file.entry.flatMap(ScanCache.scan(archivedIn:)) { return FileResult(scan: scan, byteCount: file.byteCount) }
            return scanFile(path)
        }.map { $0 ?? FileResult() }
    }

    /// What the merge reads, as a digest: the modules, and every file's path and the digest of
    /// its archived scan, in order. Nil when a file could not be read: its finding is not
    /// archived.
    private static func mergeKey(_ files: [String], _ read: [CachedFile], modules: [SourceModule]) -> [UInt8]? {
        var framing = ScanArchiveWriter()
        framing.list(modules) { writer, module in
            writer.string(module.name)
            writer.string(module.folder)
        }
        for (path, file) in zip(files, read) {
            guard let entry = file.entry else { return nil }
            framing.string(path)
            framing.data(entry.archiveDigest)
        }
        return Array(SHA256.hash(data: framing.bytes))
    }
}
