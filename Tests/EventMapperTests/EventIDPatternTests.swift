import EventMapCore
@testable import EventMapper
import XCTest

/// The default pattern's byte-level check agrees with the regular expression it stands for.
final class EventIDPatternTests: XCTestCase {
    func testUpperSnakeCaseCheckAgreesWithTheRegex() throws {
        let regex = try Regex(Rule.defaultEventIDPattern)
        let cases = [
            "CTRL_EVENT_HOME_FAV", "A", "A1_B2", "PAGE_EVENT_HOME_ENTER", "", "_A", "A_", "A__B", "a", "Ab",
            "A-B", "1A", "A_1", "CTRL EVENT", "É", "A_B_", "AB_CD_EF_9",
        ]
        for id in cases {
            XCTAssertEqual(EventIDPattern.isUpperSnakeCase(id), (try? regex.wholeMatch(in: id)) != nil, id)
        }
        XCTAssertFalse(try EventIDPattern("[a-z_]+").matches("CTRL_EVENT"))
        XCTAssertTrue(try EventIDPattern("[a-z_]+").matches("ctrl_event"))
    }
}
