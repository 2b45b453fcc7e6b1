import EventMapCore
import EventMapXML
import EventMapper
import SourceScanner
import XCTest

/// Every fragment and action points at its name; columns count Unicode scalars.
final class SwiftSourceLocationTests: XCTestCase {
    func testLocationsPointAtNamesWithScalarColumns() throws {
        let source = """
            import UIKit

            /// Der Bildschirm für „Einstellungen" 🎛️
            final class Ü: UIViewController { /* ä */ @objc func onTap(_ sender: Any) {}
                @IBAction func 🎉onFav(_ sender: Any) {}
            }
            extension Ü { @objc func more() {} }
            """
        let scan = SwiftScanning.scan(source)
        let file = "Sources/Page.swift"
        XCTAssertEqual(
            scan.classes.map(\.location),
            [
                SourceLocation(file: file, line: 4, column: 13),
                SourceLocation(file: file, line: 7, column: 11),
            ])
        XCTAssertEqual(
            scan.classes.flatMap(\.actions),
            [
                DeclaredAction("onTap:", at: SourceLocation(file: file, line: 4, column: 54)),
                DeclaredAction("🎉onFav:", at: SourceLocation(file: file, line: 5, column: 20)),
                DeclaredAction("more", at: SourceLocation(file: file, line: 7, column: 26)),
            ])
    }

    /// Lines end where Swift's lexer ends them: at `\n`, `\r\n` or a lone `\r`.
    func testLinesAreCountedAcrossEveryLineEnding() {
        let source =
            "import UIKit\r\n\r\nclass Home: UIViewController {\r    @objc func onFav(_ sender: Any) {}\n\r\n    @IBAction func onShare(_ sender: Any) {}\r}\n"
        let file = "Sources/Page.swift"
        XCTAssertEqual(
            SwiftScanning.scan(source).classes.flatMap(\.actions),
            [
                DeclaredAction("onFav:", at: SourceLocation(file: file, line: 4, column: 16)),
                DeclaredAction("onShare:", at: SourceLocation(file: file, line: 6, column: 20)),
            ])
    }

    func testAFileWithASyntaxErrorKeepsWhatWasReadAndReportsTheFirstError() {
        let source = """
            class Home: BaseViewController {
                @objc func onFav(_ sender: Any) {}
                @objc func broken(_ sender: Any {
                }
            }
            class Later: NSObject { @objc func onMore() {} }
            """
        let scan = SwiftScanning.scan(source)
        XCTAssertEqual(
            scan.findings.map(\.description),
            [
                "Sources/Page.swift:3:36: warning: Swift syntax error: expected ')' to end parameter clause; declarations after it may be missing from the registry [unparsable-source]"
            ])
        XCTAssertEqual(SwiftScanning.actions(source), ["Home: onFav: broken:", "Later: onMore"])
    }

    func testAFileWithoutErrorsHasNoFindings() {
        XCTAssertEqual(SwiftScanning.scan("class A: NSObject { @objc func a() {} }").findings, [])
    }
}
