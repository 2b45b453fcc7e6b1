import Foundation

/// A folder for one test's files, removed by ``remove()``.
package struct ScratchFolder {
    package let url: URL

    /// Creates a new, empty folder named after `purpose`.
    package init(_ purpose: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `relative` in the folder.
    package func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    /// Writes an executable `sh` script running `body` at `relative`, creating the folders on the
    /// way, and returns its path.
    @discardableResult
    package func script(_ relative: String, _ body: String = "") throws -> String {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "#!/bin/sh\n\(body)\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file.path
    }

    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
