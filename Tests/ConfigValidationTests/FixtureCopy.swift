import Foundation
import XCTest

/// A text replacement in one copied file. Copying fails when the text is not there, so that a
/// negative test can never pass because its mutation silently did nothing.
struct TextEdit {
    /// The file's name in the copy.
    let file: String
    /// The exact text to replace (every occurrence).
    let original: String
    /// What replaces it.
    let replacement: String
}

/// Repository files copied into a fresh temporary folder and edited: the mutated configs and
/// registries that negative tests validate.
struct FixtureCopy {
    /// The folder holding the copies.
    let directory: String

    /// The path of a copied file.
    func path(_ fileName: String) -> String {
        directory + "/" + fileName
    }
}

extension XCTestCase {
    /// Copies `files` (flat, by file name) into a temporary folder removed after the test, and
    /// applies `edits`.
    func copy(_ files: [String], editing edits: [TextEdit]) throws -> FixtureCopy {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ConfigValidationTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let copy = FixtureCopy(directory: directory)
        for file in files {
            try FileManager.default.copyItem(atPath: file, toPath: copy.path(URL(fileURLWithPath: file).lastPathComponent))
        }
        for edit in edits {
            let path = copy.path(edit.file)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard text.contains(edit.original) else {
                throw FixtureCopyError(message: "\(edit.file) does not contain \(edit.original.debugDescription)")
            }
            try text.replacingOccurrences(of: edit.original, with: edit.replacement).write(toFile: path, atomically: true, encoding: .utf8)
        }
        return copy
    }

    /// The sample configs (`Configs/`), copied and edited; validate `copy.directory`.
    func configs(editing edits: [TextEdit]) throws -> FixtureCopy {
        try copy([RepositoryPaths.plist, RepositoryPaths.settingsXML], editing: edits)
    }
}

/// A fixture could not be prepared as the test asked.
struct FixtureCopyError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
