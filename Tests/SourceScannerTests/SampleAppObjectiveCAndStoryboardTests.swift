import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// The sample app's Objective-C page and storyboard, scanned, against its `registry.json` and
/// the actions `Main.storyboard` wires.
final class SampleAppObjectiveCAndStoryboardTests: XCTestCase {
    private static let sampleApp = RepositoryPaths.sampleApp

    private func scan() throws -> ScannedRegistry {
        let scanners: [SourceLanguage: any SourceFileScanning] = [
            .objectiveC: ObjectiveCSourceScanner(), .interfaceBuilder: InterfaceBuilderScanner(),
        ]
        return try SourceTreeScan(scanners: scanners).scanRegistry([Self.sampleApp])
    }

    func testObjectiveCClassesAgreeWithTheRegistryFile() throws {
        let scanned = try scan()
        XCTAssertEqual(scanned.findings, [])
        let expected = try RegistryFile.load(path: Self.sampleApp + "/registry.json")
        XCTAssertEqual(scanned.classes.map(\.name.text), ["DetailViewController"])
        for declared in scanned.classes {
            let registered = try XCTUnwrap(expected.first { $0.name == declared.name }, "\(declared.name) is not in registry.json")
            XCTAssertEqual(declared.superclass, registered.superclass)
            // Every instance method, as the runtime lists it: the viewDidLoad override too.
            XCTAssertEqual(declared.actions.map(\.selector).sorted(), registered.actions.map(\.selector).sorted())
        }
        let detail = try XCTUnwrap(scanned.classes.first)
        XCTAssertEqual(detail.location, SourceLocation(file: Self.sampleApp + "/DetailViewController.h", line: 9, column: 12))
        XCTAssertEqual(
            detail.actions.map { "\($0.selector) \($0.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" } ?? "")" },
            [
                "onShareBtnPressed: DetailViewController.h:11:13",
                "onBackBtnPressed: DetailViewController.h:12:13",
                "viewDidLoad DetailViewController.m:9:9",
            ])
    }

    func testStoryboardConnectedActions() throws {
        let scanned = try scan()
        let storyboard = Self.sampleApp + "/Main.storyboard"
        XCTAssertEqual(
            scanned.connectedActions,
            [
                ConnectedAction(
                    className: ClassName("SampleApp.HomeViewController"), selector: ActionSelector("onFavBtnPressed_UA:"),
                    at: SourceLocation(file: storyboard, line: 40, column: 37)),
                ConnectedAction(
                    className: ClassName("DetailViewController"), selector: ActionSelector("onShareBtnPressed:"),
                    at: SourceLocation(file: storyboard, line: 98, column: 37)),
                ConnectedAction(
                    className: ClassName("DetailViewController"), selector: ActionSelector("onBackBtnPressed:"),
                    at: SourceLocation(file: storyboard, line: 106, column: 37)),
                ConnectedAction(
                    className: ClassName("SampleApp.SettingsViewController"), selector: ActionSelector("onNotificationsSwitchChanged:"),
                    at: SourceLocation(file: storyboard, line: 134, column: 37)),
                ConnectedAction(
                    className: ClassName("SampleApp.SettingsViewController"), selector: ActionSelector("onLogoutBtnPressed_UA:"),
                    at: SourceLocation(file: storyboard, line: 150, column: 37)),
                ConnectedAction(
                    className: ClassName("SampleApp.NotificationSettingsViewController"), selector: ActionSelector("onToggleAllSwitchChanged_UA:"),
                    at: SourceLocation(file: storyboard, line: 178, column: 37)),
            ])
        // Every connected action is implemented, by the registry's reckoning.
        let registry = ActionRegistry(try RegistryFile.load(path: Self.sampleApp + "/registry.json"))
        for action in scanned.connectedActions {
            XCTAssertNotNil(registry.declaringClass(of: action.selector, in: action.className.text), "\(action.className) \(action.selector)")
        }
    }
}
