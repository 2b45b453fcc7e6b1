import EventMapCore
import EventMapper
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// Which class names the hooks can look up: one folder per kind of class under
/// `Tests/Fixtures/ClassNames`, each a small project (`.mapper.json`, its sources and configs)
/// validated as `mapper validate` validates it there, and its findings compared as a whole with
/// `expected.txt`, paths relative to the folder. The sources say in a comment what
/// `NSStringFromClass` returns for each class.
final class ClassNameFixtureTests: XCTestCase {
    private static let cases = "ClassNames"

    /// The findings of validating the project in `folder`, one line each.
    static func findings(ofProjectIn folder: String) throws -> String {
        let project = try ProjectConfiguration.load(path: folder + "/" + ProjectConfiguration.fileName, relativePrefix: folder + "/")
        let scan = try SourceTreeScan.standard(parallel: false).scanRegistry(project.sources, modules: project.modules)
        let merged = ActionRegistry.merging([scan.classes])
        let report = try Validator(settings: ValidationSettings(project: project)).validate(
            try ConfigSet.load(project.configs), registry: merged.registry, registryFindings: scan.findings + merged.findings,
            connectedActions: scan.connectedActions)
        return report.findings.map { $0.description.replacingOccurrences(of: folder + "/", with: "") + "\n" }.joined()
    }

    func testEveryKindOfClassIsLookedUpByTheNameTheRuntimeGivesIt() throws {
        let root = RepositoryPaths.fixture(Self.cases)
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        XCTAssertEqual(
            folders,
            [
                "fileprivate-class", "generic-class", "local-class", "module-stripped", "module-unknown", "nested-class", "objc-name",
                "objective-c-class", "private-class", "swift-module",
            ])
        for name in folders {
            try GoldenFile.assertMatches(Self.findings(ofProjectIn: root + "/" + name), "\(Self.cases)/\(name)/expected.txt")
        }
    }
}
