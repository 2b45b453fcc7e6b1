import EventMapCore
import EventMapXML
import EventMapper
import XCTest

/// GitHub reads one workflow command a line and splits properties at `,` and the message at
/// `::`: unescaped text would cut an annotation short or start a new command.
final class ReporterGitHubTests: XCTestCase {
    func testOneCommandPerFindingThenTheSummary() {
        let lines = GitHubReporter().render(ReporterFixture.report).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, ReporterFixture.report.findings.count + 2) // + summary + final empty
        XCTAssertEqual(lines.filter { $0.hasPrefix("::error ") }.count, 4)
        XCTAssertEqual(lines.filter { $0.hasPrefix("::warning ") }.count, 2)
        XCTAssertEqual(lines.filter { $0.hasPrefix("::notice ") }.count, 1)
        XCTAssertEqual(lines.dropLast().last, "4 errors, 2 warnings, 1 note in 2 config files and 1 registry file")
    }

    func testTheMessageEscapesPercentAndLineBreaksOnly() {
        let output = GitHubReporter().render(ReporterFixture.report)
        XCTAssertTrue(
            output.contains(
                "::error file=Configs/Home.plist,line=12,col=5,title=unknown-section::'Ctrl<Events> & \"Tabs\", 100%25: done' in 'HomeViewController' is not a section the hooks read%0Arenamed from 'ControlEventIDs'?; did you mean 'ControlEventIDs'?\n"
            ), output)
    }

    func testPropertiesAlsoEscapeColonAndComma() {
        let report = ValidationReport(
            findings: [Finding(.duplicateKey, "a\r\nb %0A", at: SourceLocation(file: "C:/Team, 50%/x.plist", line: 3, column: 7))],
            configFiles: ["C:/Team, 50%/x.plist"]
        )
        XCTAssertEqual(
            GitHubReporter().render(report),
            "::error file=C%3A/Team%2C 50%25/x.plist,line=3,col=7,title=duplicate-key::a%0D%0Ab %250A\n1 error, 0 warnings in 1 config file\n"
        )
    }

    func testRelatedPlacesAreFurtherLinesOfTheMessage() {
        let output = GitHubReporter().render(ReporterFixture.report)
        XCTAssertTrue(output.contains("keeps only the last%0Arelated location: 5:9\n"), output)
        XCTAssertTrue(output.contains("%0Arelated location: Configs/Home.plist:6:25\n"), output)
    }

    /// From a subfolder, findings point at `../Configs/…`; GitHub attaches annotations only by
    /// paths from the repository's root.
    func testPathsAreMadeRelativeToTheRepositoryRoot() {
        let reporter = GitHubReporter(root: "/work/app", workingDirectory: "/work/app/Tools")
        XCTAssertEqual(reporter.repositoryPath("../Configs/Home.plist"), "Configs/Home.plist")
        XCTAssertEqual(reporter.repositoryPath("/work/app/Configs/Home.plist"), "Configs/Home.plist")
        XCTAssertEqual(reporter.repositoryPath("Local.plist"), "Tools/Local.plist")
        XCTAssertEqual(reporter.repositoryPath("/elsewhere/x.plist"), "/elsewhere/x.plist")
        let finding = Finding(.duplicateKey, "duplicate key 'Enter'", at: SourceLocation(file: "../Configs/Home.plist", line: 3, column: 5))
        let report = ValidationReport(findings: [finding], configFiles: ["../Configs/Home.plist"])
        XCTAssertEqual(
            reporter.render(report).split(separator: "\n").first,
            "::error file=Configs/Home.plist,line=3,col=5,title=duplicate-key::duplicate key 'Enter'")
    }

    func testGitHubsWorkspaceIsTheRootWhenSet() {
        let reporter = GitHubReporter.forThisProcess(environment: ["GITHUB_WORKSPACE": "/"])
        XCTAssertEqual(reporter.repositoryPath("/srv/Configs/Home.plist"), "srv/Configs/Home.plist")
    }

    /// The human-readable reporters never print a control character raw.
    func testEscapeSequencesInNamesAndFilesArePrintedEscaped() {
        let finding = Finding(
            .unknownSection, "'\u{1B}]0;owned\u{7}' is not a section", at: SourceLocation(file: "a\u{202E}lmx.plist", line: 1, column: 2))
        let report = ValidationReport(findings: [finding], configFiles: ["a\u{202E}lmx.plist"])
        for output in [GitHubReporter().render(report), XcodeReporter().render(report)] {
            XCTAssertFalse(output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, output)
            XCTAssertTrue(output.contains(#"\u{1B}]0;owned\u{7}"#), output)
            XCTAssertTrue(output.contains(#"a\u{202E}lmx.plist"#), output)
        }
    }
}
