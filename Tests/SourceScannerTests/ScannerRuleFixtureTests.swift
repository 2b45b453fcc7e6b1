import EventMapCore
import EventMapper
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// The scanner's rules, one folder of sources per rule under `Tests/Fixtures/ScannerRules`,
/// each scanned alone and compared as a whole with the registry its `expected.txt` writes down.
/// The Swift fixtures say in a comment what the compiler does; `check-with-swiftc.sh` in that
/// folder shows it (the Objective-C header the compiler generates for them). A folder with a
/// `modules.txt` (`Name=folder` lines, folders relative to the rule's) is scanned with those
/// modules, as `modules` in `.mapper.json` gives them.
final class ScannerRuleFixtureTests: XCTestCase {
    private static let rules = "ScannerRules"

    /// The registry as text: each class with its superclass, place and runtime name, its actions
    /// with their places, then the selector references, connected actions and findings. Paths
    /// are relative to the rule's folder.
    static func rendered(_ scan: ScannedRegistry, folder: String) -> String {
        func place(_ location: SourceLocation?) -> String {
            guard let location else { return "-" }
            let file = location.file.hasPrefix(folder + "/") ? String(location.file.dropFirst(folder.count + 1)) : location.file
            return "\(file):\(location.line):\(location.column)"
        }
        var lines: [String] = []
        for declared in scan.classes {
            let runtime = declared.runtimeName.map { "  runtime \($0)" } ?? ""
            lines.append("class \(declared.name.text) : \(declared.superclass?.text ?? "-")  \(place(declared.location))\(runtime)")
            lines += declared.actions.map { "    \($0.selector.text)  \(place($0.location))" }
        }
        lines += scan.selectorReferences.map { "selector \($0.selector.text)  \(place($0.location))" }
        lines += scan.connectedActions.map { "connected \($0.className.text) \($0.selector.text)  \(place($0.location))" }
        lines += scan.findings.map { "finding \(place($0.location)) \($0.rule.id): \($0.message)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The modules a rule's `modules.txt` names, none without one.
    static func modules(in folder: String) throws -> [SourceModule] {
        guard let text = try? String(contentsOfFile: folder + "/modules.txt", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "=", maxSplits: 1)
            return SourceModule(name: String(parts[0]), folder: folder + "/" + String(parts[1]))
        }
    }

    func testEveryRuleFolderScansToItsExpectedRegistry() throws {
        let root = RepositoryPaths.fixture(Self.rules)
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { name in
            var isFolder: ObjCBool = false
            return name != "CompilerStubs" && FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
        XCTAssertFalse(folders.isEmpty)
        for name in folders {
            let folder = root + "/" + name
            let scan = try SourceTreeScan.standard(parallel: false, modules: try Self.modules(in: folder)).scanRegistry([folder])
            try GoldenFile.assertMatches(Self.rendered(scan, folder: folder), "\(Self.rules)/\(name)/expected.txt")
        }
    }
}
