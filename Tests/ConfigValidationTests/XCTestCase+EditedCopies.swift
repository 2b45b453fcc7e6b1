import Foundation
import TestSupport
import XCTest

extension XCTestCase {
    /// Copies `files` (flat, by file name) into a scratch folder removed after the test, and
    /// makes `edits` to the copies: the mutated configs and registries negative tests validate.
    func copy(_ files: [String], editing edits: [TextEdit]) throws -> ScratchFolder {
        let scratch = try makeScratchFolder("ConfigValidationTests")
        for file in files { try scratch.copy(file) }
        try scratch.apply(edits)
        return scratch
    }

    /// The sample configs (`Configs/`), copied and edited; validate `copy.directory`.
    func configs(editing edits: [TextEdit]) throws -> ScratchFolder {
        try copy([RepositoryPaths.plist, RepositoryPaths.settingsXML], editing: edits)
    }
}
