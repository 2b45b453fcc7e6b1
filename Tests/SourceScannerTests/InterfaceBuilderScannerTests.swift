import EventMapCore
import EventMapXML
import EventMapper
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// Storyboards and xibs to connected actions: destinations resolved to classes (module-qualified
/// when IB names a module), First Responder and plain UIKit objects left out, broken files as
/// one `unparsable-source` finding.
final class InterfaceBuilderScannerTests: XCTestCase {
    private static let fixtures = RepositoryPaths.fixtures.appendingPathComponent("InterfaceBuilder")

    private func scanFixture(_ name: String) throws -> (scan: SourceFileScan, path: String) {
        let path = Self.fixtures.appendingPathComponent(name).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        return (InterfaceBuilderScanner().scan(bytes, path: path), path)
    }

    private func summary(_ actions: [ConnectedAction]) -> [String] {
        actions.map { "\($0.location.line):\($0.location.column) \($0.className) \($0.selector)" }
    }

    func testStoryboardActionsGoToTheirDestinationsClass() throws {
        let (scan, _) = try scanFixture("Checkout.storyboard")
        XCTAssertEqual(
            summary(scan.connectedActions),
            [
                "16:166 Shop.CartViewController onPayBtnPressed_UA:",
                "17:37 Shop.CartViewController onPayBtnPressed_UA:forEvent:",
                // 23: copy: to First Responder is nil-targeted.
                "28:37 QuantityStepper onQuantityChanged:",
                // 29: the helper object has no custom class.
                "53:33 ReceiptViewController onDoneBtnPressed:",
                "61:25 ReceiptViewController onBackgroundTapped:",
                // 75: the plain view controller has no custom class.
            ])
        XCTAssertEqual(scan.findings, [])
        XCTAssertEqual(scan.classes, [])
    }

    func testXibActionsGoToTheFilesOwnersClass() throws {
        let (scan, path) = try scanFixture("ProductCell.xib")
        XCTAssertEqual(
            summary(scan.connectedActions),
            [
                "23:25 Shop.ProductListViewController onFavBtnPressed_UA:",
                "34:25 Shop.ProductListViewController onSortChanged:",
                "35:25 ShopUI.SortControl sortControlDidChange:",
            ])
        XCTAssertEqual(scan.connectedActions.first?.location.file, path)
        XCTAssertEqual(scan.findings, [])
    }

    func testAModuleQualifiedClassMatchesTheUnqualifiedDeclaration() throws {
        let (scan, _) = try scanFixture("ProductCell.xib")
        let registry = ActionRegistry([
            DeclaredClass(name: ClassName("ProductListViewController"), actions: [DeclaredAction(ActionSelector("onFavBtnPressed_UA:"))])
        ])
        let owner = try XCTUnwrap(scan.connectedActions.first?.className)
        XCTAssertEqual(
            registry.declaringClass(of: ActionSelector("onFavBtnPressed_UA:"), in: owner.text)?.name, ClassName("ProductListViewController"))
        let otherModule = ActionRegistry([DeclaredClass(name: ClassName("OtherKit.ProductListViewController"), actions: [])])
        XCTAssertNil(otherModule.declaredClass(owner.text))
    }

    func testMalformedXMLIsOneLocatedFinding() {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<button id=\"b\">\n</objects>\n"
        let scan = InterfaceBuilderScanner().scan(Array(text.utf8), path: "Broken.xib")
        XCTAssertEqual(
            scan.findings.map(\.description),
            [
                "Broken.xib:4:11: warning: Opening and ending tag mismatch: button line 3 and objects [unparsable-source]"
            ])
        XCTAssertEqual(scan.connectedActions, [])
    }

    func testHostileFileIsRefused() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY x SYSTEM "file:///etc/hostname">]>
            <document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
            <button id="b"><connections><action selector="&x;" destination="-1" id="a"/></connections></button></objects></document>
            """
        let scan = InterfaceBuilderScanner().scan(Array(text.utf8), path: "Hostile.xib")
        XCTAssertEqual(
            scan.findings.map(\.description),
            [
                "Hostile.xib:2:1: warning: an Interface Builder file may not have a DOCTYPE: Xcode never writes one, and a DTD can declare entities that read local files or exhaust memory [unparsable-source]"
            ])
        XCTAssertEqual(scan.connectedActions, [])
    }

    func testAnActionToNoObjectIsAFinding() {
        let text = """
            <document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
              <button id="b"><connections><action selector="onTap:" destination="gone" eventType="touchUpInside" id="a"/></connections></button>
            </objects></document>
            """
        let scan = InterfaceBuilderScanner().scan(Array(text.utf8), path: "Dangling.xib")
        XCTAssertEqual(
            scan.findings.map(\.description),
            [
                "Dangling.xib:2:31: warning: the action onTap: is sent to 'gone', which is no object in this file [unparsable-source]"
            ])
    }
}
