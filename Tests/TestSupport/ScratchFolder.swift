import Foundation
import XCTest

/// A folder for one test's files: copies of fixtures to edit, mutated configs, scripts.
///
/// ## Usage
/// ```swift
/// let scratch = try makeScratchFolder("edit")            // removed after the test
/// let config = try scratch.copyFixture("Edit/sample.plist")
/// try scratch.apply([TextEdit(file: "sample.plist", original: "HOME_FAV", replacement: "HOME_X")])
/// ```
package struct ScratchFolder: Sendable {
    /// The folder.
    package let url: URL

    /// The folder's path.
    package var directory: String { url.path }

    /// Creates a new, empty folder named after `purpose`. Remove it with ``remove()``, or create
    /// it with `XCTestCase.makeScratchFolder(_:)` to have it removed after the test.
    package init(_ purpose: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `relative` in the folder.
    package func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    /// Copies the file at `source` in, named `name` or as it was, and returns the copy's path.
    @discardableResult
    package func copy(_ source: String, as name: String? = nil) throws -> String {
        let destination = path(name ?? URL(fileURLWithPath: source).lastPathComponent)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        return destination
    }

    /// Copies `relative` below `Tests/Fixtures` in, named `name` or by its last component, and
    /// returns the copy's path.
    @discardableResult
    package func copyFixture(_ relative: String, as name: String? = nil) throws -> String {
        try copy(RepositoryPaths.fixture(relative), as: name)
    }

    /// Makes the folder `relative` and copies the fixtures `names` (below `Tests/Fixtures`) into
    /// it, each by its name: one app's tree from several fixtures. Returns the folder's path.
    package func fixtureTree(_ relative: String, of names: [String]) throws -> String {
        let folder = path(relative)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in names { try FileManager.default.copyItem(atPath: RepositoryPaths.fixture(name), toPath: folder + "/" + name) }
        return folder
    }

    /// Makes `edits` to the files in the folder. Throws when a text to replace is not there, so
    /// that a negative test can never pass because its mutation silently did nothing.
    package func apply(_ edits: [TextEdit]) throws {
        for edit in edits {
            let file = path(edit.file)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            guard text.contains(edit.original) else {
                throw FixturePreparationError(message: "\(edit.file) does not contain \(edit.original.debugDescription)")
            }
            try text.replacingOccurrences(of: edit.original, with: edit.replacement).write(toFile: file, atomically: true, encoding: .utf8)
        }
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

    /// Removes the folder and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A text replacement in one file of a ``ScratchFolder``.
package struct TextEdit: Sendable {
    /// The file's name in the folder.
    package let file: String
    /// The exact text to replace (every occurrence).
    package let original: String
    /// What replaces it.
    package let replacement: String

    /// Creates an edit.
    package init(file: String, original: String, replacement: String) {
        self.file = file
        self.original = original
        self.replacement = replacement
    }
}

/// A fixture could not be prepared as the test asked: a text to replace is missing, say.
package struct FixturePreparationError: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }

    package init(message: String) {
        self.message = message
    }
}

extension XCTestCase {
    /// A new ``ScratchFolder`` named after `purpose`, removed after the test.
    package func makeScratchFolder(_ purpose: String) throws -> ScratchFolder {
        let folder = try ScratchFolder(purpose)
        addTeardownBlock { folder.remove() }
        return folder
    }
}
