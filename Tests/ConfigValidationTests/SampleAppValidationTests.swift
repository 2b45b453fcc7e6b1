import EventMapCore
import EventMapper
import EventMapperTesting
import SourceScanner
import TestSupport
import XCTest

/// The sample app's configs (`Configs/`) against its pages: what an app's own test target gets
/// from EventMapperTesting in a few lines, plus the two promises spelt out one by one.
final class SampleAppValidationTests: XCTestCase {
    func testConfigsMatchTheSwiftDeclaredPages() {
        let report = XCTAssertEventMapValid(config: [RepositoryPaths.configs], registry: SampleAppPages.registry, strict: true)
        XCTAssertEqual(report?.findings.map(\.description), [])
        XCTAssertEqual(report?.configFiles, [RepositoryPaths.settingsXML, RepositoryPaths.plist])
    }

    func testConfigsMatchTheRegistryFile() {
        let report = XCTAssertEventMapValid(config: [RepositoryPaths.configs], registryFiles: [RepositoryPaths.registryFile], strict: true)
        XCTAssertEqual(report?.findings.map(\.description), [])
        XCTAssertEqual(report?.registryFiles, [RepositoryPaths.registryFile])
    }

    /// The original check, spelt out: every configured action exists on its class or a superclass.
    func testEveryConfiguredActionIsDeclared() throws {
        let map = try ConfigSet.load([RepositoryPaths.configs]).map
        let registry = SampleAppPages.registry
        var checked = 0
        for page in map.pages {
            let className = page.className.value.text
            XCTAssertNotNil(registry.declaredClass(className), "\(className) is configured but not declared")
            for control in page.controls {
                XCTAssertNotNil(
                    registry.declaringClass(of: control.selector.value, in: className),
                    "-[\(className) \(control.selector.value)] is configured but not declared")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 6, "every ControlEventIDs entry of Configs/ was checked")
    }

    /// The check the original never shipped, spelt out: every `_UA` action is configured for its class.
    func testEveryTaggedActionIsConfigured() throws {
        let resolver = EventResolver(try ConfigSet.load([RepositoryPaths.configs]).map)
        let tagged = SampleAppPages.registry.classes.flatMap { declared in
            declared.actions.filter { $0.selector.text.contains("_UA") }.map { (declared.name.text, $0.selector.text) }
        }
        XCTAssertEqual(
            tagged.map { "\($0.0) \($0.1)" },
            [
                "ConfigValidationTests.HomeViewController onFavBtnPressed_UA:",
                "ConfigValidationTests.SettingsViewController onLogoutBtnPressed_UA:",
                "ConfigValidationTests.NotificationSettingsViewController onToggleAllSwitchChanged_UA:",
            ])
        for (className, selector) in tagged {
            XCTAssertNotNil(resolver.controlEvent(forAction: selector, ofClass: className), "-[\(className) \(selector)] is not configured")
        }
    }

    /// What scanning the sample app's sources finds is what its Swift declarations say: the
    /// registry derived from code equals the declared one, class by class.
    func testScanningTheSourcesGivesTheDeclaredRegistry() throws {
        let scanned = try SourceTreeScan.standard().scanRegistry([RepositoryPaths.path("Examples/SampleApp")])
        XCTAssertEqual(scanned.findings.map(\.description), [])
        XCTAssertEqual(Self.summary(scanned.classes), Self.summary(SampleAppPages.registry.classes))
        XCTAssertEqual(scanned.connectedActions.count, 6)
    }

    /// Each class by unqualified name: its superclass's unqualified name and its sorted actions.
    private static func summary(_ classes: [DeclaredClass]) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: classes.map { declared in
                let superclass = declared.superclass.map { String($0.unqualified) } ?? "none"
                let actions = declared.actions.map(\.selector.text).sorted().joined(separator: " ")
                return (String(declared.name.unqualified), "superclass \(superclass); actions \(actions)")
            })
    }

    /// The Swift declarations and `Examples/SampleApp/registry.json` describe the same app: same
    /// classes, superclasses and own actions, compared by unqualified name (Swift's are
    /// module-qualified). Either one drifting from the sources breaks this.
    func testSwiftDeclarationsAgreeWithTheRegistryFile() throws {
        func summary(_ classes: [DeclaredClass]) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: classes.map { declared in
                    let superclass = declared.superclass.map { String($0.unqualified) } ?? "none"
                    let actions = declared.actions.map(\.selector.text).sorted().joined(separator: " ")
                    return (String(declared.name.unqualified), "superclass \(superclass); actions \(actions)")
                })
        }
        let declared = summary(SampleAppPages.registry.classes)
        let file = summary(try RegistryFile.load(path: RepositoryPaths.registryFile))
        XCTAssertEqual(declared, file)
        XCTAssertEqual(
            declared["HomeViewController"], "superclass BaseViewController; actions onFavBtnPressed_UA: onRefreshPulled: onShareBtnPressed:")
        XCTAssertEqual(declared["BaseViewController"], "superclass UIViewController; actions onHelpBtnPressed:")

        // The registry's own notion of "the same class" must agree too: merged, they conflict nowhere.
        let merged = ActionRegistry.merging([SampleAppPages.registry.classes, try RegistryFile.load(path: RepositoryPaths.registryFile)])
        XCTAssertEqual(merged.findings.map(\.description), [])
        XCTAssertEqual(merged.registry.classes.count, 6, "a module-qualified class and its unqualified name are one class")
    }

    /// What `RegistryFile.encode` writes (what `mapper scan` will write) is the committed file, byte
    /// for byte, the places of the declarations included, so regenerating the registry gives an
    /// empty diff.
    func testRegistryFileIsInCanonicalForm() throws {
        let committed = try String(contentsOfFile: RepositoryPaths.registryFile, encoding: .utf8)
        let folder = RepositoryPaths.path("Examples/SampleApp")
        XCTAssertEqual(RegistryFile.encode(try RegistryFile.load(path: RepositoryPaths.registryFile), locationsRelativeTo: folder), committed)
        XCTAssertEqual(
            RegistryFile.encode(try RegistryFile.load(path: RepositoryPaths.handWrittenRegistryFile)),
            try String(contentsOfFile: RepositoryPaths.handWrittenRegistryFile, encoding: .utf8))
    }
}
