import EventMapCore
import EventMapXML
import EventMapper
import XCTest

/// The JUnit document's shape, checked as text: FoundationXML's parser must not run in this
/// process (it changes libxml2's global state), and CI checks well-formedness with `xmllint`.
final class ReporterJUnitTests: XCTestCase {
    private let output = JUnitReporter().render(ReporterFixture.report)
    private let files = [ReporterFixture.home, ReporterFixture.settings, ReporterFixture.registry]

    func testOneSuitePerFileAndOneCasePerRuleAndFile() {
        XCTAssertEqual(occurrences(of: "<testsuite ", in: output), files.count)
        XCTAssertEqual(occurrences(of: "<testcase ", in: output), files.count * Rule.validationRules.count)
        for file in files {
            XCTAssertTrue(output.contains("<testsuite name=\"\(file)\" tests=\"\(Rule.validationRules.count)\""), file)
            for rule in Rule.validationRules {
                XCTAssertEqual(occurrences(of: "<testcase classname=\"\(file)\" name=\"\(rule.id)\"", in: output), 1, "\(file) \(rule.id)")
            }
        }
    }

    /// Only errors fail a case: Home.plist has errors of three rules (two of one rule share a
    /// case); Settings.plist has only warnings and a note.
    func testCountsFailuresPerRuleAndFile() {
        let total = files.count * Rule.validationRules.count
        XCTAssertTrue(output.contains("<testsuites name=\"mapper validate\" tests=\"\(total)\" failures=\"3\">"), output)
        XCTAssertTrue(output.contains("<testsuite name=\"Configs/Home.plist\" tests=\"\(Rule.validationRules.count)\" failures=\"3\">"))
        XCTAssertTrue(output.contains("<testsuite name=\"Configs/Settings.plist\" tests=\"\(Rule.validationRules.count)\" failures=\"0\">"))
        XCTAssertTrue(output.contains("<testsuite name=\"Registry/actions.json\" tests=\"\(Rule.validationRules.count)\" failures=\"0\">"))
        XCTAssertEqual(occurrences(of: "<failure ", in: output), 3)
        XCTAssertEqual(occurrences(of: "<system-out>", in: output), 3)
    }

    func testAFailureListsEveryErrorOfItsRuleInItsFile() {
        XCTAssertTrue(
            output.contains(
                "<failure message=\"-[HomeViewController onFavBtnPresed:] is configured but HomeViewController declares no such action (and 1 more)\" type=\"undeclared-action\">"
                    + "14:9: -[HomeViewController onFavBtnPresed:] is configured but HomeViewController declares no such action; did you mean 'onFavBtnPressed:'?\n"
                    + "16:9: -[HomeViewController onShare:] is configured but HomeViewController declares no such action</failure>"
            ), output)
    }

    func testEscapesAttributesAndText() {
        XCTAssertTrue(
            output.contains(
                "message=\"&apos;Ctrl&lt;Events&gt; &amp; &quot;Tabs&quot;, 100%: done&apos; in &apos;HomeViewController&apos; is not a section the hooks read&#10;renamed from &apos;ControlEventIDs&apos;?\""
            ), output)
        XCTAssertTrue(
            output.contains(
                ">12:5: 'Ctrl&lt;Events&gt; &amp; \"Tabs\", 100%: done' in 'HomeViewController' is not a section the hooks read\nrenamed from"
            ), output)
    }

    /// Characters XML 1.0 cannot hold at all are spelled out instead of breaking the document.
    func testControlCharactersStayReadable() {
        let report = ValidationReport(
            findings: [Finding(.malformedName, "bad \u{1B}[0m\r\tname", at: SourceLocation(file: "a&b.plist", line: 1, column: 2))],
            configFiles: ["a&b.plist"]
        )
        let xml = JUnitReporter().render(report)
        XCTAssertTrue(xml.contains("message=\"bad \\u{1B}[0m&#13;&#9;name\""), xml)
        XCTAssertTrue(xml.contains(">1:2: bad \\u{1B}[0m&#13;\tname</failure>"), xml)
        XCTAssertTrue(xml.contains("<testsuite name=\"a&amp;b.plist\""), xml)
    }

    /// A finding in a file that was not among those checked still gets a suite.
    func testAFindingOutsideTheCheckedFilesIsNotDropped() {
        let report = ValidationReport(
            findings: [Finding(.undeclaredAction, "x", at: SourceLocation(file: "Sources/Home.swift", line: 1, column: 1))],
            configFiles: ["Configs/Home.plist"]
        )
        let xml = JUnitReporter().render(report)
        XCTAssertEqual(occurrences(of: "<testsuite ", in: xml), 2)
        XCTAssertTrue(xml.contains("<testsuite name=\"Sources/Home.swift\" tests=\"\(Rule.validationRules.count)\" failures=\"1\">"), xml)
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
