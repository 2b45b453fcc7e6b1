import EventMapper
import TestSupport
import XCTest

/// Every reporter's whole output for one fixed report, against a reviewed file in
/// `Tests/Fixtures/Reporters/`: a change to any format shows up as a diff to review.
/// `UPDATE_GOLDEN=1 swift test --filter Reporter` rewrites the files.
final class ReporterGoldenTests: XCTestCase {
    func testXcode() throws {
        try GoldenFile.assertMatches(XcodeReporter().render(ReporterFixture.report), "Reporters/report.xcode.txt")
    }

    func testJSON() throws {
        try GoldenFile.assertMatches(JSONReporter().render(ReporterFixture.report), "Reporters/report.json")
    }

    func testGitHub() throws {
        try GoldenFile.assertMatches(GitHubReporter().render(ReporterFixture.report), "Reporters/report.github.txt")
    }

    func testJUnit() throws {
        try GoldenFile.assertMatches(JUnitReporter().render(ReporterFixture.report), "Reporters/report.junit.xml")
    }

    func testSARIF() throws {
        try GoldenFile.assertMatches(SARIFReporter().render(ReporterFixture.report), "Reporters/report.sarif.json")
    }

    /// When validation cannot run, each machine format still writes a valid document that says
    /// so (CI's upload step then fails on the reason, not on an empty file).
    func testFailureDocuments() throws {
        let error = ConfigInputError(
            path: ".mapper.json:3:5", message: "'source' is not a project-file key; did you mean 'sources'?",
            also: [
                ConfigInputError(path: "Registry/actions.json", message: "cannot read the registry file: No such file or directory")
            ])
        try GoldenFile.assertMatches(JSONReporter().renderFailure(error), "Reporters/failure.json")
        try GoldenFile.assertMatches(GitHubReporter().renderFailure(error), "Reporters/failure.github.txt")
        try GoldenFile.assertMatches(JUnitReporter().renderFailure(error), "Reporters/failure.junit.xml")
        try GoldenFile.assertMatches(SARIFReporter().renderFailure(error), "Reporters/failure.sarif.json")
        XCTAssertEqual(XcodeReporter().renderFailure(error), "")
    }

    /// `--reporter NAME` gets the reporter of that name, not the placeholder.
    func testEachKindHasItsOwnReporter() {
        XCTAssertTrue(ReporterKind.xcode.reporter is XcodeReporter)
        XCTAssertTrue(ReporterKind.json.reporter is JSONReporter)
        XCTAssertTrue(ReporterKind.github.reporter is GitHubReporter)
        XCTAssertTrue(ReporterKind.junit.reporter is JUnitReporter)
        XCTAssertTrue(ReporterKind.sarif.reporter is SARIFReporter)
    }

    /// The protocol promises output ending with a newline, even with nothing found.
    func testEveryReporterEndsWithANewlineWhenClean() {
        for kind in ReporterKind.allCases {
            let output = kind.reporter.render(ReporterFixture.clean)
            XCTAssertTrue(output.hasSuffix("\n"), "\(kind)")
            XCTAssertFalse(output.hasSuffix("\n\n"), "\(kind)")
        }
    }
}
