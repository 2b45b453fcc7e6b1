import EventMapCore
import EventMapXML
import EventMapper
import TestSupport
import XCTest

/// Actions that a storyboard or xib connects must be implemented by their class, as
/// `respondsToSelector:` would find them: the check needs no config entry at all.
final class ConnectedActionRuleTests: XCTestCase {
    private let storyboard = "Examples/SampleApp/Main.storyboard"

    private func connected(_ className: String, _ selector: String, line: Int) -> ConnectedAction {
        ConnectedAction(
            className: ClassName(className), selector: ActionSelector(selector), at: SourceLocation(file: storyboard, line: line, column: 25))
    }

    private func findings(_ actions: [ConnectedAction]) throws -> [String] {
        let report = try Validator().validate(ConfigSet.load([RepositoryPaths.configs]), registry: SampleAppPages.registry, connectedActions: actions)
        return report.findings.map(\.description)
    }

    func testAnImplementedOrInheritedActionIsFine() throws {
        XCTAssertEqual(
            try findings([
                connected("HomeViewController", "onFavBtnPressed_UA:", line: 30),
                // Declared by BaseViewController: the runtime finds it through the superclass.
                connected("HomeViewController", "onHelpBtnPressed:", line: 31),
                connected("DetailViewController", "onBackBtnPressed:", line: 32),
            ]), [])
    }

    func testAnActionTheClassDoesNotImplementIsAnErrorWithTheNearestName() throws {
        XCTAssertEqual(
            try findings([connected("HomeViewController", "onShareBtnTapped:", line: 40)]),
            [
                "\(storyboard):40:25: error: onShareBtnTapped: is connected to HomeViewController, which does not implement it; the app crashes with 'unrecognized selector' when it is sent; did you mean onShareBtnPressed:? [unimplemented-connected-action]"
            ])
    }

    func testAClassTheRegistryDoesNotHaveIsReportedOnceAtItsFirstAction() throws {
        XCTAssertEqual(
            try findings([
                connected("HomeViewControler", "onFavBtnPressed_UA:", line: 50),
                connected("HomeViewControler", "onShareBtnPressed:", line: 51),
            ]),
            [
                "\(storyboard):50:25: error: 'HomeViewControler' has actions connected in Interface Builder but the registry has no such class; did you mean HomeViewController? [unknown-class]"
            ])
    }
}
