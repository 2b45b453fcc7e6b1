import EventMapCore
import EventMapXML
import EventMapper
import Foundation

/// `event-map-bench profile-load-stages <config> [runs]`: the load + index row split into its
/// stages, each the best of `runs`, so that work on one stage shows in its own number.
enum LoadStages {
    static func measure(_ path: String, runs: Int) throws {
        var stages: [(String, Double)] = []
        func stage(_ name: String, _ body: () throws -> Void) rethrows {
            stages.append((name, try Stopwatch.best(of: runs, body)))
        }
        try stage("reader alone (tree, freed)") { _ = try PlistReader().read(contentsOf: path).nodeCount }
        try stage("ConfigSet.load (reader + model + merge, freed)") { _ = try ConfigSet.load([path]).map.pages.count }
        let set = try ConfigSet.load([path])
        stage("EventResolver on a loaded map (freed)") { _ = EventResolver(set.map).pages.count }
        try stage("load + index (the row)") { _ = EventResolver(try ConfigSet.load([path]).map).pages.count }
        var kept: [EventResolver] = []
        kept.reserveCapacity(runs + 1)
        try stage("load + index, kept (not freed)") { kept.append(EventResolver(try ConfigSet.load([path]).map)) }
        let freeing = Stopwatch.now()
        kept.removeAll()
        stages.append(("freeing \(runs + 1) kept resolvers, each", (Stopwatch.now() - freeing) / Double(runs + 1)))
        for (name, seconds) in stages {
            print(String(format: "%8.1f ms  %@", seconds * 1000, name))
        }
    }
}
