import EventMapCore
import EventMapXML
import EventMapper
import SourceScanner
import XCTest

/// Classes, their superclasses and runtime names; extensions as additions.
final class SwiftClassDeclarationTests: XCTestCase {
    /// Each fragment, with the superclass its file decides or the first inherited type it
    /// leaves to the merge.
    private func classes(_ source: String) -> [String] {
        SwiftScanning.scan(source).classes.map { fragment in
            let role = fragment.role == .primary ? "class" : "extension"
            return "\(role) \(fragment.name)" + ((fragment.superclass?.text ?? fragment.undecidedSuperclass).map { ": \($0)" } ?? "")
        }
    }

    /// Each class of the merged scan of `source` alone, with its superclass.
    private func mergedClasses(_ source: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-classes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
        return try SourceTreeScan.standard(parallel: false).scanRegistry([folder.path]).classes.map { declared in
            "class \(declared.name)" + (declared.superclass.map { ": \($0)" } ?? "")
        }
    }

    func testTheFirstInheritedTypeIsTheSuperclassUnlessItLooksLikeAProtocol() throws {
        let cases: [(source: String, classes: [String])] = [
            ("class A: UIViewController, UITableViewDataSource {}", ["class A: UIViewController"]),
            ("final class AppDelegate: UIResponder, UIApplicationDelegate {}", ["class AppDelegate: UIResponder"]),
            ("class A {}", ["class A"]),
            ("class A: UITableViewDelegate {}", ["class A"]),
            ("class A: UITableViewDataSource {}", ["class A"]),
            ("class A: ThemingProtocol {}", ["class A"]),
            ("class A: Codable, Equatable {}", ["class A"]),
            ("class A: NSCoding {}", ["class A"]),
            ("class A: any Sendable {}", ["class A"]),
            ("class A: @unchecked Sendable {}", ["class A"]),
            ("class A: Themeable {}\nprotocol Themeable {}", ["class A"]),
            ("class A: UIKit.UIViewController {}", ["class A: UIKit.UIViewController"]),
            ("class A: Base<Int> {}", ["class A: Base"]),
            ("class A: NSObject {}", ["class A: NSObject"]),
        ]
        for (source, expected) in cases {
            XCTAssertEqual(try mergedClasses(source), expected, source)
        }
    }

    func testRuntimeNamesOfNestedAndRenamedClasses() {
        let source = """
            class Outer: NSObject {
                class Inner: NSObject { @objc func a() {} }
                @objc(PGRenamed) class Renamed: NSObject { @objc func b() {} }
                struct Box { class Deep: NSObject {} }
            }
            @objc(PGHome) final class Home: Base {}
            class Child: Home {}
            extension Home { @objc func c() {} }
            extension Outer.Inner { @objc func d() {} }
            extension Outer { class InExtension: NSObject {} }
            """
        XCTAssertEqual(
            classes(source),
            [
                "class Outer: NSObject", "class Outer.Inner: NSObject", "class PGRenamed: NSObject", "class Outer.Box.Deep: NSObject",
                "class PGHome: Base", "class Child: PGHome", "extension PGHome", "extension Outer.Inner", "class Outer.InExtension: NSObject",
            ])
        XCTAssertEqual(
            SwiftScanning.actions(source),
            [
                "Outer:", "Outer.Inner: a", "PGRenamed: b", "Outer.Box.Deep:", "PGHome:", "Child:", "PGHome: c", "Outer.Inner: d",
                "Outer.InExtension:",
            ])
    }

    /// What `NSStringFromClass` returns, as one file tells it: `@objc(Name)`, a mangled name
    /// and why, or `Module.Class` once the module is known. Checked against the compiler with
    /// `Tests/Fixtures/ScannerRules/check-with-swiftc.sh` (its header's `SWIFT_CLASS("…")`).
    func testRuntimeNamesAsOneFileTellsThem() {
        let cases: [(source: String, runtimeNames: [String])] = [
            ("class Home: UIViewController {}", ["Home <module>.Home"]),
            ("final public class Home: UIViewController {}", ["Home <module>.Home"]),
            ("private class Banner: UIView {}", ["Banner _Tt… (private)"]),
            ("fileprivate final class Banner: UIView {}", ["Banner _Tt… (fileprivate)"]),
            ("private(set) var x = 0\nclass Home: NSObject {}", ["Home <module>.Home"]),
            ("@objc(WPBanner) private class Banner: UIView {}", ["WPBanner WPBanner"]),
            ("class List<Item>: UIViewController {}", ["List _Tt… (generic)"]),
            ("class Products: List<Product> {}", ["Products <module>.Products"]),
            ("struct Box { class Inner: NSObject {} }", ["Box.Inner _Tt… (nested in Box)"]),
            ("class A: NSObject { enum B { class C: NSObject {} } }", ["A <module>.A", "A.B.C _Tt… (nested in A.B)"]),
            ("extension Outer { class Inner: NSObject {} }", ["Outer.Inner _Tt… (nested in Outer)"]),
            ("class A: NSObject { @objc(WPInner) class Inner: NSObject {} }", ["A <module>.A", "WPInner WPInner"]),
            ("func make() { class Local: NSObject {} }", ["Local _Tt… (local to make())"]),
            (
                "class A: NSObject {\n  func f(_ x: Int, at y: Int) {\n    class Local: NSObject { @objc func g() {} }\n  }\n}",
                ["A <module>.A", "Local _Tt… (local to f(_:at:))"]
            ),
            ("class A: NSObject { init(x: Int) { class Local: NSObject {} } }", ["A <module>.A", "Local _Tt… (local to init(…))"]),
            ("let make = { () -> NSObject in class Local: NSObject {}; return Local() }", ["Local _Tt… (local to a closure)"]),
            ("func make() { @objc(WPLocal) class Local: NSObject {} }", ["WPLocal WPLocal"]),
            (
                "func make() { class Local: NSObject { class Inner: NSObject {} } }",
                ["Local _Tt… (local to make())", "Local.Inner _Tt… (local to make())"]
            ),
            ("class A: NSObject { class func make() -> AnyClass { A.self } }\n// class B: NSObject\nlet s = \"class C \"", ["A <module>.A"]),
        ]
        for (source, expected) in cases {
            let names = SwiftScanning.scan(source).classes.filter { $0.role == .primary }.map { fragment in
                "\(fragment.name) " + (fragment.runtimeName.map { "\($0)" } ?? "-")
            }
            XCTAssertEqual(names, expected, source)
        }
    }

