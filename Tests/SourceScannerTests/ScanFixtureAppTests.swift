import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// `Tests/Fixtures/ScanFixtureApp`, scanned, against what its author derived by hand: the
/// registry (`ScanFixtureApp.expected.json`), the connected actions
/// (`ScanFixtureApp.connected-actions.expected.txt`), and the one storyboard mistake a validator
/// must report.
final class ScanFixtureAppTests: XCTestCase {
    private static let app = RepositoryPaths.fixture("ScanFixtureApp")

    private func scan() throws -> ScannedRegistry {
        try SourceTreeScan.standard().scanRegistry([Self.app])
    }

    /// A class as `Name : Superclass` (`-` for none) and its sorted selectors.
    private static func summary(_ declared: DeclaredClass) -> String {
        "\(declared.name.text) : \(declared.superclass?.text ?? "-") [\(declared.actions.map(\.selector.text).sorted().joined(separator: " "))]"
    }

    /// A path relative to the repository root, as the expected files write them.
    private static func relative(_ path: String) -> String {
        let root = RepositoryPaths.root.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    func testScannedRegistryEqualsTheExpectedFile() throws {
        let scanned = try scan()
        XCTAssertEqual(scanned.findings, [])
        let expected = try RegistryFile.load(path: RepositoryPaths.fixture("ScanFixtureApp.expected.json"))
        // Class order follows the first file that mentions a class (the README says why it may
        // differ from the expected file's): compare as sets, then class by class.
        XCTAssertEqual(Set(scanned.classes.map(\.name.text)), Set(expected.map(\.name.text)))
        XCTAssertEqual(scanned.classes.count, expected.count)
        let scannedByName = Dictionary(scanned.classes.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        for declared in expected {
            guard let found = scannedByName[declared.name.text] else { continue }
            XCTAssertEqual(Self.summary(found), Self.summary(declared))
        }
    }

    func testScannedConnectedActionsEqualTheExpectedFile() throws {
        let scanned = try scan()
        let text = try String(contentsOfFile: RepositoryPaths.fixture("ScanFixtureApp.connected-actions.expected.txt"), encoding: .utf8)
        let expected = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            scanned.connectedActions.map { action in
                "\(Self.relative(action.location.file)):\(action.location.line):\(action.location.column) \(action.className) \(action.selector)"
            }, expected)
    }

    func testTheStoryboardMistakeIsTheOneUnimplementedConnectedAction() throws {
        let scanned = try scan()
        let configs = try ConfigSet.load([RepositoryPaths.fixture("ScanFixtureApp.configs")])
        let report = try Validator().validate(
            configs, registry: ActionRegistry(scanned.classes), registryFindings: scanned.findings, connectedActions: scanned.connectedActions
        )
        let unimplemented = report.findings.filter { $0.rule == .unimplementedConnectedAction }
        XCTAssertEqual(unimplemented.count, 1)
        let finding = try XCTUnwrap(unimplemented.first)
        XCTAssertEqual(
            finding.messageWithSuggestion,
            "onApplyCouponBtnPressed: is connected to ScanFixtureApp.CartViewController, which does not implement it; "
                + "the app crashes with 'unrecognized selector' when it is sent; did you mean onScanCouponBtnPressed:?"
        )
        XCTAssertEqual(Self.relative(finding.location.file), "Tests/Fixtures/ScanFixtureApp/Main.storyboard")
        XCTAssertEqual(finding.location.line, 79)
        XCTAssertEqual(finding.location.column, 37)
        XCTAssertEqual(finding.severity, .error)
    }
}
