import EventMapCore
import EventMapXML
import TestSupport
import XCTest

/// The storyboard/xib reader: objects and actions with exact locations from Xcode-written
/// fixtures, libxml2's first error located, and entities refused.
final class InterfaceBuilderReaderTests: XCTestCase {
    private func read(_ text: String, file: String = "T.xib") throws(InterfaceBuilderReadError) -> InterfaceBuilderDocument {
        try InterfaceBuilderReader().read(Array(text.utf8), file: file)
    }

    private func failure(_ text: String) -> InterfaceBuilderReadError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    func testStoryboardObjectsAndActionsAreLocated() throws {
        let path = RepositoryPaths.fixture("InterfaceBuilder/Checkout.storyboard")
        let document = try InterfaceBuilderReader().read(try RepositoryPaths.fixtureBytes("InterfaceBuilder/Checkout.storyboard"), file: path)
        XCTAssertEqual(document.documentType, "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        let at = { (line: Int, column: Int) in SourceLocation(file: path, line: line, column: column) }
        XCTAssertEqual(
            document.actions,
            [
                InterfaceBuilderAction(
                    selector: "onPayBtnPressed_UA:", destination: "Crt-VC-001", eventType: "touchUpInside", sender: "Crt-Bt-Pay",
                    location: at(16, 166)),
                InterfaceBuilderAction(
                    selector: "onPayBtnPressed_UA:forEvent:", destination: "Crt-VC-001", eventType: "touchDownRepeat", sender: "Crt-Bt-Pay",
                    location: at(17, 37)),
                InterfaceBuilderAction(
                    selector: "copy:", destination: "Crt-FR-001", eventType: "touchUpInside", sender: "Crt-Bt-Cpy", location: at(23, 37)),
                InterfaceBuilderAction(
                    selector: "onQuantityChanged:", destination: "Crt-St-Qty", eventType: "valueChanged", sender: "Crt-St-Qty", location: at(28, 37)),
                InterfaceBuilderAction(
                    selector: "onQuantityHelper:", destination: "Crt-Hlp-01", eventType: "valueChanged", sender: "Crt-St-Qty", location: at(29, 37)),
                InterfaceBuilderAction(
                    selector: "onDoneBtnPressed:", destination: "Rcp-VC-001", eventType: nil, sender: "Rcp-BB-Dne", location: at(53, 33)),
                InterfaceBuilderAction(
                    selector: "onBackgroundTapped:", destination: "Rcp-VC-001", eventType: nil, sender: "Rcp-Tg-001", location: at(61, 25)),
                InterfaceBuilderAction(
                    selector: "onNothing:", destination: "Pln-VC-001", eventType: "touchUpInside", sender: "Pln-Bt-001", location: at(75, 37)),
            ])
        let cart = try XCTUnwrap(document.objects.first { $0.id == "Crt-VC-001" })
        XCTAssertEqual(
            cart,
            InterfaceBuilderObject(
                element: "viewController", id: "Crt-VC-001", customClass: "CartViewController", customModule: "Shop",
                customModuleProvider: "target", placeholderIdentifier: nil, location: at(12, 17)
            ))
        XCTAssertTrue(cart.inheritsModuleFromTarget)
        let firstResponder = try XCTUnwrap(document.objects.first { $0.id == "Crt-FR-001" })
        XCTAssertTrue(firstResponder.isFirstResponder)
        XCTAssertEqual(firstResponder.customClass, "UIResponder")
        let receipt = try XCTUnwrap(document.objects.first { $0.id == "Rcp-VC-001" })
        XCTAssertEqual(receipt.customModule, nil)
        XCTAssertFalse(receipt.inheritsModuleFromTarget)
        XCTAssertEqual(receipt.element, "tableViewController")
        // Every element with an id, actions and outlets included; none without.
        XCTAssertEqual(document.objects.count, 27)
        XCTAssertFalse(document.objects.contains { $0.element == "rect" || $0.element == "connections" })
    }

    func testXibFilesOwnerIsRead() throws {
        let path = RepositoryPaths.fixture("InterfaceBuilder/ProductCell.xib")
        let document = try InterfaceBuilderReader().read(try RepositoryPaths.fixtureBytes("InterfaceBuilder/ProductCell.xib"), file: path)
        XCTAssertEqual(document.documentType, "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        let owner = try XCTUnwrap(document.objects.first { $0.isFilesOwner })
        XCTAssertTrue(owner.isFilesOwner)
        XCTAssertEqual(owner.id, "-1")
        XCTAssertEqual(owner.customClass, "ProductListViewController")
        XCTAssertEqual(owner.location, SourceLocation(file: path, line: 9, column: 9))
        XCTAssertEqual(document.actions.map(\.destination), ["-1", "-2", "-1", "Srt-Sg-001"])
    }

    func testAttributeValuesAreDecoded() throws {
        let document = try read(
            """
            <document><objects><placeholder placeholderIdentifier="IBFilesOwner" id="a&amp;b&#x2014;&#65;" customClass="&quot;X&quot;"/></objects></document>
            """)
        XCTAssertEqual(document.objects.map(\.id), ["a&b—A"])
        XCTAssertEqual(document.objects.map(\.customClass), ["\"X\""])
    }

    func testTheFirstWellFormednessErrorIsReportedWhereItIs() {
        let error = failure("<document>\n  <objects>\n    <action selector=\"a:\" destination=\"-1\">\n  </objects>\n</document>\n")
        XCTAssertEqual(error?.description, "T.xib:4:13: error: Opening and ending tag mismatch: action line 3 and objects")
        XCTAssertEqual(error?.reason, .malformedXML)
        XCTAssertEqual(failure("")?.description, "T.xib:1:1: error: Document is empty")
    }

    func testExternalEntityIsRefusedBeforeAnythingIsLoaded() {
        let error = failure(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="&secret;"/></objects></document>
            """)
        XCTAssertEqual(error?.reason, .forbiddenConstruct)
        XCTAssertEqual(
            error?.description,
            "T.xib:2:1: error: an Interface Builder file may not have a DOCTYPE: Xcode never writes one, and a DTD can declare entities that read local files or exhaust memory"
        )
    }

    func testUndeclaredEntityReferenceIsAnError() {
        let error = failure("<document><objects><button id=\"b\">&nbsp;</button></objects></document>")
        XCTAssertNotNil(error)
        XCTAssertEqual(error?.location.line, 1)
        XCTAssertEqual(error?.location.column, 35)
    }
}
