import EventMapCore
import EventMapper
import Foundation
import SourceScanner
import TestSupport
import XCTest

/// A generated or hostile Swift file nested thousands of levels deep once crashed the scanner
/// (the parser recurses once a level), taking every other file's scan down with it. Now it is
/// a located warning and the other files' declarations stand, scanned in parallel or not.
final class DeepNestingTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("deep-nesting")
        try "import UIKit\nclass HomeViewController: UIViewController {\n    @IBAction func onFav_UA(_ sender: Any) {}\n}\n"
            .write(toFile: scratch.path("Home.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        scratch.remove()
    }

    func testFiveThousandNestedGenericArgumentsAreAWarningNotACrash() throws {
        let depth = 5000
        try ("let x: " + String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth) + " = fatalError()\n")
            .write(toFile: scratch.path("Deep.swift"), atomically: true, encoding: .utf8)
        for parallel in [true, false] {
            let scan = try SourceTreeScan.standard(parallel: parallel).scanRegistry([scratch.url.path])
            XCTAssertEqual(
                scan.findings.map(\.description),
                [
                    "\(scratch.path("Deep.swift")):1:809: warning: brackets or generic arguments nest deeper than 400 levels here; the file is not scanned, so its declarations are missing from the registry [unparsable-source]"
                ])
            XCTAssertEqual(scan.classes.count, 1)
            XCTAssertEqual(scan.classes.flatMap(\.actions).map(\.selector.text), ["onFav_UA:"])
        }
    }

    func testDeepParenthesesAreCaughtToo() throws {
        try ("let x = " + String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000) + "\n")
            .write(toFile: scratch.path("Deep.swift"), atomically: true, encoding: .utf8)
        let scan = try SourceTreeScan.standard().scanRegistry([scratch.url.path])
        XCTAssertEqual(scan.findings.map(\.location.description), ["\(scratch.path("Deep.swift")):1:409"])
        XCTAssertEqual(scan.findings.map(\.severity), [.warning])
    }

    /// Ordinary code, comparisons and shifts included, is far from the limit.
    func testOrdinaryNestingIsScanned() throws {
        try "let a = b < c && d << 2 > e\nlet m: [String: [Int: Set<Array<Int>>]] = [:]\n"
            .write(toFile: scratch.path("Ordinary.swift"), atomically: true, encoding: .utf8)
        let scan = try SourceTreeScan.standard().scanRegistry([scratch.url.path])
        XCTAssertEqual(scan.findings.map(\.description), [])
    }
}
