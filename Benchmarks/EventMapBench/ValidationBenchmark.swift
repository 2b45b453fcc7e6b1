import EventMapCore
import EventMapper
import Foundation

/// Validation of a generated config against a registry that declares exactly its classes and
/// actions, timed beside the loads it follows; and how validation and load + index grow with
/// the number of pages.
struct ValidationBenchmark {
    /// The sizes of the growth table: a cost that grows faster than the pages shows as a
    /// per-page time that rises down the table.
    static let growthSizes = [1_000, 10_000, 50_000].map { ConfigGenerator(pages: $0, actionsPerPage: 20) }

    let runs: Int
    let directory: String
    var report: BenchmarkReport

    /// The best time of each step of a validation.
    struct StepTimes {
        var loadConfig: Double
        var loadRegistry: Double
        var rules: Double
        var total: Double { loadConfig + loadRegistry + rules }
    }

    /// Writes `config`'s registry file and times loading the config, loading the registry and
    /// running every rule, each the best of `runs`.
    func measure(_ config: ConfigGenerator, runs: Int) throws -> StepTimes {
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
        return StepTimes(loadConfig: load, loadRegistry: loadRegistry, rules: validate)
    }

    mutating func run(_ config: ConfigGenerator) throws {
        let times = try measure(config, runs: runs)
        report.section(
            "Validation of \(config.name) against a \(config.pages)-class registry (best of \(runs))",
            columns: ["step", "time"])
        report.row(["load the config set", milliseconds(times.loadConfig)])
        report.row(["load the registry file", milliseconds(times.loadRegistry)])
        let rules = report.target("validation rules on \(config.name)", value: times.rules * 1000, atMost: 100, format: { format1($0) + " ms" })
        report.row(["validate (every rule)", rules])
        let total = report.target("validation total on \(config.name)", value: times.total * 1000, atMost: 400, format: { format1($0) + " ms" })
        report.row(["total", total])
    }

    /// Load + index and validation at 1,000, 10,000 and 50,000 pages, with the time per page
    /// and its ratio to the smallest config's.
    mutating func runGrowth() throws {
        let largest = Self.growthSizes.last!
        try largest.plist().write(toFile: "\(directory)/\(largest.name).plist", atomically: true, encoding: .utf8)
        report.section(
            "Growth: load + index and validation by pages (20 actions each), best of \(runs)",
            columns: ["config", "load + index", "per page", "validation (load both, every rule)", "per page", "rules alone", "per page"])
        var firstPerPage: [Double] = []
        for config in Self.growthSizes {
            let path = "\(directory)/\(config.name).plist"
            let loadAndIndex = try Stopwatch.best(of: runs) { try ResolverBenchmark.loadAndIndex(path, pages: config.pages) }
            let validation = try measure(config, runs: runs)
            let perPage = [loadAndIndex, validation.total, validation.rules].map { $0 / Double(config.pages) }
            if firstPerPage.isEmpty { firstPerPage = perPage }
            let cells = perPage.indices.map { "\(format2(perPage[$0] * 1e6)) µs (\(ratio(perPage[$0] / firstPerPage[$0])))" }
            report.row([
                config.name, milliseconds(loadAndIndex), cells[0], milliseconds(validation.total), cells[1], milliseconds(validation.rules), cells[2],
            ])
        }
        report.note(
            "Each per-page time is followed by its ratio to the \(Self.growthSizes[0].name) row's: a ratio that rises with the pages is a cost that grows faster than them."
        )
    }
}
