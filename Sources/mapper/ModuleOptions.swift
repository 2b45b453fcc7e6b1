import ArgumentParser
import EventMapCore
import EventMapper

/// `--module name=folder`, shared by the commands that scan sources (`scan`, `adopt`).
struct ModuleOptions: ParsableArguments {
    @Option(
        name: .customLong("module"),
        help: ArgumentHelp(
            "A module and its source folder (repeatable): Swift classes declared below the folder, and storyboard classes that inherit their module from the target, are named Module.Class, as NSStringFromClass names them. Default: the 'modules' of .mapper.json.",
            valueName: "name=folder"))
    var modules: [String] = []

    func validate() throws {
        for module in modules {
            let parts = module.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !module.hasPrefix("=") else {
                throw ValidationError("--module takes name=folder, found '\(module)'".escapingTerminalControls)
            }
            guard ModuleName.isValid(String(parts[0])) else { throw ValidationError(ModuleName.problem(String(parts[0])).escapingTerminalControls) }
        }
    }

    /// The modules given, by name; `project`'s when none is given.
    func named(else project: [String: String]) -> [String: String] {
        guard !modules.isEmpty else { return project }
        var named: [String: String] = [:]
        for module in modules {
            let parts = module.split(separator: "=", maxSplits: 1).map(String.init)
            named[parts[0]] = parts[1]
        }
        return named
    }
}
