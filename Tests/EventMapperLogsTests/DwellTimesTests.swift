import XCTest

@testable import EventMapperLogs

/// Time on page, in process: how Enters and Leaves pair, and what cannot be paired is counted.
final class DwellTimesTests: XCTestCase {
    func testAVisitTooLongToMeasureIsUnpairedNotACrash() throws {
        var dwell = DwellTimes()
        dwell.startDevice()
        dwell.enter("HomeViewController", at: 0)
        dwell.leave("HomeViewController", at: 1e300)
        dwell.enter("DetailViewController", at: 0)
        dwell.leave("DetailViewController", at: .infinity)
        dwell.startDevice()
        for page in ["HomeViewController", "DetailViewController"] {
            let times = try XCTUnwrap(dwell.pages[page], page)
            XCTAssertEqual(times.pairs, 0, page)
            XCTAssertEqual(times.unpairedEnters, 1, page)
            XCTAssertEqual(times.unpairedLeaves, 1, page)
        }
    }

    /// A clock set back between an Enter and its Leave measures nothing, and loses neither.
    func testALeaveBeforeItsEnterLeavesBothUnpaired() throws {
        var dwell = DwellTimes()
        dwell.enter("HomeViewController", at: 10)
        dwell.leave("HomeViewController", at: 5)
        dwell.startDevice()
        let times = try XCTUnwrap(dwell.pages["HomeViewController"])
        XCTAssertEqual(times.pairs, 0)
        XCTAssertEqual(times.unpairedEnters, 1)
        XCTAssertEqual(times.unpairedLeaves, 1)
    }
}
