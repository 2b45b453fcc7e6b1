import EventMapCore
import EventMapper

extension ProjectInitialization {
    /// `mapper init --scaffold <config>`: a starter config for a project that has none, made
    /// from a scan of the sources init finds.
    package struct Scaffold {
        /// The config to write, a path from the root.
        package let path: String
        /// The module the sources are compiled into, when given: Swift classes are then
        /// `Module.Class`, as `NSStringFromClass` names them.
        package let module: String?
        /// What scans the sources.
        package let scanner: any RegistrySourceScanning

        package init(path: String, module: String?, scanner: any RegistrySourceScanning) {
            self.path = path
            self.module = module
            self.scanner = scanner
        }
    }

    /// A scaffold planned, or the outcome that ends the command.
    enum ScaffoldPlanning {
        case planned(PlannedScaffold)
        case ended(Outcome)
    }

    /// The scaffold planned, before anything is written.
    struct PlannedScaffold {
        /// The config's path as the process opens it.
        let file: String
        let scaffold: ConfigScaffold
        /// The project's discovery with the new config counted among its configs.
        let discovery: ProjectDiscovery
        /// `modules` for the project file.
        let modules: [String: String]

        /// The line that says what is (or would be) written.
        func summary(written: Bool) -> String {
            let pages = scaffold.pages.filter { !$0.pageEvents.isEmpty }.count
            return "\(written ? "wrote" : "would write") \(file): \(pages) pages with Enter and Leave, \(scaffold.actionCount) tagged actions "
                + "(IDs PAGE_EVENT_<PAGE>_ENTER/_LEAVE and CTRL_EVENT_<PAGE>_<ACTION>; mapper rename changes one)"
        }
    }

    /// Plans the scaffold: refuses a project that has configs, a path that is taken or not a
    /// config's, and a project with nothing to scaffold; scans the sources.
    static func plan(_ request: Scaffold, root: String, discovery: ProjectDiscovery) -> ScaffoldPlanning {
        let file = root == "." ? request.path : root + "/" + request.path
        func refusal(_ message: String, status: Int32) -> ScaffoldPlanning {
            .ended(Outcome(messages: discovery.notes + [message], printed: nil, status: status))
        }
        if let problem = pathProblem(request.path, file: file) { return refusal(problem.message, status: problem.status) }
        guard discovery.configs.isEmpty else {
            return refusal(
                "error: configs exist already (\(discovery.configs.joined(separator: ", "))): --scaffold starts a project that has none; "
                    + "add pages with mapper set, or move tracking calls with mapper adopt", status: 1)
        }
        guard !discovery.sources.isEmpty else {
            return refusal("error: no app sources found to scaffold from (Swift or Objective-C that uses UIKit, storyboards, xibs)", status: 1)
        }
        var modules: [String: String] = [:]
        if let module = request.module {
            guard discovery.sources.count == 1 else {
                return refusal(
                    "error: --module names the module of one source folder, and there are \(discovery.sources.count) "
                        + "(\(discovery.sources.joined(separator: ", "))); run mapper init, then name each under 'modules' in .mapper.json",
                    status: 64)
            }
            modules[module] = discovery.sources[0]
        }
        let scanned: ScannedRegistry
        do {
            let paths = discovery.sources.map { root == "." ? $0 : root + "/" + $0 }
            scanned = try request.scanner.scanRegistry(paths, modules: modules.mapValues { root == "." ? $0 : root + "/" + $0 })
        } catch {
            return refusal(error.description, status: 2)
        }
        let registry = ActionRegistry.merging([scanned.classes]).registry
        let scaffold = ConfigScaffold(registry: registry, lookup: .exact, tag: discovery.tag, file: file)
        guard !scaffold.pages.isEmpty else {
            return .ended(
                Outcome(
                    messages: discovery.notes + scaffold.notes + ["error: the sources declare no view controller and no tagged action to scaffold"],
                    printed: nil, status: 1))
        }
        let planned = ProjectDiscovery(root: root, plannedConfig: request.path)
        return .planned(PlannedScaffold(file: file, scaffold: scaffold, discovery: planned, modules: modules))
    }

    /// Why the config cannot be made at `path`, and the exit status.
    private static func pathProblem(_ path: String, file: String) -> (message: String, status: Int32)? {
        guard ConfigFileType(pathExtensionOf: path)?.isReadInConfigSets == true else {
            return ("\(path): error: a config must be a .plist or .xml file", 64)
        }
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
            return ("\(path): error: name the config by a path inside the project, from its root", 64)
        }
        guard FileSystemItem.kind(at: file) == nil else {
            return ("\(path): error: the file exists; --scaffold writes a new config and never replaces one", 1)
        }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        guard folder.isEmpty || FileSystemItem.kind(at: folder) == .folder else {
            return ("\(path): error: no such folder \(folder)", 2)
        }
        return nil
    }

    /// Writes the scaffold's config, under its edit lock, checked as it is read back.
    static func write(_ planned: PlannedScaffold) -> String? {
        do throws(ConfigEditFailure) {
            let change = try ConfigFileChange(creating: planned.file, with: planned.scaffold.pages)
            do {
                try change.write(with: AtomicFileWriter())
            } catch {
                return error.description
            }
        } catch {
            return error.description
        }
        return nil
    }
}
