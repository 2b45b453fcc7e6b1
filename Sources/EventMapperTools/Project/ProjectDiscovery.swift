import EventMapCore
import EventMapper
import Foundation
import InputFiles

/// What `mapper init` finds in a repository to write its `.mapper.json`: the configs (property
/// lists of the WGlobalUserStatisticsConfig shape, XML-dialect files), the folders of the app's
/// sources (Swift and Objective-C that use UIKit, storyboards, xibs), and the tag the
/// configured actions share.
package struct ProjectDiscovery: Sendable {
    /// Config files and folders, relative to the root.
    package let configs: [String]
    /// Source folders, relative to the root.
    package let sources: [String]
    /// The tag: the `_XX` suffix most configured actions carry, else `_UA`.
    package let tag: String
    /// The symbolic links not followed, as notes: `up: note: …`.
    package let notes: [String]

    /// Folders never searched: tools' caches, dependencies, build products, tests.
    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "DerivedData", "build", "node_modules", "vendor", "Tests", "Fixtures", "Benchmarks",
    ]

    /// Searches `root`.
    /// - Parameter plannedConfig: A config to be written (a path from `root`), counted as found.
    package init(root: String, plannedConfig: String? = nil) {
        var configFiles: [String] = []
        var otherFiles: [String] = []
        var sourceFolders = Set<String>()
        var notes: [String] = []
        Self.walk(root, notes: &notes) { relative, name in
            let path = root + "/" + relative
            if name.hasSuffix(".plist") || name.hasSuffix(".xml") {
                if Self.isConfig(path) { configFiles.append(relative) } else { otherFiles.append(relative) }
            } else if let kind = SourceFileKind(path: name), kind == .interfaceBuilder || Self.isAppSource(path) {
                sourceFolders.insert((relative as NSString).deletingLastPathComponent)
            }
        }
        if let plannedConfig { configFiles.append(plannedConfig) }
        configs = Self.folders(covering: configFiles.sorted(), sparing: otherFiles, in: root)
        sources = Self.outermost(Array(sourceFolders)).sorted()
        tag = Self.commonTag(of: configFiles.map { root + "/" + $0 }) ?? "_UA"
        self.notes = notes
    }

    /// The project file's text.
    package var projectFile: String { projectFile(modules: [:]) }

    /// The project file's text, with `modules` (module name → folder) when there are any.
    package func projectFile(modules: [String: String]) -> String {
        func list(_ items: [String]) -> String { "[" + items.map(Self.quoted).joined(separator: ", ") + "]" }
        let moduleMembers = modules.sorted { $0.key < $1.key }.map { Self.quoted($0.key) + ": " + Self.quoted($0.value) }
        // The lookup is written out, as the default: which one the app's hooks make is a fact
        // about the app that the file should state.
        return "{\n  \"configs\": \(list(configs)),\n  \"sources\": \(list(sources)),\n"
            + (modules.isEmpty ? "" : "  \"modules\": {" + moduleMembers.joined(separator: ", ") + "},\n")
            + "  \"tag\": \(Self.quoted(tag)),\n  \"classLookup\": \(Self.quoted(ClassLookup.exact.rawValue))\n}\n"
    }

    /// `"text"`, escaped for JSON.
    private static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONStringEscaper.append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `found` with each file below `root` (relative path, name), hidden and skipped folders aside.
    ///
    /// A symbolic link is followed only when what it leads to lies inside `root`: a link can
    /// lead out of the project (`up -> ..`, where another project's configs are) or across the
    /// whole filesystem (`root -> /`). Each folder is searched once, by device and inode, so
    /// that a link back up the tree (`self -> .`) is not a loop; links to folders are followed
    /// after the tree itself, so that a folder is found under its own name first.
    private static func walk(_ root: String, notes: inout [String], _ found: (String, String) -> Void) {
        guard let top = try? SearchedItem(root, inside: nil), case .folder(let identity) = top.kind else { return }
        var search = Search(top: top.resolved, visited: [identity])
        walk(root, relative: "", search: &search, found)
        while !search.links.isEmpty {
            let link = search.links.removeFirst()
            guard search.visited.insert(link.identity).inserted else {
                search.notes.append("\(link.path): note: a symbolic link to a folder searched already; not followed")
                continue
            }
            walk(root, relative: link.path, depth: link.depth, search: &search, found)
        }
        notes = search.notes
    }

    /// The state of a search: the folder searched, the folders seen, the links to folders not
    /// followed yet, and the notes on links passed over.
    private struct Search {
        let top: String
        var visited: Set<SearchedItem.Identity>
        var links: [(path: String, depth: Int, identity: SearchedItem.Identity)] = []
        var notes: [String] = []
    }

    private static func walk(_ root: String, relative: String, depth: Int = 0, search: inout Search, _ found: (String, String) -> Void) {
        guard depth < 12, let names = try? FileManager.default.contentsOfDirectory(atPath: root + (relative.isEmpty ? "" : "/" + relative)) else {
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = relative.isEmpty ? name : relative + "/" + name
            let item: SearchedItem?
            do throws(OutOfFolder) {
                item = try SearchedItem(root + "/" + child, inside: search.top)
            } catch {
                search.notes.append("\(child): note: a symbolic link out of the folder searched (to \(error.target)); not followed")
                continue
            }
            switch item?.kind {
            case .folder(let identity):
                guard !skippedFolders.contains(name), !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcassets") else { continue }
                if item?.isLink == true {
                    search.links.append((child, depth + 1, identity))
                } else if search.visited.insert(identity).inserted {
                    walk(root, relative: child, depth: depth + 1, search: &search, found)
                }
            case .file:
                found(child, name)
            case nil:
                continue
            }
        }
    }

    /// A property list whose classes map to `PageEventIDs`/`ControlEventIDs`, or an `<event-map>`.
    private static func isConfig(_ path: String) -> Bool {
        guard let bytes = try? InputFile.contents(of: path, limit: 8 << 20) else { return false }
        let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
        return text.contains("<key>PageEventIDs</key>") || text.contains("<key>ControlEventIDs</key>") || text.contains("<event-map")
    }

    /// Swift or Objective-C that imports UIKit or declares an action: an app's, not a tool's.
    private static func isAppSource(_ path: String) -> Bool {
        guard let bytes = try? InputFile.contents(of: path, limit: 4 << 20) else { return false }
        let markers = ["import UIKit", "#import <UIKit/", "@import UIKit", "@IBAction", "- (IBAction)"]
        return String(decoding: bytes.prefix(1 << 16), as: UTF8.self).split(separator: "\n").contains { line in
            let code = line.drop { $0 == " " || $0 == "\t" }
            return markers.contains { code.hasPrefix($0) }
        }
    }

    /// The files, each folder of several (or below the root) named instead of its files, unless
    /// other property lists or XML files lie below it: those the search found, and those in the
    /// folders it does not enter (`Tests`, hidden ones), which a config set would read all the same.
    private static func folders(covering files: [String], sparing others: [String], in root: String) -> [String] {
        let byFolder = Dictionary(grouping: files) { ($0 as NSString).deletingLastPathComponent }
        let configs = Set(files)
        return byFolder.keys.sorted().flatMap { folder in
            // A folder stands for every property list and XML file below it: one that also
            // holds another kind (Info.plist beside the config) is named file by file.
            let holdsOthers =
                others.contains { folder.isEmpty || $0.hasPrefix(folder + "/") }
                || readsOthers(folder.isEmpty ? root : root + "/" + folder, root: root, configs: configs)
            guard !holdsOthers, byFolder[folder]!.count > 1 || !folder.isEmpty else { return byFolder[folder]! }
            return [folder.isEmpty ? "." : folder]
        }
    }

    /// Whether a config set of `folder` would read a file that is not one of `configs` (paths
    /// from `root`), or could not be listed.
    private static func readsOthers(_ folder: String, root: String, configs: Set<String>) -> Bool {
        guard let listed = try? ConfigSet.configFiles([folder]) else { return true }
        return listed.contains { path in
            let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
            return !configs.contains(relative)
        }
    }

    /// The folders no other of them contains.
    private static func outermost(_ folders: [String]) -> [String] {
        let named = folders.map { $0.isEmpty ? "." : $0 }
        if named.contains(".") { return ["."] }
        return named.filter { folder in !named.contains { $0 != folder && folder.hasPrefix($0 + "/") } }
    }

    /// The `_XX` suffix of most configured actions (`onFavBtnPressed_UA:` → `_UA`).
    private static func commonTag(of configs: [String]) -> String? {
        var counts: [String: Int] = [:]
        for path in configs {
            guard let set = try? ConfigSet.load([path]) else { continue }
            for page in set.map.pages {
                for control in page.controls {
                    let name = control.selector.value.text.split(separator: ":").first.map(String.init) ?? ""
                    guard let underscore = name.lastIndex(of: "_") else { continue }
                    let suffix = name[underscore...]
                    if suffix.count >= 3, suffix.dropFirst().allSatisfy({ $0.isUppercase }) { counts[String(suffix), default: 0] += 1 }
                }
            }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }
}
