import XCTest

/// Each Swift method spelling gives the selector the compiler gives it (swift `lib/AST/Decl.cpp`,
/// `AbstractFunctionDecl::getObjCSelector`; SE-0297 for `async`).
final class SwiftSelectorNamingTests: XCTestCase {
    func testMethodDeclarationsGiveTheCompilersSelectors() {
        let cases: [(declaration: String, selector: String)] = [
            ("@objc func onFav(_ sender: Any) {}", "onFav:"),
            ("@objc func onFav() {}", "onFav"),
            ("@objc func share(sender: Any) {}", "shareWithSender:"),
            ("@objc func share(sender button: UIButton) {}", "shareWithSender:"),
            ("@objc func tap(_ sender: Any, forEvent event: UIEvent) {}", "tap:forEvent:"),
            ("@objc func tap(_ sender: Any, for event: UIEvent) {}", "tap:for:"),
            ("@objc func move(from a: Int, to b: Int) {}", "moveFrom:to:"),
            ("@objc func pick(_ a: Int, _ b: Int) {}", "pick::"),
            ("@IBAction func onFavBtnPressed_UA(_ sender: UIButton) {}", "onFavBtnPressed_UA:"),
            ("@IBAction func x(_ sender: Any) {}", "x:"),
            // A preposition at the start of the label, or at the end of the base name: no "With".
            ("@objc func share(with item: Any) {}", "shareWith:"),
            ("@objc func share(withSender s: Any) {}", "shareWithSender:"),
            ("@objc func tap(for event: UIEvent) {}", "tapFor:"),
            ("@objc func tapFor(sender: Any) {}", "tapForSender:"),
            ("@objc func handle(for: UIEvent) {}", "handleFor:"),
            ("@objc func tap(in view: UIView, at point: CGPoint) {}", "tapIn:at:"),
            ("@objc func open(URLs: [URL]) {}", "openWithURLs:"),
            ("@objc func scroll(to row: Int, animated: Bool) {}", "scrollTo:animated:"),
            ("@objc func present(controller: Any, animated: Bool) {}", "presentWithController:animated:"),
            // Prepositions of any length and case; only an ASCII letter is capitalised.
            ("@objc func move(alongside view: UIView) {}", "moveAlongside:"),
            ("@objc func show(Following f: Int) {}", "showFollowing:"),
            ("@objc func é(über x: Int) {}", "éWithüber:"),
            // Words split as the compiler splits them: an acronym, an underscore.
            ("@objc func openAT(place: Int) {}", "openATPlace:"),
            ("@objc func tap_for(sender: Any) {}", "tap_forSender:"),
            ("@objc func load(URLString: String) {}", "loadWithURLString:"),
            // Labels, not parameter names; backticks are not part of a name.
            ("@objc func `default`(`for` x: Int) {}", "defaultFor:"),
            // @objc(name) wins over everything.
            ("@objc(customTap:) func tap(sender: Any) {}", "customTap:"),
            ("@objc(refreshNow) func refresh() async {}", "refreshNow"),
            ("@objc(a:b:) private func tap(_ x: Int, y: Int) throws {}", "a:b:"),
            // throws: the error parameter comes last.
            ("@objc func save() throws {}", "saveAndReturnError:"),
            ("@objc func save(item: Any) throws {}", "saveWithItem:error:"),
            ("@objc func save(_ item: Any) throws {}", "save:error:"),
            // async: the completion handler comes last; an async throws method has no error piece.
            ("@objc func load() async {}", "loadWithCompletionHandler:"),
            ("@objc func perform(operation: String) async -> Int { 0 }", "performWithOperation:completionHandler:"),
            ("@objc func load(_ id: Int) async throws -> String { \"\" }", "load:completionHandler:"),
            // A trailing closure parameter is a parameter like any other.
            ("@objc func fetch(_ id: Int, completion: @escaping () -> Void) {}", "fetch:completion:"),
            ("@objc func fetch(completion: @escaping () -> Void) {}", "fetchWithCompletion:"),
        ]
        for (declaration, selector) in cases {
            XCTAssertEqual(SwiftScanning.actions("class C: NSObject {\n    \(declaration)\n}\n"), ["C: \(selector)"], declaration)
        }
    }

    func testSelectorsKeepSourceOrder() {
        let source = """
            final class HomeViewController: BaseViewController {
                @objc func b() {}
                @IBAction func a(_ sender: Any) {}
                @objc func c(x: Int, y: Int) {}
            }
            """
        XCTAssertEqual(SwiftScanning.actions(source), ["HomeViewController: b a: cWithX:y:"])
    }
}
