/// A source scan whose identity and file count are known before what it found is read: a run
/// whose scan is the last run's (the same identity: a digest of what the scanner merged) need
/// not read it again.
public struct IdentifiedScan: Sendable {
    /// The scan's identity, when the scanner knows it.
    package let identity: [UInt8]?
    /// How many files were scanned.
    package let fileCount: Int
    /// How the scan differs from the earlier one the scanner was asked about, when it told
    /// that instead of the whole scan; reading the whole scan then scans again.
    package let changes: ScanChanges?
    private let reading: @Sendable () throws(ConfigInputError) -> ScannedRegistry

    /// A scan already read.
    public init(_ scan: ScannedRegistry) {
        identity = scan.identity
        fileCount = scan.fileCount
        changes = nil
        reading = { scan }
    }

    /// A scan read when it is asked for, by `reading`.
    package init(
        identity: [UInt8]?, fileCount: Int, changes: ScanChanges? = nil, reading: @escaping @Sendable () throws(ConfigInputError) -> ScannedRegistry
    ) {
        self.identity = identity
        self.fileCount = fileCount
        self.changes = changes
        self.reading = reading
    }

    /// What the scan found.
    /// - Throws: ``ConfigInputError`` when what the scanner wrote cannot be read.
    public func registry() throws(ConfigInputError) -> ScannedRegistry {
        try reading()
    }
}
