import EventMapCore
import EventMapper

extension SourceTreeScan {
    /// Scans every file the cache does not hold as it is now, takes the others from the cache,
    /// and writes the cache anew when a file was read anew or is gone.
    func scanAll(_ files: [String], cache: ScanCache) -> [FileResult] {
        let scanned = scanAll(files) { path in scanFile(path, cache: cache) }
        var entries: [(path: String, entry: ScanCache.Entry)] = []
        var changed = cache.entries.count != files.count
        for (path, result) in zip(files, scanned) {
            guard let entry = result?.entry else { continue }
            entries.append((path, entry))
            changed = changed || result?.isNew == true
        }
        if changed { cache.write(entries) }
        return scanned.map { $0?.result ?? FileResult() }
    }

    /// One file's scan, from the cache when it holds the file's bytes as they are.
    struct CachedResult: Sendable {
        var result: FileResult
        /// What the cache holds, or is to hold, for the file; nil for a file that cannot be read.
        var entry: ScanCache.Entry?
        /// Whether the file was scanned rather than found in the cache.
        var isNew: Bool
    }

    private func scanFile(_ path: String, cache: ScanCache) -> CachedResult {
        let (bytes, unreadable) = Self.contents(of: path)
        if let unreadable { return CachedResult(result: FileResult(scan: SourceFileScan(findings: [unreadable])), entry: nil, isNew: true) }
        let digest = ScanCache.digest(path: path, bytes: bytes)
        if let scan = cache.scan(of: path, digest: digest) {
            return CachedResult(result: FileResult(scan: scan, byteCount: bytes.count), entry: cache.entries[path], isNew: false)
        }
        let result = scanFile(path, bytes)
        return CachedResult(result: result, entry: ScanCache.entry(result.scan, digest: digest), isNew: true)
    }
}
