import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// The Swift scanner, run over the sample app, finds what `Examples/SampleApp/registry.json`
/// declares for its Swift classes.
final class SwiftSampleAppScanTests: XCTestCase {
    private static let sampleApp = URL(fileURLWithPath: RepositoryPaths.sampleApp)

    func testTheSwiftClassesMatchTheSampleAppsRegistry() throws {
        let scanned = try SourceTreeScan(scanners: [.swift: SwiftSourceScanner()]).scanRegistry([Self.sampleApp.path])
        XCTAssertEqual(scanned.findings, [])
        let declared = try RegistryFile.load(path: Self.sampleApp.appendingPathComponent("registry.json").path)

        // The app delegate's one method in the runtime is the UIApplicationDelegate requirement
        // it implements, `@objc` with the header's selector because the protocol is.
        XCTAssertEqual(
            scanned.classes.map(\.name.text),
            [
                "AppDelegate", "BaseViewController", "HomeViewController", "NotificationSettingsViewController", "SettingsViewController",
            ])
        let appDelegate = try XCTUnwrap(scanned.classes.first)
        XCTAssertEqual(appDelegate.superclass, ClassName("UIResponder"))
        XCTAssertEqual(appDelegate.actions.map(\.selector), ["application:didFinishLaunchingWithOptions:"])

        for scannedClass in scanned.classes {
            let entry = try XCTUnwrap(declared.first { $0.name == scannedClass.name }, scannedClass.name.text)
            XCTAssertEqual(scannedClass.superclass, entry.superclass, scannedClass.name.text)
            XCTAssertEqual(scannedClass.actions.map(\.selector).sorted(), entry.actions.map(\.selector).sorted(), scannedClass.name.text)
        }
        XCTAssertEqual(
            scanned.classes.first { $0.name.text == "HomeViewController" }?.actions.compactMap(\.location?.description),
            [
                Self.sampleApp.path + "/HomeViewController.swift:27:20",
                Self.sampleApp.path + "/HomeViewController.swift:32:16",
                Self.sampleApp.path + "/HomeViewController.swift:37:16",
            ]
        )

        // The actions wired in code are referenced with #selector.
        XCTAssertEqual(scanned.selectorReferences.map(\.selector.text), ["onHelpBtnPressed:", "onShareBtnPressed:", "onRefreshPulled:"])
        XCTAssertEqual(
            scanned.selectorReferences.first?.location, SourceLocation(file: Self.sampleApp.path + "/BaseViewController.swift", line: 16, column: 31))
    }
}
