import EventMapCore
import EventMapper
import Foundation
@testable import SourceScanner
import TestSupport
import XCTest

/// A merge redone from the last one for the classes a change touches finds what a whole merge
/// of the same files finds, and is redone that way for an action added to a class.
final class MergeAgainTests: XCTestCase {
    private static let fixtures = ["ScanFixtureApp", "ClassNames", "ScannerModules", "ScannerRules", "InterfaceBuilder"]

    private var scratch: ScratchFolder!
    private var app: String!
    private var cache: String!
    private var modules: [SourceModule] = []

    override func setUpWithError() throws {
        scratch = try ScratchFolder("merge-again")
        app = try scratch.fixtureTree("App", of: Self.fixtures)
        cache = scratch.path("cache")
        modules = [SourceModule(name: "Fixture", folder: app + "/ScannerModules")]
    }

    override func tearDown() {
        scratch.remove()
    }

    /// A scan with the cache, which it updates; with how many classes it merged again.
    private func cachedScan() throws -> (registry: ScannedRegistry, classesMergedAgain: Int?) {
        let found = try cachedScanFound()
        var reader = ScanArchiveReader(found.body)
        return (try reader.registryBody(fileCount: found.fileCount, byteCount: found.byteCount), found.classesMergedAgain)
    }

    private func cachedScanFound(since: [UInt8]? = nil) throws -> SourceTreeScan.CachedScan {
        let scan = SourceTreeScan(scanners: SourceTreeScan.standard().scanners, modules: modules, cacheFolder: cache)
        let cacheState = ScanCache(folder: cache, paths: [app])
        let found = scan.cachedScan(try SourceFileList(paths: [app]), modules: modules, cache: cacheState, since: since)
        cacheState.write(found.update)
        return found
    }

    func testAScanAskedAboutTheLastOneTellsOnlyTheClassesThatChanged() throws {
        let first = try XCTUnwrap(try cachedScanFound().identity)
        try edit("ScanFixtureApp/Cart/CartViewController.swift") {
            $0 + "\nextension CartViewController {\n    @objc func shareCart(_ sender: Any) {}\n}\n"
        }
        let found = try cachedScanFound(since: first)
        let changes = try XCTUnwrap(found.changes)
        XCTAssertEqual(found.body, [], "the whole scan is archived for the cache only")
        XCTAssertEqual(changes.since, first)
        XCTAssertEqual(changes.was.map(\.name), changes.now.map(\.name))
        let whole = try wholeScan()
        XCTAssertEqual(changes.now, whole.classes.filter { changes.now.map(\.name).contains($0.name) })
        XCTAssertNotEqual(changes.was, changes.now)
        XCTAssertEqual(try cachedScan().registry, whole, "the cache holds the whole scan")

        try edit("ScanFixtureApp/Cart/CartViewController.swift") {
            $0 + "\nextension CartViewController {\n    @objc func again(_ sender: Any) {}\n}\n"
        }
        XCTAssertNil(try cachedScanFound(since: [UInt8](repeating: 0, count: 32)).changes, "not the scan asked about")
        try edit("ScanFixtureApp/Cart/CartViewController.swift") { $0 + "\nfunc broken( {\n}\n" }
        let last = try XCTUnwrap(try cachedScanFound().identity)
        try edit("ScanFixtureApp/Cart/CartViewController.swift") {
            $0.replacingOccurrences(of: "\nfunc broken( {\n}\n", with: "\nextension CartViewController {\n    @objc func more(_ sender: Any) {}\n}\n")
        }
        XCTAssertNil(try cachedScanFound(since: last).changes, "a finding went: more than classes changed")
    }

    private func wholeScan() throws -> ScannedRegistry {
        try SourceTreeScan(scanners: SourceTreeScan.standard().scanners, modules: modules).scanRegistry([app])
    }

    private func edit(_ relative: String, _ change: (String) -> String) throws {
        let path = app + "/" + relative
        try change(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: false, encoding: .utf8)
    }

    func testAnActionAddedToAClassMergesAgainOnlyTheClassesItTouches() throws {
        _ = try cachedScan()
        try edit("ScanFixtureApp/Cart/CartViewController.swift") {
            $0 + "\nextension CartViewController {\n    @objc func shareCart(_ sender: Any) {}\n}\n"
        }
        let (warm, classesMergedAgain) = try cachedScan()
        XCTAssertEqual(warm, try wholeScan())
        // The CartViewController classes of every fixture, and their superclasses.
        XCTAssertLessThan(try XCTUnwrap(classesMergedAgain), warm.classes.count / 8)
        let cart = try XCTUnwrap(warm.classes.first { $0.name.unqualified == "CartViewController" })
        XCTAssertTrue(cart.actions.contains { $0.selector.text == "shareCart:" })
    }

