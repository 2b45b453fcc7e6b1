import Foundation

/// Writes a ``ScanTree`` into a folder that does not exist yet or is empty, so that a mistyped
/// path never mixes generated files into real sources.
struct ScanTreeWriter {
    /// What was written.
    struct Summary: Equatable {
        var fileCount = 0
        var byteCount = 0
    }

    /// Why the tree could not be written.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let root: URL
    /// Whether every method gets a tracking call (``GeneratedFile/withTrackingCalls()``).
    var trackingCalls = false

    func write(_ tree: ScanTree) throws -> Summary {
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
            throw Failure(description: "\(root.path) is not empty; give a new or empty folder")
        }
        var summary = Summary()
        var createdFolders = Set<String>()
        try tree.forEachFile { generated in
            let file = trackingCalls ? generated.withTrackingCalls() : generated
            let url = root.appendingPathComponent(file.path)
            let folder = url.deletingLastPathComponent()
            if createdFolders.insert(folder.path).inserted {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            let bytes = Data(file.text.utf8)
            try bytes.write(to: url)
            summary.fileCount += 1
            summary.byteCount += bytes.count
        }
        return summary
    }
}
