import EventMapper
import XCTest

/// Swift spellings normalise to the selector the runtime passes to `NSStringFromSelector`.
final class ActionSelectorTests: XCTestCase {
    func testSwiftSpellingsNormaliseToObjectiveCSelectors() {
        let cases: [(written: String, selector: String)] = [
            ("onFav:", "onFav:"),
            ("onFav(_:)", "onFav:"),
            ("share(sender:)", "shareWithSender:"),
            ("tap(_:forEvent:)", "tap:forEvent:"),
            ("buttonAction:forEvent:", "buttonAction:forEvent:"),
            ("refresh()", "refresh"),
            ("refresh", "refresh"),
            ("move(from:to:)", "moveWithFrom:to:"),
            ("pick(_:_:)", "pick::"),
            ("  onFav(_:)  ", "onFav:"),
            ("onFavBtnPressed_UA(_:)", "onFavBtnPressed_UA:"),
        ]
        for (written, selector) in cases {
            XCTAssertEqual(ActionSelector(written).text, selector, written)
        }
    }
}
