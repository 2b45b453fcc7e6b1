import Foundation
import TestSupport
import XCTest

/// `mapper validate` on the repository and on mutated copies of the sample registry.
final class ValidateCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A copy of the sample registry with `edit` applied to its text.
    private func registry(_ edit: (String) -> String) throws -> String {
        let original = try String(contentsOfFile: RepositoryPaths.handWrittenRegistryFile, encoding: .utf8)
        let url = directory.appendingPathComponent("registry.json")
        try edit(original).write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testTheRepositoryValidatesCleanly() throws {
        let result = try MapperProcess.run(["validate"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "0 errors, 0 warnings in 2 config files and 8 source files\n")
        XCTAssertEqual(result.standardError, "")
    }

    func testRenamingAConfiguredActionPointsAtThePlistKey() throws {
        let path = try registry { $0.replacingOccurrences(of: "\"onFavBtnPressed_UA:\"", with: "\"onMyFavBtnPressed_UA:\"") }
        let result = try MapperProcess.run(["validate", "--registry", path])
        XCTAssertEqual(result.status, 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains(
                "Configs/WGlobalUserStatisticsConfig.plist:24:4: error: -[HomeViewController onFavBtnPressed_UA:] is configured but HomeViewController declares no such action; did you mean onMyFavBtnPressed_UA:? [undeclared-action]"
            ), result.standardOutput)
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("\(path):")
                    && $0.hasSuffix(
                        "error: -[HomeViewController onMyFavBtnPressed_UA:] is tagged _UA but no event is configured for it; add it under HomeViewController → ControlEventIDs [untracked-action]"
                    )
            }, result.standardOutput)
        XCTAssertEqual(lines.last, "2 errors, 0 warnings in 2 config files and 1 registry file")
    }

    func testAddingAnUntaggedActionChangesNothing() throws {
        let path = try registry { $0.replacingOccurrences(of: "\"onRefreshPulled:\"", with: "\"onRefreshPulled:\", \"onScrollToTop:\"") }
        let result = try MapperProcess.run(["validate", "--registry", path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "0 errors, 0 warnings in 2 config files and 1 registry file\n")
    }

    func testAddingATaggedActionFailsNamingIt() throws {
        let path = try registry { $0.replacingOccurrences(of: "\"onRefreshPulled:\"", with: "\"onRefreshPulled:\", \"onLikeBtnPressed_UA:\"") }
        let result = try MapperProcess.run(["validate", "--registry", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").count, 2)
        XCTAssertTrue(
            result.standardOutput.contains("error: -[HomeViewController onLikeBtnPressed_UA:] is tagged _UA but no event is configured for it"),
            result.standardOutput)
    }

    func testWarningsFailOnlyWithStrict() throws {
        let config = directory.appendingPathComponent("Lower.plist")
        try """
        <plist version="1.0"><dict><key>HomeViewController</key><dict><key>PageEventIDs</key>
        <dict><key>Enter</key><string>page_event_home_enter</string></dict></dict></dict></plist>
        """.write(to: config, atomically: true, encoding: .utf8)
        let registry = directory.appendingPathComponent("registry.json")
        try #"{"version": 1, "classes": [{"name": "HomeViewController", "actions": []}]}"#.write(to: registry, atomically: true, encoding: .utf8)
        let relaxed = try MapperProcess.run(["validate", "--config", config.path, "--registry", registry.path])
        XCTAssertEqual(relaxed.status, 0, relaxed.standardOutput)
        XCTAssertTrue(
            relaxed.standardOutput.contains(
                "warning: event ID 'page_event_home_enter' of HomeViewController Enter does not match the naming pattern"), relaxed.standardOutput)
        let strict = try MapperProcess.run(["validate", "--config", config.path, "--registry", registry.path, "--strict"])
        XCTAssertEqual(strict.status, 1)
    }

    func testEveryReporterRunsOnTheRepository() throws {
        for reporter in ["xcode", "json", "github", "junit", "sarif"] {
            let result = try MapperProcess.run(["validate", "--reporter", reporter])
            XCTAssertEqual(result.status, 0, reporter)
            XCTAssertFalse(result.standardOutput.isEmpty, reporter)
        }
    }

    func testAMissingRegistryIsExitTwo() throws {
        let result = try MapperProcess.run(["validate", "--registry", "Examples/nope.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardError, "Examples/nope.json: error: cannot read the registry file: No such file or directory\n")
        XCTAssertEqual(result.standardOutput, "")
        // A machine reporter still writes its document, saying the run did not complete.
        let sarif = try MapperProcess.run(["validate", "--registry", "Examples/nope.json", "--reporter", "sarif"])
        XCTAssertEqual(sarif.status, 2)
        XCTAssertTrue(sarif.standardOutput.contains(#""executionSuccessful" : false"#), sarif.standardOutput)
        let json = try MapperProcess.run(["validate", "--registry", "Examples/nope.json", "--reporter", "json"])
        XCTAssertTrue(json.standardOutput.contains(#""completed" : false"#), json.standardOutput)
    }

    /// A config path the project file names that does not exist is most often a typo there:
    /// the message says where it is named.
    func testAMissingConfigPathOfTheProjectFileIsNamedWhereItIsWritten() throws {
        let project = directory.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("Configs"), to: project.appendingPathComponent("Configs"))
        try #"{ "configs": ["Config"] }"#.write(to: project.appendingPathComponent(".mapper.json"), atomically: true, encoding: .utf8)
        for command in [["validate"], ["list"], ["set", "HomeViewController", "--enter", "PAGE_EVENT_HOME_SHOW"]] {
            let result = try MapperProcess.run(command, in: project)
            XCTAssertEqual(result.status, 2, command.joined(separator: " "))
            XCTAssertEqual(result.standardError, "Config: error: no such file or directory (named in 'configs' at .mapper.json:1:15)\n")
        }
    }

    /// A copy of the sample app's sources with `edit` applied to one file's text.
    private func sampleApp(editing file: String, _ edit: (String) -> String) throws -> String {
        let copy = directory.appendingPathComponent("SampleApp")
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("Examples/SampleApp"), to: copy)
        let url = copy.appendingPathComponent(file)
        try edit(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        return copy.path
    }

    /// The check the sources make possible: a tagged action added in code, with no config entry,
    /// is reported at its line in the source.
    func testATaggedActionAddedInTheSourcesIsReportedAtItsLine() throws {
        let sources = try sampleApp(editing: "HomeViewController.swift") {
            $0.replacingOccurrences(
                of: "    @IBAction func onFavBtnPressed_UA(_ sender: UIButton) {",
                with: "    @IBAction func onLikeBtnPressed_UA(_ sender: UIButton) {}\n\n    @IBAction func onFavBtnPressed_UA(_ sender: UIButton) {")
        }
        let result = try MapperProcess.run(["validate", "--sources", sources])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            \(sources)/HomeViewController.swift:27:20: error: -[HomeViewController onLikeBtnPressed_UA:] is tagged _UA but no event is configured for it; add it under HomeViewController → ControlEventIDs [untracked-action]
            1 error, 0 warnings in 2 config files and 8 source files

            """)
    }

    /// A storyboard connection to an action the class does not have crashes the app when tapped.
    func testAStoryboardActionTheClassLacksIsReportedInTheStoryboard() throws {
        let sources = try sampleApp(editing: "Main.storyboard") {
            $0.replacingOccurrences(of: "<action selector=\"onLogoutBtnPressed_UA:\"", with: "<action selector=\"onSignOutBtnPressed_UA:\"")
        }
        let result = try MapperProcess.run(["validate", "--sources", sources])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            \(sources)/Main.storyboard:150:37: error: onSignOutBtnPressed_UA: is connected to SampleApp.SettingsViewController, which does not implement it; the app crashes with 'unrecognized selector' when it is sent; did you mean onLogoutBtnPressed_UA:? [unimplemented-connected-action]
            1 error, 0 warnings in 2 config files and 8 source files

            """)
    }
}
