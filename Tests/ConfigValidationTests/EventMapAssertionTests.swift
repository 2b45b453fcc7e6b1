import EventMapper
import EventMapperTesting
import TestSupport
import XCTest

/// `XCTAssertEventMapValid` itself: inputs that cannot be read fail the test with the input
/// error, never pass silently.
final class EventMapAssertionTests: FailureRecordingTestCase {
    func testMissingConfigFailsWithTheInputError() {
        let missing = RepositoryPaths.path("Configs/NoSuchConfig.plist")
        var report: ValidationReport?
        let failures = failures { report = XCTAssertEventMapValid(config: [missing], registry: SampleAppPages.registry) }
        XCTAssertEqual(failures, ["\(missing): error: no such file or directory"])
        XCTAssertNil(report)
    }

    func testMissingRegistryFileFailsWithTheInputError() {
        let missing = RepositoryPaths.path("Examples/SampleApp/no-such-registry.json")
        let failures = failures { XCTAssertEventMapValid(config: [RepositoryPaths.configs], registryFiles: [missing]) }
        XCTAssertEqual(failures, ["\(missing): error: cannot read the registry file: No such file or directory"])
    }

    func testUnreadableRegistryFileFailsWithTheInputError() throws {
        let copy = try copy(
            [RepositoryPaths.registryFile], editing: [TextEdit(file: "registry.json", original: "\"version\": 1", replacement: "\"version\": 2")])
        let failures = failures { XCTAssertEventMapValid(config: [RepositoryPaths.configs], registryFiles: [copy.path("registry.json")]) }
        XCTAssertEqual(failures, ["\(copy.path("registry.json")):2:14: error: registry file version 2 is not supported (expected 1)"])
    }

    func testInvalidEventIDPatternFailsWithTheInputError() {
        let settings = ValidationSettings(eventIDPattern: "([A-Z")
        let failures = failures { XCTAssertEventMapValid(config: [RepositoryPaths.configs], registry: SampleAppPages.registry, settings: settings) }
        XCTAssertEqual(failures, [".mapper.json: error: eventIDPattern '([A-Z' is not a valid regular expression"])
    }

    /// A config that does not parse is a finding (malformed XML), reported like any other.
    func testMalformedConfigFailsWithItsFinding() throws {
        let copy = try configs(editing: [TextEdit(file: "SettingsPages.xml", original: "</event-map>", replacement: "</event-mapp>")])
        let failures = failures { XCTAssertEventMapValid(config: [copy.directory], registry: SampleAppPages.registry) }
        XCTAssertFalse(failures.isEmpty)
        XCTAssertTrue(failures.allSatisfy { $0.hasPrefix(copy.path("SettingsPages.xml") + ":") }, "\(failures)")
    }
}
