import EventMapCore
import EventMapper
import EventMapperTools
import TestSupport
import XCTest

/// Each step of a draft sees what the steps before it did to the file: a class one step adds is
/// the one the next steps edit, and an event one step sets is one the next can unset. (The
/// file's lookups are kept between asks and made again after each edit.)
final class DraftStepsOnOneClassTests: XCTestCase {
    private static func edit(_ target: ConfigEdit.Target, to id: String?) -> DraftStep {
        .edit(ConfigEdit(className: "DViewController", target: target, eventID: id.map(EventID.init)), file: nil)
    }

    private func review(_ steps: [DraftStep]) throws -> Result<DraftCheck, DraftFailure> {
        try reviewDraft(steps, of: "Edit/entry-after-an-error.plist", scratch: "draft-steps-one-class")
    }

    func testStepsOnAClassAnEarlierStepAddedEditThatOneEntry() throws {
        let result = try review([
            Self.edit(.pageEvent(.enter), to: "PAGE_EVENT_D_ENTER"),
            Self.edit(.pageEvent(.leave), to: "PAGE_EVENT_D_LEAVE"),
            Self.edit(.pageEvent(.enter), to: nil),
        ])
        guard case .success(let check) = result else { return XCTFail("refused: \(result)") }
        let added = check.unifiedDiff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        XCTAssertEqual(added.filter { $0.contains("<key>DViewController</key>") }.count, 1, check.unifiedDiff)
        XCTAssertEqual(added.filter { $0.contains("PAGE_EVENT_D_LEAVE") }.count, 1, check.unifiedDiff)
        XCTAssertFalse(check.unifiedDiff.contains("PAGE_EVENT_D_ENTER"), check.unifiedDiff)
    }

    func testAnUnsetOfAnEventAnEarlierStepRemovedIsRefused() throws {
        let result = try review([
            Self.edit(.pageEvent(.enter), to: "PAGE_EVENT_D_ENTER"),
            Self.edit(.pageEvent(.enter), to: nil),
            Self.edit(.pageEvent(.enter), to: nil),
        ])
        guard case .failure(let failure) = result else { return XCTFail("unset an event twice") }
        XCTAssertEqual(failure.kind, .step(2), "\(failure.lines)")
        XCTAssertEqual(failure.lines, ["error: 'DViewController' has no Enter event configured"])
    }
}
