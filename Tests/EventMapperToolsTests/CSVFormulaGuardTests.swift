import EventMapCore
import EventMapper
@testable import EventMapperTools
import XCTest

/// CSV is meant for spreadsheets, which run a cell starting with `=`, `+`, `-`, `@`, a tab or a
/// carriage return as a formula. Such cells are written guarded by a leading `'`, and reading
/// the CSV back undoes the guard, so that a round trip stays exact.
final class CSVFormulaGuardTests: XCTestCase {
    func testCellsThatASpreadsheetWouldRunAreGuarded() {
        let cases: [(String, String)] = [
            ("=1+1", "'=1+1"),
            ("+SUM(A1)", "'+SUM(A1)"),
            ("-2", "'-2"),
            ("@IMPORT", "'@IMPORT"),
            ("\tTAB", "'\tTAB"),
            ("'quoted", "''quoted"),
            ("=cmd|'/C calc'!A0", "'=cmd|'/C calc'!A0"),
            ("=a,b", "\"'=a,b\""),
            ("CTRL_EVENT_HOME_FAV", "CTRL_EVENT_HOME_FAV"),
            ("a=b", "a=b"),
        ]
        for (value, cell) in cases {
            XCTAssertEqual(CSVCell.text(for: value), cell, value)
        }
    }

    func testAConfigWithFormulaLikeIDsRoundTripsThroughCSVExactly() throws {
        let json =
            #"{"HomeViewController":{"ControlEventIDs":{"onFav:":"=1+1","onShare:":"'quoted","onBuy:":"@SUM(A1:A9)"},"PageEventIDs":{"Enter":"-ENTER","Leave":"+LEAVE"}}}"#
        let csv = try ConfigConverter().convert(Array(json.utf8), file: "in.json", from: .json, to: .csv).bytes
        XCTAssertEqual(
            String(decoding: csv, as: UTF8.self),
            """
            class,kind,trigger,event_id\r
            HomeViewController,page,Enter,'-ENTER\r
            HomeViewController,page,Leave,'+LEAVE\r
            HomeViewController,control,onBuy:,'@SUM(A1:A9)\r
            HomeViewController,control,onFav:,'=1+1\r
            HomeViewController,control,onShare:,''quoted\r

            """)
        let back = try ConfigConverter().convert(csv, file: "out.csv", from: .csv, to: .json).bytes
        let again = try ConfigConverter().convert(Array(json.utf8), file: "in.json", from: .json, to: .json).bytes
        XCTAssertEqual(String(decoding: back, as: UTF8.self), String(decoding: again, as: UTF8.self))
    }

    func testTheListingGuardsItsCellsToo() {
        let row = MappingRow.rows(
            of: PageMapping(
                className: Located(ClassName("HomeViewController"), at: SourceLocation(file: "=evil.plist", line: 1, column: 1)),
                pageEvents: [.enter: Located(EventID("=1+1"), at: SourceLocation(file: "=evil.plist", line: 2, column: 3))]
            ))
        XCTAssertEqual(
            ListingFormat.csv.render(row), "class,kind,trigger,event_id,file,line,column\r\nHomeViewController,page,Enter,'=1+1,'=evil.plist,2,3\r\n")
    }
}
