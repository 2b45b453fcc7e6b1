import Foundation

/// One line on what a source scan found, for people: `scanned 36 files (0.1 MB): 32 classes, 83
/// actions, 16 Interface Builder actions; 1 problem`.
public struct ScanSummary: Sendable {
    /// The line.
    public let text: String

    /// Summarises a scan.
    public init(_ scan: ScannedRegistry) {
        let megabytes = Double(scan.byteCount) / 1_000_000
        let size = megabytes < 0.1 && scan.byteCount > 0 ? "<0.1" : String(format: "%.1f", megabytes)
        let actions = scan.classes.reduce(0) { $0 + $1.actions.count }
        var text = "scanned \(Self.count(scan.fileCount, "file")) (\(size) MB): \(Self.count(scan.classes.count, "class", "classes")), \(Self.count(actions, "action")), \(Self.count(scan.connectedActions.count, "Interface Builder action"))"
        if !scan.findings.isEmpty { text += "; \(Self.count(scan.findings.count, "problem"))" }
        self.text = text
    }

    private static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }
}
