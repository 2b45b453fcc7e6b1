import EventMapCore
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
            ("move(from:to:)", "moveFrom:to:"),
            ("pick(_:_:)", "pick::"),
            ("  onFav(_:)  ", "onFav:"),
            ("onFavBtnPressed_UA(_:)", "onFavBtnPressed_UA:"),
            // As swiftc -enable-objc-interop names them: a preposition joins without "With".
            ("share(with:)", "shareWith:"),
            ("load(from:)", "loadFrom:"),
            ("tapFor(sender:)", "tapForSender:"),
            ("share(withSender:)", "shareWithSender:"),
            ("scroll(to:animated:)", "scrollTo:animated:"),
            ("present(controller:animated:)", "presentWithController:animated:"),
            // Words split as the compiler splits them: an acronym and an underscore end a word.
            ("openAT(place:)", "openATPlace:"),
            ("tap_for(sender:)", "tap_forSender:"),
            ("load(URLString:)", "loadWithURLString:"),
            ("show(ofType:)", "showOfType:"),
            // The compiler upper-cases an ASCII letter only.
            ("share(über:)", "shareWithüber:"),
        ]
        for (written, selector) in cases {
            XCTAssertEqual(ActionSelector(written).text, selector, written)
        }
    }
}
