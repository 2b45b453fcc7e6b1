import PackagePlugin

/// Has SwiftPM build `mapper-source-scanner` whenever it builds `mapper` (`swift run mapper`,
/// `swift build --product mapper`), without linking the scanner into `mapper`.
///
/// `mapper` runs the scanner as a separate process so that it does not link swift-syntax, and a
/// target dependency on the scanner would link the scanner's libraries into `mapper` all the
/// same. A plugin's tools are built before the target that uses the plugin and are never linked
/// into it. SwiftPM names a plugin's tool `mapper-source-scanner-tool` and puts it beside
/// `mapper`, where `mapper` looks for it (after `mapper-source-scanner`, which `swift build`
/// builds too). The plugin adds no build commands.
@main
struct BuildSourceScanner: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        // The manifest's dependency is what has it built; looking it up fails the build loudly
        // should SwiftPM ever stop building it.
        _ = try context.tool(named: "mapper-source-scanner")
        return []
    }
}
