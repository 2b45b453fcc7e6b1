import PackagePlugin

/// Has SwiftPM build `mapper-source-scanner` and `mapper-edit` whenever it builds `mapper`
/// (`swift run mapper`, `swift build --product mapper`), without linking either into `mapper`.
///
/// `mapper` runs them as separate processes so that it links neither swift-syntax nor an HTTP
/// server, and a target dependency on them would link their libraries into `mapper` all the
/// same. A plugin's tools are built before the target that uses the plugin and are never linked
/// into it. SwiftPM names a plugin's tool `<name>-tool` and puts it beside `mapper`, where
/// `mapper` looks for it (after `<name>`, which `swift build` builds too). The plugin adds no
/// build commands.
@main
struct BuildCompanionExecutables: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        // The manifest's dependencies are what have them built; looking them up fails the build
        // loudly should SwiftPM ever stop building them.
        _ = try context.tool(named: "mapper-source-scanner")
        _ = try context.tool(named: "mapper-edit")
        return []
    }
}