    /// A local class is in the registry with its actions, unless another class of the scan has
    /// its name: it never merges into one, nor two local classes into each other.
    func testExtensionsOfSugaredTypesAreNotClasses() throws {
        let source = """
            class Home: UIViewController { @IBAction func onTap(_ sender: Any) {} }
            extension [AppArea] { @objc func areaNames() {} }
            extension BannerAction? { func describe() {} }
            extension [String: String] { func merged() {} }
            extension Home { @IBAction func onMore(_ sender: Any) {} }
            """
        XCTAssertEqual(classes(source), ["class Home: UIViewController", "extension Home"])
        XCTAssertEqual(try mergedClasses(source), ["class Home: UIViewController"])
    }

    func testALocalClassNeverMergesIntoAnotherClass() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-local-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "func a() { class Cell: UITableViewCell { @objc func tap(_ s: Any) {} } }\nfunc b() { class Badge: UIView {} }\n"
            .write(to: folder.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)
        try "class Cell: UICollectionViewCell {}\nfunc c() { class Badge: UILabel {} }\n"
            .write(to: folder.appendingPathComponent("B.swift"), atomically: false, encoding: .utf8)
        let registry = try SourceTreeScan.standard(parallel: false, modules: [SourceModule(name: "App", folder: folder.path)])
            .scanRegistry([folder.path])
        XCTAssertEqual(
            registry.classes.map { "\($0.name): \($0.superclass?.text ?? "-") \($0.runtimeName.map { "\($0)" } ?? "-") \($0.actions.count)" },
            ["App.Cell: UICollectionViewCell App.Cell 0", "Badge: UIView _Tt… (local to b()) 0"])
        XCTAssertEqual(registry.findings, [])
    }

    func testClassesInEveryIfBranch() {
        let source = """
            #if os(iOS)
            class Phone: UIViewController { @objc func a() {} }
            #elseif os(macOS)
            class Mac: NSViewController { @objc func b() {} }
            #else
            class Other: NSObject {}
            #endif
            """
        XCTAssertEqual(classes(source), ["class Phone: UIViewController", "class Mac: NSViewController", "class Other: NSObject"])
    }

    func testExtensionsInOtherFilesMergeIntoTheirClass() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "final class Home: BaseViewController {\n    @IBAction func onFav(_ sender: Any) {}\n}\n"
            .write(to: folder.appendingPathComponent("Home.swift"), atomically: false, encoding: .utf8)
        try "extension Home {\n    @objc func share(sender: Any) {}\n}\nextension Home: UITableViewDelegate {}\n"
            .write(to: folder.appendingPathComponent("Home+Share.swift"), atomically: false, encoding: .utf8)
        let registry = try SourceTreeScan(scanners: [.swift: SwiftSourceScanner()]).scanRegistry([folder.path])
        XCTAssertEqual(
            registry.classes,
            [
                DeclaredClass(
                    name: ClassName("Home"), superclass: ClassName("BaseViewController"),
                    actions: [
                        DeclaredAction("shareWithSender:", at: SourceLocation(file: folder.path + "/Home+Share.swift", line: 2, column: 16)),
                        DeclaredAction("onFav:", at: SourceLocation(file: folder.path + "/Home.swift", line: 2, column: 20)),
                    ],
                    location: SourceLocation(file: folder.path + "/Home.swift", line: 1, column: 13),
                    runtimeName: .inUnknownModule(ClassName("Home"))
                )
            ])
        XCTAssertEqual(registry.findings, [])
    }
}
