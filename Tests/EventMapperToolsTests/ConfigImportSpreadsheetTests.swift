import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `mapper import` of listings as spreadsheets save them (`Tests/Fixtures/Import/*.csv`), each
/// the whole listing of the two-file set `Tests/Fixtures/Edit/sample.plist` and `sample.xml`
/// with the home page's share button given a new ID: semicolons, renamed and added columns,
/// blank rows, blanks around a value, another encoding; then rows deleted, and edits `set` warns
/// about.
final class ConfigImportSpreadsheetTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var plist: String!
    private var xml: String!

    override func setUpWithError() throws {
        scratch = try makeScratchFolder("import-sheets")
        plist = try scratch.copyFixture("Edit/sample.plist")
        xml = try scratch.copyFixture("Edit/sample.xml")
    }

    private let shareChanged = "~ HomeViewController onShareBtnPressed: CTRL_EVENT_HOME_SHARE → CTRL_EVENT_HOME_SHARE_V2"

    func testSemicolonsAsExcelWritesThemInGermanAndFrenchLocales() throws {
        let sheet = try scratch.copyFixture("Import/semicolons.csv", as: "listing.csv")
        let run = try ConfigImportRun(sheet, configPaths: [plist, xml])
        XCTAssertEqual(run.messages, [shareChanged, "\(sheet): imported 1 change in 1 file"])
        XCTAssertEqual(run.warnings, [])
    }

    func testColumnsAreMatchedWhateverTheirCaseAndOthersAreIgnoredWithOneNote() throws {
        let sheet = try scratch.copyFixture("Import/extra-column.csv", as: "listing.csv")
        let run = try ConfigImportRun(sheet, configPaths: [plist, xml])
        XCTAssertEqual(run.messages, [shareChanged, "\(sheet): imported 1 change in 1 file"])
        XCTAssertEqual(
            run.warnings,
            [
                "\(sheet):1:29: note: ignoring the column 'Notes': it is not one of class, kind, trigger, event_id, file, line, column [malformed-input]"
            ]
        )
    }

    func testRowsWithNoValueAreSkipped() throws {
        let sheet = try scratch.copyFixture("Import/trailing-blank-rows.csv", as: "listing.csv")
        let run = try ConfigImportRun(sheet, configPaths: [plist, xml])
        XCTAssertEqual(run.messages, [shareChanged, "\(sheet): imported 1 change in 1 file"])
        XCTAssertEqual(run.warnings, [])
    }

    func testBlanksAroundAValueAreRemovedWithANote() throws {
        let sheet = try scratch.copyFixture("Import/blanks-around-id.csv", as: "listing.csv")
        let run = try ConfigImportRun(sheet, configPaths: [plist, xml])
        XCTAssertEqual(run.messages, [shareChanged, "\(sheet): imported 1 change in 1 file"])
        XCTAssertEqual(run.warnings, ["\(sheet):8:47: note: removed the blanks around 'CTRL_EVENT_HOME_SHARE_V2' [malformed-input]"])
    }

    func testASheetInAnotherEncodingIsRefusedAtItsFirstByteThatIsNotUTF8() throws {
        let sheet = try scratch.copyFixture("Import/windows-1252.csv", as: "listing.csv")
        assertFails(
            try ConfigImportRun(sheet, configPaths: [plist, xml]), .cannotRun,
            [
                "\(sheet):8:94: error: the byte 0xE9 in row 8, column 5 (notes) is not UTF-8: the sheet was saved in another encoding, which is never guessed. Save it as CSV UTF-8 (in Excel: CSV UTF-8 (Comma delimited)) and use that file [malformed-input]",
                "error: \(sheet) cannot be read as a listing; nothing was imported",
            ])
        try assertUnchanged()
    }

    func testAClassWhoseRowsWereAllDeletedIsNamedAndLeftAlone() throws {
        let sheet = try scratch.copyFixture("Import/class-deleted.csv", as: "listing.csv")
        let run = try ConfigImportRun(sheet, configPaths: [plist, xml])
        XCTAssertEqual(run.messages, ["\(sheet): nothing to change"])
        XCTAssertEqual(
            run.warnings,
            [
                "\(plist!):5:2: warning: 'DetailViewController' has no row in \(sheet), so it is left as it is; to remove it, run mapper unset DetailViewController --page, or import with --remove-missing"
            ])
        try assertUnchanged()
    }

    func testRemoveMissingRemovesAClassWhoseRowsWereAllDeleted() throws {
        let sheet = try scratch.copyFixture("Import/class-deleted.csv", as: "listing.csv")
        let run = try ConfigImportRun(sheet, configPaths: [plist, xml], removeMissing: true)
        XCTAssertEqual(
            run.messages,
            [
                "- DetailViewController Enter (was PAGE_EVENT_DETAIL_ENTER)",
                "- DetailViewController Leave (was PAGE_EVENT_DETAIL_LEAVE)",
                "- DetailViewController onShareBtnPressed: (was CTRL_EVENT_DETAIL_SHARE)",
                "\(sheet): imported 3 changes in 1 file",
            ])
        XCTAssertEqual(run.warnings, [])
        XCTAssertNil(EventResolver(try ConfigSet.load([plist, xml]).map).page("DetailViewController"))
        XCTAssertEqual(try ConfigImportRun(sheet, configPaths: [plist, xml], removeMissing: true).messages, ["\(sheet): nothing to change"])
    }

    func testImportWarnsAsSetDoes() throws {
        let sheet = try scratch.copyFixture("Import/unchecked-edits.csv", as: "listing.csv")
        let run = try ConfigImportRun(sheet, configPaths: [plist, xml], code: registry)
        XCTAssertEqual(
            run.warnings,
            [
                "\(plist!):10:4: warning: event ID 'ctrlEventDetailShare' of -[DetailViewController onShareBtnPressed:] does not match the naming pattern [A-Z][A-Z0-9]*(_[A-Z0-9]+)* [event-id-naming]",
                "\(plist!):28:4: warning: -[HomeViewController refreshIfDisconnectd:] is configured but HomeViewController declares no such action; did you mean refreshIfDisconnected:? [undeclared-action]",
            ])
        XCTAssertEqual(run.messages.last, "\(sheet): imported 3 changes in 1 file")

        // The same edits made with set warn with the same lines.
        let other = try makeScratchFolder("set-sheets")
        let copy = try other.copyFixture("Edit/sample.plist")
        let naming = try ConfigEditRun(ConfigEditCase.set("DetailViewController", "onShareBtnPressed:", "ctrlEventDetailShare"), configPaths: [copy])
        let action = try ConfigEditRun(
            ConfigEditCase.set("HomeViewController", "refreshIfDisconnectd:", "CTRL_EVENT_HOME_REFRESH"), configPaths: [copy], code: registry)
        XCTAssertEqual(
            (naming.warnings + action.warnings).map { $0.replacingOccurrences(of: copy, with: plist) }, run.warnings)
    }

    // MARK: Helpers

    private let registry: (ConfigSelection) throws(ConfigInputError) -> CodeDeclarations = { _ throws(ConfigInputError) in
        try CodeDeclarations(registryPaths: [RepositoryPaths.fixture("Import/registry.json")], sourcePaths: [], project: nil, scanner: nil)
    }

    private func assertUnchanged(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(
            Array(try Data(contentsOf: URL(fileURLWithPath: plist))), try RepositoryPaths.fixtureBytes("Edit/sample.plist"), file: file, line: line)
        XCTAssertEqual(
            Array(try Data(contentsOf: URL(fileURLWithPath: xml))), try RepositoryPaths.fixtureBytes("Edit/sample.xml"), file: file, line: line)
    }

    private func assertFails(
        _ run: @autoclosure () throws(ConfigEditFailure) -> ConfigImportRun, _ kind: ConfigEditFailure.Kind, _ lines: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do throws(ConfigEditFailure) {
            let made = try run()
            XCTFail("the import was made: \(made.messages)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.kind, kind, file: file, line: line)
            XCTAssertEqual(error.lines, lines, file: file, line: line)
        }
    }
}
