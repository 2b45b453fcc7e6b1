import Foundation

/// Files under `Tests/Fixtures`, found from this source file so that tests run from any
/// working directory without bundling resources.
enum Fixtures {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The path of `relative` below `Tests/Fixtures`.
    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
