import EventMapCore
import EventMapXML
import EventMapper
import SourceScanner
import XCTest

/// `#selector(…)` expressions become references to Objective-C selectors.
final class SwiftSelectorReferenceTests: XCTestCase {
    private func references(_ source: String) -> [String] {
        SwiftScanning.scan(source).selectorReferences.map(\.selector.text)
    }

    func testSelectorExpressionsGiveObjectiveCSelectors() {
        let cases: [(expression: String, selector: String)] = [
            ("#selector(onFav(_:))", "onFav:"),
            ("#selector(self.onFav(_:))", "onFav:"),
            ("#selector(Foo.bar(sender:))", "barWithSender:"),
            ("#selector(Foo.tap(_:forEvent:))", "tap:forEvent:"),
            ("#selector(share(with:))", "shareWith:"),
            ("#selector(refresh)", "refresh"),
            ("#selector((Foo.bar(sender:)) as (Foo) -> (Any) -> Void)", "barWithSender:"),
            ("#selector(getter: Foo.isOn)", "isOn"),
            ("#selector(setter: Foo.isOn)", "setIsOn:"),
            ("#selector(UIViewController.viewDidLoad)", "viewDidLoad"),
        ]
        for (expression, selector) in cases {
            XCTAssertEqual(references("func f() { _ = \(expression) }"), [selector], expression)
        }
    }

    /// Bodies are not walked: each `#selector` is found from its offset. One written in a
    /// string or a comment is none; one in a closure or a local function is one.
    func testSelectorsInsideBodiesAreFoundByTheirOffset() {
        let source = """
            func f() {
                let text = "#selector(inString)" // #selector(inComment)
                /* #selector(inBlock) */
                queue.async { _ = #selector(inClosure) }
                func local() { _ = #selector(inLocal) }
            }
            """
        XCTAssertEqual(references(source), ["inClosure", "inLocal"])
    }

    func testReferencesResolveAgainstTheFilesMethods() {
        let source = """
            class Page: UIViewController {
                override func viewDidLoad() {
                    button.addTarget(self, action: #selector(onFav), for: .touchUpInside)
                    button.addTarget(self, action: #selector(custom(_:)), for: .touchUpInside)
                    save = #selector(Page.save)
                    load = #selector(load(id:))
                }
                let lazyButton = UIBarButtonItem(title: "", style: .plain, target: nil, action: #selector(onFav(_:)))
                @objc func onFav(_ sender: Any) {}
                @objc(renamedCustom:) func custom(_ sender: Any) {}
                @objc func save() throws {}
                @objc func load(id: Int) async {}
            }
            """
        XCTAssertEqual(references(source), ["onFav:", "renamedCustom:", "saveAndReturnError:", "loadWithId:completionHandler:", "onFav:"])
    }

    func testReferencesInCommentsAndStringsAreNotReferences() {
        XCTAssertEqual(references("// #selector(a)\nlet s = \"#selector(b)\"\nclass C: NSObject { @objc func c() {} }"), [])
    }

    /// A comment holding `#selector` just before a real one is trivia of the real one's `#`:
    /// the reference counts once, located where it is written.
    func testACommentedSelectorBeforeARealOneCountsOnce() {
        let scan = SwiftScanning.scan("func f() {\n    _ = /* #selector(old) */ #selector(onFav(_:))\n}\n")
        XCTAssertEqual(
            scan.selectorReferences,
            [
                SelectorReference("onFav:", at: SourceLocation(file: "Sources/Page.swift", line: 2, column: 40))
            ])
    }

    /// Top-level code (a `main.swift`) is read through: its references are found, and a class
    /// inside one of its statements is collected, so that a brace left open early in a file
    /// (`import Ui{Kit`, which puts the rest of the file in a closure) hides none of its classes.
    func testTopLevelStatementsAreReadThrough() {
        let source = """
            let timer = Timer(target: app, selector: #selector(App.tick), userInfo: nil, repeats: true)
            if CommandLine.arguments.count > 1 {
                final class Inner: NSObject { @objc func inner() {} }
                button.addTarget(app, action: #selector(App.onRun(_:)), for: .touchUpInside)
            }
            class Visible: NSObject { @objc func shown() {} }
            """
        XCTAssertEqual(references(source), ["tick", "onRun:"])
        XCTAssertEqual(SwiftScanning.actions(source), ["Inner: inner", "Visible: shown"])
        let preview = "#Preview {\n    final class Probe: NSObject { @objc func tap() { _ = #selector(tap) } }\n}\n"
        XCTAssertEqual(SwiftScanning.actions(preview), ["Probe: tap"])
        XCTAssertEqual(references(preview), ["tap"])
        let broken = "import Ui{Kit\nfinal class Home: UIViewController {\n    @IBAction func onFav(_ sender: Any) {}\n}\n"
        XCTAssertEqual(SwiftScanning.actions(broken), ["Home: onFav:"])
        XCTAssertEqual(SwiftScanning.scan(broken).findings.map(\.rule), [.unparsableSource])
    }

    func testAReferenceIsLocatedAtTheMethodName() {
        let scan = SwiftScanning.scan("func f() {\n    let é = #selector(Foo.onFav(_:))\n}\n")
        XCTAssertEqual(
            scan.selectorReferences,
            [
                SelectorReference("onFav:", at: SourceLocation(file: "Sources/Page.swift", line: 2, column: 27))
            ])
    }
}
