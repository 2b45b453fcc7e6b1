import EventMapper
import Foundation

/// What `mapper init` does, with no printing: discover the project, refuse to replace an
/// existing `.mapper.json` unless forced, write the file atomically and read it back.
package enum ProjectInitialization {
    /// What to print and the exit status.
    package struct Outcome: Sendable {
        /// Lines for standard error: what was found, or why nothing was written.
        package var messages: [String]
        /// The project file's text, for standard output.
        package var printed: String?
        /// 0 written; 1 refused; 2 not written.
        package var status: Int32
    }

    /// - Parameter scaffold: With `--scaffold`: the starter config to write from the sources.
    package static func run(in root: String, force: Bool, dryRun: Bool, scaffold: Scaffold? = nil) -> Outcome {
        let path = root == "." ? ProjectConfiguration.fileName : root + "/" + ProjectConfiguration.fileName
        var discovery = ProjectDiscovery(root: root)
        var planned: PlannedScaffold?
        if let scaffold {
            switch plan(scaffold, root: root, discovery: discovery) {
            case .ended(let outcome): return outcome
            case .planned(let plan): (planned, discovery) = (plan, plan.discovery)
            }
        }
        guard !discovery.configs.isEmpty else {
            let folder = (try? FileManager.default.destinationOfSymbolicLink(atPath: root)) ?? FileManager.default.currentDirectoryPath
            return Outcome(
                messages: discovery.notes + [
                    "error: no config found below \(folder): a property list whose classes have PageEventIDs or ControlEventIDs, "
                        + "or an <event-map> XML file; add one (see docs/configuration.md), or run mapper init where the configs are"
                ], printed: nil, status: 1)
        }
        var messages =
            discovery.notes + (planned?.scaffold.notes ?? []) + [
                "found configs: \(discovery.configs.joined(separator: ", "))",
                "found sources: \(discovery.sources.isEmpty ? "none (add \"sources\" or \"registries\" to check the code)" : discovery.sources.joined(separator: ", "))",
                "tag: \(discovery.tag)",
            ]
        let projectFile = discovery.projectFile(modules: planned?.modules ?? [:])
        if dryRun { return Outcome(messages: messages + (planned.map { [$0.summary(written: false)] } ?? []), printed: projectFile, status: 0) }
        if FileManager.default.fileExists(atPath: path), !force {
            messages.append("\(path): error: the project file exists; mapper init --force replaces it")
            return Outcome(messages: messages, printed: projectFile, status: 1)
        }
        if let planned {
            if let failure = write(planned) { return Outcome(messages: messages + [failure], printed: nil, status: 2) }
            messages.append(planned.summary(written: true))
        }
        do {
            try AtomicFileWriter().writeUnderLock(Array(projectFile.utf8), to: path)
            _ = try ProjectConfiguration.load(path: path)
        } catch let failure as AtomicFileWriter.Failure {
            messages.append(failure.description)
            return Outcome(messages: messages, printed: nil, status: 2)
        } catch {
            messages.append("\(path): error: the written file does not read back: \(error)")
            return Outcome(messages: messages, printed: nil, status: 2)
        }
        messages.append("wrote \(path)")
        return Outcome(messages: messages, printed: projectFile, status: 0)
    }
}
