/// Reads one file of one language. Implementations are pure functions of the bytes, so files can
/// be scanned in parallel.
public protocol SourceFileScanning: Sendable {
    /// Scans a file's contents.
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - path: The path to put in locations, as the user named it.
    func scan(_ bytes: [UInt8], path: String) -> SourceFileScan
}
