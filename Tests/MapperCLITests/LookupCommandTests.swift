import Foundation
import TestSupport
import XCTest

/// `mapper resolve`, `which` and `list` on the shipped sample, run as processes: the wiring of
/// each command (arguments, exit statuses, answers on standard output and failures on standard
/// error). The answers themselves are tested in-process in `EventMapperToolsTests/LookupAnswerTests`.
final class LookupCommandTests: XCTestCase {
    private func assertRun(
        _ arguments: [String], status: Int32, output: String, error: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try MapperProcess.run(arguments)
        XCTAssertEqual(result.status, status, "exit status", file: file, line: line)
        XCTAssertEqual(result.standardOutput, output, "standard output", file: file, line: line)
        XCTAssertEqual(result.standardError, error, "standard error", file: file, line: line)
    }

    func testResolvePrintsTheIDOfAnActionOrPageEvent() throws {
        try assertRun(["resolve", "HomeViewController", "onFavBtnPressed_UA:"], status: 0, output: "CTRL_EVENT_HOME_FAV\n")
        try assertRun(["resolve", "MyApp.DetailViewController", "--leave"], status: 0, output: "PAGE_EVENT_DETAIL_LEAVE\n")
    }

    func testResolveExplainsWhatIsUnmappedWithASuggestion() throws {
        try assertRun(
            ["resolve", "HomeViewController", "onFavBtnPressed:"], status: 1, output: "",
            error: "error: -[HomeViewController onFavBtnPressed:] is not mapped; did you mean 'onFavBtnPressed_UA:'?\n")
    }

    func testResolveRefusesAnActionTogetherWithAPageEvent() throws {
        let result = try MapperProcess.run(["resolve", "HomeViewController", "onFav:", "--enter"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("Give an action or --enter/--leave, not both."), result.standardError)
    }

    func testWhichListsEveryEmitterWithItsLocation() throws {
        try assertRun(
            ["which", "CTRL_EVENT_HOME_SHARE"], status: 0,
            output: "-[HomeViewController onShareBtnPressed:]\tConfigs/WGlobalUserStatisticsConfig.plist:27:4\n")
        try assertRun(
            ["which", "CTRL_EVENT_HOME_SHAR"], status: 1, output: "",
            error: "error: no class records 'CTRL_EVENT_HOME_SHAR'; did you mean 'CTRL_EVENT_HOME_SHARE'?\n")
    }

    func testListPrintsTheFormatAskedFor() throws {
        let result = try MapperProcess.run(["list", "--config", "Configs/WGlobalUserStatisticsConfig.plist", "--format", "csv"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        try GoldenFile.assertMatches(result.standardOutput, "CLI/list-sample.csv")
    }

    /// A config that does not parse leaves the set incomplete: "not configured" would be a guess.
    func testAMissingOrBrokenConfigIsExitTwoAndNothingIsAnswered() throws {
        try assertRun(
            ["resolve", "HomeViewController", "--config", "Configs/Nope.plist"], status: 2, output: "",
            error: "Configs/Nope.plist: error: no such file or directory\n")
        try assertRun(
            ["resolve", "HomeViewController", "onFav:", "--config", "Tests/Fixtures/Plist/non-key-in-dict.plist"], status: 2, output: "",
            error: """
                Tests/Fixtures/Plist/non-key-in-dict.plist:5:2: error: Found non-key inside <dict> at line 5 [invalid-plist]
                error: a config does not parse (Tests/Fixtures/Plist/non-key-in-dict.plist); nothing is answered from an incomplete config set

                """)
        // A broken file beside a good one: list and which refuse too, rather than answer from
        // the good one alone.
        let configs = ["--config", "Configs/WGlobalUserStatisticsConfig.plist", "--config", "Tests/Fixtures/Plist/non-key-in-dict.plist"]
        for command in [["list"], ["list", "--format", "csv"], ["which", "CTRL_EVENT_HOME_FAV"]] {
            let result = try MapperProcess.run(command + configs)
            XCTAssertEqual(result.status, 2, command.joined(separator: " "))
            XCTAssertEqual(result.standardOutput, "", command.joined(separator: " "))
            XCTAssertTrue(result.standardError.hasSuffix("nothing is answered from an incomplete config set\n"), result.standardError)
        }
    }

    func testResolveTakesWhatIsPastedFromCode() throws {
        for pasted in ["-[HomeViewController onFavBtnPressed_UA:]", "#selector(HomeViewController.onFavBtnPressed_UA(_:))"] {
            let result = try MapperProcess.run(["resolve", pasted])
            XCTAssertEqual(result.status, 0, pasted + result.standardError)
            XCTAssertEqual(result.standardOutput, "CTRL_EVENT_HOME_FAV\n", pasted)
        }
        let unmapped = try MapperProcess.run(["resolve", "--config", "Configs", "-[HomeViewController onFav:]"])
        XCTAssertEqual(unmapped.status, 1)
        XCTAssertEqual(unmapped.standardError, "error: -[HomeViewController onFav:] is not mapped\n")
    }

    func testListMatchesAGlobAndWhichWritesJSON() throws {
        let listed = try MapperProcess.run(["list", "*Settings*", "--format", "csv"])
        XCTAssertEqual(listed.status, 0)
        XCTAssertEqual(listed.standardOutput.split(separator: "\r\n").count, 8, "the header and 7 rows: \(listed.standardOutput)")
        let none = try MapperProcess.run(["list", "Nothing*"])
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.standardError, "error: no configured class matches 'Nothing*'\n")
        let which = try MapperProcess.run(["which", "CTRL_EVENT_HOME_FAV", "--format", "json"])
        XCTAssertEqual(which.status, 0)
        XCTAssertTrue(which.standardOutput.contains("\"trigger\" : \"onFavBtnPressed_UA:\""), which.standardOutput)
    }
}
