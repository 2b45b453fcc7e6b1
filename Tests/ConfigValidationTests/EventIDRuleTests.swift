import EventMapCore
import EventMapper
import EventMapperTesting
import TestSupport
import XCTest

/// The rules on event IDs themselves fire on mutated copies of the sample configs.
final class EventIDRuleTests: FailureRecordingTestCase {
    private let fileName = "WGlobalUserStatisticsConfig.plist"

    func testDuplicateEventID() throws {
        let copy = try configs(editing: [TextEdit(file: fileName, original: "CTRL_EVENT_DETAIL_SHARE", replacement: "CTRL_EVENT_HOME_SHARE")])
        let failures = failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry) }
        XCTAssertEqual(
            failures,
            [
                "\(copy.path(fileName)):27:4: event ID 'CTRL_EVENT_HOME_SHARE' of -[HomeViewController onShareBtnPressed:] is also used by -[DetailViewController onShareBtnPressed:] at 10:4 [duplicate-event-id]"
            ])
    }

    /// A duplicate across the files of a config set names the other file whole.
    func testDuplicateEventIDAcrossFiles() throws {
        let copy = try configs(editing: [
            TextEdit(file: "SettingsPages.xml", original: "CTRL_EVENT_SETTINGS_LOGOUT", replacement: "CTRL_EVENT_HOME_FAV")
        ])
        let report = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(
            report.findings.map(\.description),
            [
                "\(copy.path(fileName)):25:4: error: event ID 'CTRL_EVENT_HOME_FAV' of -[HomeViewController onFavBtnPressed_UA:] is also used by -[SettingsViewController onLogoutBtnPressed_UA:] at \(copy.path("SettingsPages.xml")):12:46 [duplicate-event-id]"
            ])
    }

    /// IDs are compared as Swift compares text: an Angstrom sign and an A with a ring above are
    /// one ID, although their bytes differ.
    func testCanonicallyEquivalentEventIDsAreOneID() throws {
        let copy = try configs(editing: [
            TextEdit(file: fileName, original: "CTRL_EVENT_DETAIL_SHARE", replacement: "CTRL_EVENT_\u{212B}"),
            TextEdit(file: fileName, original: "CTRL_EVENT_HOME_SHARE", replacement: "CTRL_EVENT_\u{00C5}"),
        ])
        let report = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(report.findings.filter { $0.rule != .eventIDNaming }.map(\.rule), [.duplicateEventID])
    }

    /// A Kelvin sign composes to the ASCII `K`: an ID spelled with it is the ASCII ID, though
    /// only one of the two is ASCII.
    func testAnIDThatComposesToASCIIIsThatID() throws {
        let copy = try configs(editing: [
            TextEdit(file: fileName, original: "CTRL_EVENT_DETAIL_SHARE", replacement: "CTRL_EVENT_\u{212A}"),
            TextEdit(file: fileName, original: "CTRL_EVENT_HOME_SHARE", replacement: "CTRL_EVENT_K"),
        ])
        let report = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(
            report.findings.filter { $0.rule != .eventIDNaming }.map(\.description),
            [
                "\(copy.path(fileName)):27:4: error: event ID 'CTRL_EVENT_K' of -[HomeViewController onShareBtnPressed:] is also used by -[DetailViewController onShareBtnPressed:] at 10:4 [duplicate-event-id]"
            ])
    }

    /// Letters beyond ASCII fold to Unicode's lower case: `É` and `é` differ only in case.
    func testSimilarEventIDBeyondASCII() throws {
        let copy = try configs(editing: [
            TextEdit(file: fileName, original: "CTRL_EVENT_DETAIL_SHARE", replacement: "CTRL_EVENT_\u{00C9}T\u{00C9}"),
            TextEdit(file: fileName, original: "CTRL_EVENT_HOME_SHARE", replacement: "CTRL_EVENT_\u{00E9}_te\u{0301}"),
        ])
        let report = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(report.findings.filter { $0.rule != .eventIDNaming }.map(\.rule), [.similarEventID])
    }

    func testSimilarEventID() throws {
        let copy = try configs(editing: [TextEdit(file: fileName, original: "CTRL_EVENT_DETAIL_SHARE", replacement: "CTRL_EVENT_HOMESHARE")])
        let report = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(
            report.findings.map(\.description),
            [
                "\(copy.path(fileName)):27:4: warning: event ID 'CTRL_EVENT_HOME_SHARE' of -[HomeViewController onShareBtnPressed:] differs only in case or underscores from 'CTRL_EVENT_HOMESHARE' of -[DetailViewController onShareBtnPressed:] at 10:4 [similar-event-id]"
            ])
        XCTAssertEqual(failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry) }, [])
        XCTAssertEqual(
            failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry, strict: true) },
            [
                "\(copy.path(fileName)):27:4: warning: event ID 'CTRL_EVENT_HOME_SHARE' of -[HomeViewController onShareBtnPressed:] differs only in case or underscores from 'CTRL_EVENT_HOMESHARE' of -[DetailViewController onShareBtnPressed:] at 10:4 [similar-event-id]"
            ])
    }

    func testEventIDNaming() throws {
        let copy = try configs(editing: [TextEdit(file: fileName, original: "CTRL_EVENT_HOME_FAV", replacement: "ctrlEventHomeFav")])
        let report = try Validator().validate(ConfigSet.load([copy.directory]), registry: SampleAppPages.registry)
        XCTAssertEqual(
            report.findings.map(\.description),
            [
                "\(copy.path(fileName)):25:4: warning: event ID 'ctrlEventHomeFav' of -[HomeViewController onFavBtnPressed_UA:] does not match the naming pattern [A-Z][A-Z0-9]*(_[A-Z0-9]+)* [event-id-naming]"
            ])
    }

    /// A project's own pattern replaces the default: the sample's IDs all follow
    /// `PAGE_EVENT_…`/`CTRL_EVENT_…`, so one that does not is flagged.
    func testEventIDNamingWithTheProjectsPattern() throws {
        let settings = ValidationSettings(eventIDPattern: "(PAGE|CTRL)_EVENT(_[A-Z0-9]+)+")
        XCTAssertEqual(
            failures {
                XCTAssertEventMapValid(config: [RepositoryPaths.configs], registry: SampleAppPages.registry, settings: settings, strict: true)
            }, [])
        let copy = try configs(editing: [TextEdit(file: fileName, original: "CTRL_EVENT_HOME_FAV", replacement: "CTRL_HOME_FAV")])
        XCTAssertEqual(
            failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry, settings: settings, strict: true) },
            [
                "\(copy.path(fileName)):25:4: warning: event ID 'CTRL_HOME_FAV' of -[HomeViewController onFavBtnPressed_UA:] does not match the naming pattern (PAGE|CTRL)_EVENT(_[A-Z0-9]+)+ [event-id-naming]"
            ])
    }
}
