import EventMapCore
import EventMapper
import Foundation

/// Validation of the largest generated config against a registry that declares exactly its
/// classes and actions, timed beside the load it follows.
struct ValidationBenchmark {
    let runs: Int
    let directory: String
    var report: BenchmarkReport

    mutating func run(_ config: ConfigGenerator) throws {
        let configPath = "\(directory)/\(config.name).plist"
        let registryPath = "\(directory)/\(config.name).registry.json"
        let classes =
            (0..<config.pages).map { page in
                DeclaredClass(
                    name: ClassName(config.className(page)), superclass: ClassName("BaseViewController"),
                    actions: (0..<config.actionsPerPage).map { DeclaredAction(ActionSelector(config.selector($0))) })
            } + [DeclaredClass(name: ClassName("BaseViewController"), actions: [DeclaredAction("onBackBtnPressed:")])]
        try RegistryFile.encode(classes).write(toFile: registryPath, atomically: true, encoding: .utf8)

        var configs: ConfigSet?
        var registry: ActionRegistry?
        var findings = -1
        let load = try Stopwatch.best(of: runs) { configs = try ConfigSet.load([configPath]) }
        let loadRegistry = try Stopwatch.best(of: runs) { registry = ActionRegistry.merging([try RegistryFile.load(path: registryPath)]).registry }
        let validator = try Validator()
        let validate = Stopwatch.best(of: runs) { findings = validator.validate(configs!, registry: registry).findings.count }
        precondition(findings == 0, "the generated config must validate cleanly, found \(findings) findings")
        report.section(
            "Validation of \(config.name) against a \(config.pages)-class registry (best of \(runs))",
            columns: ["step", "time"])
        report.row(["load the config set", milliseconds(load)])
        report.row(["load the registry file", milliseconds(loadRegistry)])
        report.row(["validate (every rule)", milliseconds(validate)])
        report.row(["total", milliseconds(load + loadRegistry + validate)])
    }
}
