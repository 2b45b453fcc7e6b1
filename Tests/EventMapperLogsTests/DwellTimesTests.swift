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
}
