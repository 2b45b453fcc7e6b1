import EventMapCore
import EventMapper
import Foundation
import SourceScanner
import XCTest

/// What only the merge of every file can decide (``ClassAssembly``): overrides of the app's own
/// `@objc` methods, `@objcMembers` on a class or superclass declared in another file, types
/// Objective-C cannot represent, extensions naming a class renamed by `@objc(Name)`.
final class CrossFileExposureTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cross-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// Each class as `Name(Superclass): sorted selectors`, `-` for no superclass.
    private func scan(_ files: KeyValuePairs<String, String>) throws -> [String] {
        let case_ = folder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: case_, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: case_.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        let registry = try SourceTreeScan.standard(parallel: false).scanRegistry([case_.path])
        XCTAssertEqual(registry.findings.map(\.message), [])
        return registry.classes.map { declared in
            "\(declared.name.text)(\(declared.superclass?.text ?? "-")):" + declared.actions.map { " " + $0.selector.text }.sorted().joined()
        }
    }

    func testDecidesWhatOneFileCannotTell() throws {
        let cases: [(files: KeyValuePairs<String, String>, classes: [String], why: String, line: UInt)] = [
            (
                [
                    "A.swift": "class Base: UIViewController { @objc func reload() {} ; override func viewDidLoad() {} }",
                    "B.swift": "class Page: Base { override func reload() {} ; override func viewDidLoad() {} }",
                ],
                ["Base(UIViewController): reload", "Page(Base): reload"],
                "an override of the app's @objc method is @objc; one of a framework method is left out", #line
            ),
            (
                [
                    "Base.h": "@interface WPBase : UIViewController\n- (IBAction)onBack:(id)sender;\n@end\n",
                    "Page.swift": "class Page: WPBase { override func onBack(_ sender: Any) {} }",
                ],
                ["WPBase(UIViewController): onBack:", "Page(WPBase): onBack:"],
                "an override of an Objective-C method of the app", #line
            ),
            (
                [
                    "A.swift": "class Leaf: Mid { override func pulse() {} ; override func other() {} }",
                    "B.swift": "class Mid: Top {}", "C.swift": "open class Top: UIButton { @objc open func pulse() {} }",
                ],
                ["Leaf(Mid): pulse", "Mid(Top):", "Top(UIButton): pulse"],
                "an override two levels down, its file before its superclasses'", #line
            ),
            (
                [
                    "A.swift": "@objcMembers class Pay: NSObject { func a() {} }",
                    "B.swift": "extension Pay { func b() {} ; private func c() {} ; fileprivate func d() {} }",
                    "C.swift": "final class Receipt: Pay { func e() {} ; override func a() {} }",
                ],
                ["Pay(NSObject): a b", "Receipt(Pay): a e"],
                "@objcMembers reaches extensions and subclasses in other files", #line
            ),
            (
                [
                    "M.swift": "enum Method { case card }\n@objc enum Kind: Int { case a }\nstruct Item {}\nprotocol Sink {}",
                    "P.swift":
                        "@objcMembers class P: NSObject { func apply(_ m: Method) {} ; func kind(_ k: Kind) {} ; func items() -> [Item] { [] } ; func sink(_ s: Sink) {} ; func ok(_ x: String) {} }",
                ],
                ["P(NSObject): kind: ok:"],
                "@objcMembers skips methods whose types Objective-C cannot represent", #line
            ),
            (
                ["A.swift": "class Q: NSObject { func a() {} }\nextension Q { func b() {} }"], ["Q(NSObject):"],
                "without @objcMembers nothing is inferred", #line
            ),
            (
                [
                    "A+B.swift": "extension Orders { @objc func b() throws {} ; @objc func c() async throws {} }",
                    "A.swift": "@objc(WPOrders) final class Orders: NSObject { @objc func a() {} }",
                ],
                ["WPOrders(NSObject): a bAndReturnError: cWithCompletionHandler:"],
                "an extension naming the Swift name of a class @objc(Name) renames", #line
            ),
            (
                ["A.swift": "class TrackingDelegate: NSObject {}\nfinal class Coupon: TrackingDelegate, UITextFieldDelegate {}"],
                ["TrackingDelegate(NSObject):", "Coupon(TrackingDelegate):"],
                "a class of the same file is a superclass even when named like a protocol", #line
            ),
            (
                [
                    "A.swift": "class A: B { @objc func a() {} ; override func b() {} }",
                    "B.swift": "class B: A { @objc func b() {} ; override func a() {} }",
                ],
                ["A(B): a b", "B(A): a b"],
                "a superclass cycle ends: each override of the other's certain action is kept", #line
            ),
        ]
        for (files, classes, why, line) in cases {
            XCTAssertEqual(try scan(files), classes, why, line: line)
        }
    }
}
