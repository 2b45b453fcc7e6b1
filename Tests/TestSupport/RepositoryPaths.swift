import Foundation

/// Files of this repository, found from this source file so that tests run from any working
/// directory without bundling resources.
///
/// ## Usage
/// ```swift
/// let config = RepositoryPaths.fixture("Edit/sample.plist")   // Tests/Fixtures/Edit/sample.plist
/// let sample = RepositoryPaths.path("Configs/SettingsPages.xml")
/// ```
package enum RepositoryPaths {
    /// The repository root: this file is `Tests/TestSupport/RepositoryPaths.swift`.
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/Fixtures`: every test's files on disk.
    package static let fixtures: URL = root.appendingPathComponent("Tests/Fixtures")

    /// The path of `relative` below the repository root.
    package static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The path of `relative` below `Tests/Fixtures`.
    package static func fixture(_ relative: String) -> String {
        fixtures.appendingPathComponent(relative).path
    }

    /// The bytes of `relative` below `Tests/Fixtures`.
    package static func fixtureBytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(relative)))
    }

    /// The regular files of a folder below `Tests/Fixtures`, sorted, without hidden ones
    /// (`.gitkeep`).
    package static func fixtureFiles(in folder: String) throws -> [String] {
        let directory = fixture(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { directory + "/" + $0 }
            .filter { file in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    // MARK: The sample app

    /// `Configs/`: the sample app's config set.
    package static let configs = path("Configs")
    /// The sample app's plist config.
    package static let plist = path("Configs/WGlobalUserStatisticsConfig.plist")
    /// The sample app's XML-dialect config.
    package static let settingsXML = path("Configs/SettingsPages.xml")
    /// The sample app's registry file.
    package static let registryFile = path("Examples/SampleApp/registry.json")
    /// The sample's registry as a file written by hand: without the places of the declarations,
    /// so that each class and action is located in the file itself.
    package static let handWrittenRegistryFile = fixture("Registry/by-hand/registry.json")
    /// `Examples/SampleApp`: the sample app's sources.
    package static let sampleApp = path("Examples/SampleApp")
}
