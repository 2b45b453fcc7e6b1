import Foundation
import PackagePlugin

/// `swift package validate-event-map [mapper validate options]`: runs `mapper validate` in the
/// package's folder, so that an app package checks its configs against its sources without
/// installing anything. The options are those of `mapper validate` (`--config`, `--sources`,
/// `--registry`, `--reporter`, `--strict`); with none, the package's `.mapper.json` decides.
/// `mapper` is pointed at the source scanner built with it (`MAPPER_SOURCE_SCANNER`), wherever
/// SwiftPM put the plugin's tools.
@main
struct ValidateEventMap: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let mapper = try context.tool(named: "mapper")
        let scanner = try context.tool(named: "mapper-source-scanner")
        let process = Process()
        process.executableURL = mapper.url
        process.arguments = ["validate"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["MAPPER_SOURCE_SCANNER": scanner.url.path]) { _, tool in tool }
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("mapper validate failed with exit status \(process.terminationStatus)")
            throw ValidationFailure(status: process.terminationStatus)
        }
    }
}

/// The plugin's failure, so that `swift package` exits non-zero and CI fails.
struct ValidationFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "mapper validate exited with status \(status)" }
}
