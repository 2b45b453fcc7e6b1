import Foundation

/// A scratch folder holding copies of `Tests/Fixtures/Edit` files, removed afterwards.
struct EditScratch {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Copies a fixture in and returns the copy's path.
    @discardableResult
    func copy(_ fixture: String, as name: String? = nil) throws -> String {
        let destination = directory.appendingPathComponent(name ?? fixture).path
        try FileManager.default.copyItem(atPath: Self.fixture(fixture), toPath: destination)
        return destination
    }

    static func fixture(_ name: String) -> String {
        MapperProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/Edit/\(name)").path
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
