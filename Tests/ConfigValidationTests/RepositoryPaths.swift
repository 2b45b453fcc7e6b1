import Foundation

/// Files of this repository, found from this source file (three levels below the root) so that
/// the tests run from any working directory.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Configs/`: the sample app's config set.
    static let configs = path("Configs")
    /// The sample app's plist config.
    static let plist = path("Configs/WGlobalUserStatisticsConfig.plist")
    /// The sample app's XML-dialect config.
    static let settingsXML = path("Configs/SettingsPages.xml")
    /// The sample app's registry file.
    static let registryFile = path("Examples/SampleApp/registry.json")

    /// The path of `relative` below the repository root.
    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
