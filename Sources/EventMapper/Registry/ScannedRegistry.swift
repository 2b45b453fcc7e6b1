import EventMapCore
import Foundation

/// What scanning an app's sources found: the classes and their actions (a registry's input),
/// the actions Interface Builder files connect, and the files that could not be read or parsed.
public struct ScannedRegistry: Sendable, Equatable {
    /// Every class the sources declare, with the actions of all its extensions and categories,
    /// in the order of the files that declare them.
    public var classes: [DeclaredClass]
    /// Every action a storyboard or xib connects, in file order.
    public var connectedActions: [ConnectedAction]
    /// Every `#selector(…)` and `@selector(…)` in the code, in file order.
    public var selectorReferences: [SelectorReference]
    /// Files that could not be read or parsed, and declarations that contradict each other.
    public var findings: [Finding]
    /// How many files were scanned.
    public var fileCount: Int
    /// How many bytes they hold.
    public var byteCount: Int
    /// What tells this scan's result apart from every other this build makes, when the scanner
    /// knows it (the scan cache's digest of what it merged, with the scanner's build): two scans
    /// with the same identity found the same, all but ``byteCount`` (a blank line added at the
    /// end of a file changes that alone). Nil when not known. Not part of equality.
    package var identity: [UInt8]?

    /// Creates a scan result.
    public init(
        classes: [DeclaredClass] = [], connectedActions: [ConnectedAction] = [], selectorReferences: [SelectorReference] = [],
        findings: [Finding] = [], fileCount: Int = 0, byteCount: Int = 0
    ) {
        self.classes = classes
        self.connectedActions = connectedActions
        self.selectorReferences = selectorReferences
        self.findings = findings
        self.fileCount = fileCount
        self.byteCount = byteCount
    }

    /// Whether two scans found the same, whatever their identities.
    public static func == (first: ScannedRegistry, second: ScannedRegistry) -> Bool {
        first.classes == second.classes && first.connectedActions == second.connectedActions
            && first.selectorReferences == second.selectorReferences && first.findings == second.findings
            && first.fileCount == second.fileCount && first.byteCount == second.byteCount
    }
}

/// Derives a registry from an app's source folders. The core declares it and the source scanner
/// implements it, so that `ValidationRun` can scan without the core knowing Swift's or
/// Objective-C's syntax.
public protocol RegistrySourceScanning: Sendable {
    /// Scans files and folders (every source file inside, recursively).
    /// - Parameter paths: Files and folders, as the user named them.
    /// - Returns: What the sources declare, and the files that could not be scanned as findings.
    /// - Throws: ``ConfigInputError`` when a named path does not exist or cannot be listed.
    func scanRegistry(_ paths: [String]) throws(ConfigInputError) -> ScannedRegistry

    /// Scans files and folders, naming the Swift classes of each module's folder
    /// `Module.Class`, as `NSStringFromClass` does (`modules` in `.mapper.json`).
    /// - Parameters:
    ///   - paths: Files and folders, as the user named them.
    ///   - modules: The source folder of each module, by module name.
    /// - Returns: What the sources declare, and the files that could not be scanned as findings.
    /// - Throws: ``ConfigInputError`` when a named path does not exist or cannot be listed.
    func scanRegistry(_ paths: [String], modules: [String: String]) throws(ConfigInputError) -> ScannedRegistry

    /// Scans as ``scanRegistry(_:modules:)`` does, and says which scan it is before what it
    /// found is read: a scanner that writes its result for another process to read can leave
    /// it unread when the reader has its report already.
    func identifiedScan(_ paths: [String], modules: [String: String]) throws(ConfigInputError) -> IdentifiedScan

    /// Scans as ``identifiedScan(_:modules:)`` does; when the scan differs from the one whose
    /// identity is `since` only in some classes, it may tell those classes instead of the
    /// whole scan.
    func identifiedScan(_ paths: [String], modules: [String: String], since: [UInt8]?) throws(ConfigInputError) -> IdentifiedScan
}

extension RegistrySourceScanning {
    /// Scans without module names, for a scanner that cannot use them.
    public func scanRegistry(_ paths: [String], modules: [String: String]) throws(ConfigInputError) -> ScannedRegistry {
        try scanRegistry(paths)
    }

    /// Scans, and reads what was found at once.
    public func identifiedScan(_ paths: [String], modules: [String: String]) throws(ConfigInputError) -> IdentifiedScan {
        IdentifiedScan(try scanRegistry(paths, modules: modules))
    }

    /// Scans whole, whatever the earlier scan: for a scanner that cannot tell changes.
    public func identifiedScan(_ paths: [String], modules: [String: String], since: [UInt8]?) throws(ConfigInputError) -> IdentifiedScan {
        try identifiedScan(paths, modules: modules)
    }
}

/// One line on what a source scan found, for people: `scanned 36 files (0.1 MB): 32 classes, 83
/// actions, 16 Interface Builder actions; 1 problem`.
package struct ScanSummary: Sendable {
    /// The line.
    package let text: String

    /// Summarises a scan.
    package init(_ scan: ScannedRegistry) {
        let megabytes = Double(scan.byteCount) / 1_000_000
        let size = megabytes < 0.1 && scan.byteCount > 0 ? "<0.1" : String(format: "%.1f", megabytes)
        let actions = scan.classes.reduce(0) { $0 + $1.actions.count }
        var text =
            "scanned \(Self.count(scan.fileCount, "file")) (\(size) MB): \(Self.count(scan.classes.count, "class", "classes")), \(Self.count(actions, "action")), \(Self.count(scan.connectedActions.count, "Interface Builder action"))"
        if !scan.findings.isEmpty { text += "; \(Self.count(scan.findings.count, "problem"))" }
        self.text = text
    }

    private static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }
}