    func testAnActionAddedToASuperclassMergesItsSubclassesAgain() throws {
        _ = try cachedScan()
        try edit("ScanFixtureApp/Base/BaseViewController.swift") {
            $0 + "\nextension BaseViewController {\n    @objc func refreshFromBase(_ sender: Any) {}\n}\n"
        }
        let (warm, classesMergedAgain) = try cachedScan()
        XCTAssertEqual(warm, try wholeScan())
        let subclasses = warm.classes.filter { $0.superclass?.unqualified == "BaseViewController" }
        XCTAssertFalse(subclasses.isEmpty)
        XCTAssertGreaterThan(try XCTUnwrap(classesMergedAgain), subclasses.count)
    }

    func testANewClassIsMergedWhole() throws {
        _ = try cachedScan()
        try edit("ScanFixtureApp/Cart/CartViewController.swift") {
            $0 + "\nclass CartUpsellViewController: UIViewController {\n    @IBAction func upsellTapped(_ sender: Any) {}\n}\n"
        }
        let (warm, classesMergedAgain) = try cachedScan()
        XCTAssertEqual(warm, try wholeScan())
        XCTAssertNil(classesMergedAgain, "a class first seen: its place among the others is the whole merge's to find")
    }

    func testAFileChangedWithTheModulesIsMergedWhole() throws {
        _ = try cachedScan()
        modules = [SourceModule(name: "Shop", folder: app + "/ScanFixtureApp")]
        try edit("ScanFixtureApp/Cart/CartViewController.swift") {
            $0 + "\nextension CartViewController {\n    @objc func shareCart(_ sender: Any) {}\n}\n"
        }
        let (warm, classesMergedAgain) = try cachedScan()
        XCTAssertEqual(warm, try wholeScan())
        XCTAssertNil(classesMergedAgain, "every Swift class of the folder is named after another module")
        XCTAssertTrue(warm.classes.contains { $0.name.text.hasPrefix("Shop.") })
    }

    /// Seeded edits of every kind, one or two files at a time: after each, the scan with the
    /// cache is the whole scan; most are merged again from the last merge.
    func testEditsOfEveryKindFindWhatAWholeMergeFinds() throws {
        var random = SeededGenerator(seed: 27)
        let files = try FileTreeListing.sourceFiles.files([app]).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") || $0.hasSuffix(".h") }
            .map { String($0.dropFirst(app.count + 1)) }.sorted()
        _ = try cachedScan()
        var mergedAgain = 0
        let steps = 60
        for step in 0..<steps {
            for _ in 0..<(Int.random(in: 0..<4, using: &random) == 0 ? 2 : 1) {
                let file = files[Int.random(in: 0..<files.count, using: &random)]
                try edit(file) { Self.edited($0, kind: Int.random(in: 0..<6, using: &random), step: step, file: file, random: &random) }
            }
            let (warm, classesMergedAgain) = try cachedScan()
            XCTAssertEqual(warm, try wholeScan(), "step \(step)")
            if classesMergedAgain != nil { mergedAgain += 1 }
        }
        XCTAssertGreaterThan(mergedAgain, steps / 4, "few edits were merged again from the last merge")
    }

    /// One edit of a source file's text.
    private static func edited(_ text: String, kind: Int, step: Int, file: String, random: inout SeededGenerator) -> String {
        var lines = text.components(separatedBy: "\n")
        let swift = file.hasSuffix(".swift")
        let classes = classNames(in: text, swift: swift)
        switch kind {
        case 0 where !classes.isEmpty:
            let name = classes[Int.random(in: 0..<classes.count, using: &random)]
            return text
                + (swift
                    ? "\nextension \(name) {\n    @objc func added\(step)(_ sender: Any) {}\n}\n"
                    : "\n@implementation \(name) (Added\(step))\n- (void)added\(step):(id)sender {}\n@end\n")
        case 1:
            lines.insert("", at: Int.random(in: 0...lines.count, using: &random))
        case 2:
            let methods = lines.indices.filter { lines[$0].contains("func ") || lines[$0].hasPrefix("- (") }
            guard !methods.isEmpty else { return text + "\n" }
            lines.remove(at: methods[Int.random(in: 0..<methods.count, using: &random)])
        case 3:
            let methods = lines.indices.filter { lines[$0].contains("@objc func ") || lines[$0].contains("@IBAction func ") }
            guard !methods.isEmpty else { return text + "\n// nothing to rename\n" }
            let line = methods[Int.random(in: 0..<methods.count, using: &random)]
            lines[line] = lines[line].replacingOccurrences(of: "func ", with: "func renamed\(step)")
        case 4:
            return text + "\n// a comment, step \(step)\n"
        default:
            return text
                + (swift
                    ? "\nclass Added\(step)ViewController: UIViewController {\n    @IBAction func tapped(_ sender: Any) {}\n}\n"
                    : "\n@interface WPAdded\(step)View : UIView\n- (IBAction)tapped:(id)sender;\n@end\n")
        }
        return lines.joined(separator: "\n")
    }

    private static func classNames(in text: String, swift: Bool) -> [String] {
        let pattern = swift ? #"class\s+([A-Za-z_][A-Za-z0-9_]*)"# : #"@(?:interface|implementation)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }.filter { $0 != "func" && $0 != "var" }
    }
}
