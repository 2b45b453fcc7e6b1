import EventMapCore
import EventMapper
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// Source folders named with their module: Swift classes are `Module.Class`, as
/// `NSStringFromClass` names them, so that a config's module-qualified name is checked against
/// the right module (`Tests/Fixtures/ScannerModules`).
final class SourceModuleTests: XCTestCase {
    private static let root = RepositoryPaths.fixture("ScannerModules")

    private func scan(modules: [SourceModule]) throws -> ScannedRegistry {
        try SourceTreeScan.standard(parallel: false, modules: modules).scanRegistry([Self.root])
    }

    func testSwiftClassesAreNamedAfterTheModuleOfTheirFolder() throws {
        let scanned = try scan(modules: [
            SourceModule(name: "Shop", folder: Self.root + "/Shop/"), SourceModule(name: "Profile", folder: Self.root + "/Profile"),
        ])
        try GoldenFile.assertMatches(ScannerRuleFixtureTests.rendered(scanned, folder: Self.root), "ScannerModules.expected.txt")
    }

    func testAModuleQualifiedNameMatchesItsOwnModuleOnly() throws {
        let withModules = ActionRegistry(try scan(modules: [SourceModule(name: "Shop", folder: Self.root + "/Shop")]).classes)
        XCTAssertEqual(withModules.declaredClass("Shop.CartViewController")?.name, ClassName("Shop.CartViewController"))
        XCTAssertEqual(withModules.declaredClass("CartViewController")?.name, ClassName("Shop.CartViewController"))
        XCTAssertNil(withModules.declaredClass("OtherKit.CartViewController"))
        XCTAssertEqual(withModules.declaredClass("WPPromoViewController")?.name, ClassName("WPPromoViewController"))

        // `.mapper.json`'s modules, as `mapper validate` passes them, do the same.
        let fromProject = try SourceTreeScan.standard(parallel: false).scanRegistry([Self.root], modules: ["Shop": Self.root + "/Shop"])
        XCTAssertNil(ActionRegistry(fromProject.classes).declaredClass("OtherKit.CartViewController"))

        // Without modules the scan cannot tell: the last component matches any module.
        let withoutModules = ActionRegistry(try scan(modules: []).classes)
        XCTAssertEqual(withoutModules.declaredClass("OtherKit.CartViewController")?.name, ClassName("CartViewController"))
    }
}
