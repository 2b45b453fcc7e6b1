/// Derives a registry from an app's source folders. The core declares it and the source scanner
/// implements it, so that `ValidationRun` can scan without the core knowing Swift's or
/// Objective-C's syntax.
public protocol RegistrySourceScanning: Sendable {
    /// Scans files and folders (every source file inside, recursively).
    /// - Parameter paths: Files and folders, as the user named them.
    /// - Returns: What the sources declare, and the files that could not be scanned as findings.
    /// - Throws: ``ConfigInputError`` when a named path does not exist or cannot be listed.
    func scanRegistry(_ paths: [String]) throws(ConfigInputError) -> ScannedRegistry
}
