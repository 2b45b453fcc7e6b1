import EventMapCore
import EventMapper
import EventMapperTesting
import TestSupport
import XCTest

/// `ValidationSettings` (what `.mapper.json` says): a rule switched off reports nothing, a
/// rule's severity can be lowered or raised, and the tag can be changed.
final class RuleSettingsTests: FailureRecordingTestCase {
    /// The code renamed `onFavBtnPressed_UA:`: one undeclared-action and one untracked-action error.
    private func renamedFavourite() throws -> ActionRegistry {
        try SampleAppPages.registry.editing("HomeViewController") { actions in
            actions.map { $0 == "onFavBtnPressed_UA:" ? "onFavouriteBtnPressed_UA:" : $0 }
        }
    }

    func testDefaultSeveritiesFailTwice() throws {
        let registry = try renamedFavourite()
        let failures = failures { XCTAssertEventMapValid(config: [RepositoryPaths.configs], registry: registry) }
        XCTAssertEqual(failures.map { $0.components(separatedBy: " [").last }, ["untracked-action]", "undeclared-action]"])
    }

    func testRuleSwitchedOffReportsNothing() throws {
        let registry = try renamedFavourite()
        let settings = ValidationSettings(rules: ["undeclared-action": .off, "untracked-action": .off])
        let failures = failures {
            let report = XCTAssertEventMapValid(config: [RepositoryPaths.configs], registry: registry, settings: settings, strict: true)
            XCTAssertEqual(report?.findings.count, 0)
        }
        XCTAssertEqual(failures, [])
    }

    func testSeverityLoweredToWarningFailsOnlyWhenStrict() throws {
        let registry = try renamedFavourite()
        let settings = ValidationSettings(rules: ["undeclared-action": .severity(.warning), "untracked-action": .severity(.note)])
        let lenient = failures { XCTAssertEventMapValid(config: [RepositoryPaths.configs], registry: registry, settings: settings) }
        XCTAssertEqual(lenient, [])
        let strict = failures { XCTAssertEventMapValid(config: [RepositoryPaths.configs], registry: registry, settings: settings, strict: true) }
        XCTAssertEqual(
            strict,
            [
                "\(RepositoryPaths.plist):24:4: warning: -[HomeViewController onFavBtnPressed_UA:] is configured but HomeViewController declares no such action; did you mean onFavouriteBtnPressed_UA:? [undeclared-action]"
            ], "a note never fails, even when strict")
    }

    func testSeverityRaisedToErrorFails() throws {
        let copy = try configs(editing: [
            TextEdit(file: "WGlobalUserStatisticsConfig.plist", original: "CTRL_EVENT_DETAIL_SHARE", replacement: "CTRL_EVENT_HOMESHARE")
        ])
        let settings = ValidationSettings(rules: ["similar-event-id": .severity(.error)])
        let failures = failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry, settings: settings) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasSuffix("[similar-event-id]") ?? false, "\(failures)")
        XCTAssertFalse(failures.first?.contains(": warning: ") ?? true, "an error is not labelled")
    }

    /// The tag is the project's: with `Btn` as the tag, every button action must be configured.
    func testTagIsTheProjects() throws {
        let settings = ValidationSettings(tag: "Btn")
        let report = try Validator(settings: settings).validate(ConfigSet.load([RepositoryPaths.configs]), registry: SampleAppPages.registry)
        // The configured button actions pass; the two that are not configured anywhere do not.
        XCTAssertEqual(
            report.findings.filter { $0.rule == .untrackedAction }.map(\.message),
            [
                "-[ConfigValidationTests.BaseViewController onHelpBtnPressed:] is tagged Btn but no event is configured for it",
                "-[ConfigValidationTests.DetailViewController onBackBtnPressed:] is tagged Btn but no event is configured for it",
            ])
    }
}
