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
                    location: SourceLocation(file: folder.path + "/Home.swift", line: 1, column: 13)
                )
            ])
        XCTAssertEqual(registry.findings, [])
    }
}
