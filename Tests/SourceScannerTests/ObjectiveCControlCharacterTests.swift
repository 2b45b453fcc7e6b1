import EventMapCore
import EventMapper
@testable import SourceScanner
import XCTest

/// A control character in code (an ESC pasted into a method name) once cut a selector in two,
/// `onFav<ESC>_UA:` read as `onFav`, silently. It is now a located warning, and the declaration
/// it interrupts is not read at all.
final class ObjectiveCControlCharacterTests: XCTestCase {
    func testAControlCharacterInAMethodNameIsAWarningAndTheMethodIsNotRead() {
        let source = "@implementation HomeVC\n- (IBAction)onLike_UA:(id)sender {}\n- (IBAction)onFav\u{1B}_UA:(id)sender {}\n@end\n"
        let scan = ObjectiveCSourceScanner().scan(Array(source.utf8), path: "HomeVC.m")
        XCTAssertEqual(
            scan.findings.map(\.description),
            [
                "HomeVC.m:3:18: warning: control character U+001B outside a comment or literal, which no compiler accepts; the rest of the file is not scanned [unparsable-source]"
            ])
        XCTAssertEqual(scan.classes.flatMap(\.actions).map(\.selector.text), ["onLike_UA:"])
    }

    func testControlCharactersInCommentsAndStringsAreNotCode() {
        let source = "// a bell \u{07} here\n@implementation HomeVC\n- (IBAction)onFav_UA:(id)sender { NSLog(@\"\u{1B}[1m\"); }\n@end\n"
        let scan = ObjectiveCSourceScanner().scan(Array(source.utf8), path: "HomeVC.m")
        XCTAssertEqual(scan.findings, [])
        XCTAssertEqual(scan.classes.flatMap(\.actions).map(\.selector.text), ["onFav_UA:"])
    }
}
