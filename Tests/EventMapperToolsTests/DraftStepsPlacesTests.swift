import EventMapCore
import EventMapper
import EventMapperTools
import TestSupport
import XCTest

/// An entry with errors is not edited without `--force`; in a draft of several steps, whether
/// it has errors is judged by where the entry was in the file as read, not where earlier steps
/// have moved it. The fixture has an error at the end of B's entry, just above C's.
final class DraftStepsPlacesTests: XCTestCase {
    private static func unset(_ selector: String) -> DraftStep {
        .edit(ConfigEdit(className: "AViewController", target: .control(ActionSelector(selector)), eventID: nil), file: nil)
    }

    private static func setLeave(of className: String, to id: String) -> DraftStep {
        .edit(ConfigEdit(className: className, target: .pageEvent(.leave), eventID: EventID(id)), file: nil)
    }

    private func review(_ steps: [DraftStep]) throws -> Result<DraftCheck, DraftFailure> {
        try reviewDraft(steps, of: "Edit/entry-after-an-error.plist", scratch: "draft-steps-places")
    }

    func testACleanEntryMovedOverAnErrorsLineByEarlierStepsIsEdited() throws {
        let result = try review([Self.unset("onOne:"), Self.unset("onTwo:"), Self.setLeave(of: "CViewController", to: "PAGE_EVENT_C_LEAVE")])
        guard case .success(let check) = result else { return XCTFail("refused: \(result)") }
        XCTAssertTrue(check.unifiedDiff.contains("+\t\t\t<string>PAGE_EVENT_C_LEAVE</string>"), check.unifiedDiff)
    }

    func testAnEntryWithErrorsMovedByEarlierStepsIsStillRefused() throws {
        let result = try review([Self.unset("onOne:"), Self.unset("onTwo:"), Self.setLeave(of: "BViewController", to: "PAGE_EVENT_B_LEAVE")])
        guard case .failure(let failure) = result else { return XCTFail("edited an entry with errors") }
        XCTAssertEqual(failure.kind, .step(2))
        XCTAssertEqual(failure.lines.last, "error: the entry being edited has the problems above; fix them first, or --force to edit it anyway")
        XCTAssertTrue(failure.lines.first?.contains("Config.plist:20:") ?? false, "\(failure.lines)")
    }
}
