import EventMapCore
public import EventMapper
import XCTest

/// Fails the calling test once for every finding that would make `mapper validate` fail: the
/// configs are loaded, checked against the action registry, and each finding at error severity
/// (and at warning severity when `strict`) is recorded as its own test failure, worded like the
/// compiler diagnostic (see ``EventMapCore/Finding/testFailureMessage``).
///
/// An input that cannot be read — a config path that does not exist, a file that is not a
/// config, an event-ID pattern that is not a regular expression — fails the test with that error.
///
/// ## Usage
/// In the app's own XCTest target, declare the pages' actions and check the configs:
/// ```swift
/// import EventMapCore
/// import EventMapper
/// import EventMapperTesting
/// import XCTest
///
/// extension HomeViewController: ActionDeclaring {
///     static let declaredActions: [ActionSelector] = ["onFavBtnPressed_UA(_:)", "onShareBtnPressed(_:)"]
/// }
///
/// final class EventMapTests: XCTestCase {
///     func testConfigsMatchTheCode() {
///         // Found from this file, so the test runs from any working directory.
///         let configs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
///             .appendingPathComponent("../../Configs").standardized.path
///         let registry = ActionRegistry(declaring: [HomeViewController.self, DetailViewController.self])
///         XCTAssertEventMapValid(config: [configs], registry: registry)
///     }
/// }
/// ```
/// A failure reads
/// `Configs/WGlobalUserStatisticsConfig.plist:24:4: -[HomeViewController onFavBtnPressed:] is configured but HomeViewController declares no such action; did you mean onFavBtnPressed_UA:? [undeclared-action]`.
///
/// - Parameters:
///   - paths: Config files and folders (a folder stands for every `.plist` and `.xml` below it).
///   - registry: The classes and the actions they declare.
///   - settings: The tag, the event-ID pattern and rule severities (as `.mapper.json` gives them).
///   - strict: Whether warnings fail the test too, as `mapper validate --strict`.
///   - file: The file the failures are reported in; the caller's by default.
///   - line: The line the failures are reported at; the caller's by default.
/// - Returns: The report, to inspect further; nil when an input could not be read.
@discardableResult
public func XCTAssertEventMapValid(
    config paths: [String],
    registry: ActionRegistry,
    settings: ValidationSettings = .init(),
    strict: Bool = false,
    file: StaticString = #filePath,
    line: UInt = #line
) -> ValidationReport? {
    EventMapAssertion(settings: settings, strict: strict) { message, _ in XCTFail(message, file: file, line: line) }
        .check(config: paths) { () throws(ConfigInputError) in (registry, [], []) }
}

/// Fails the calling test once for every failing finding, checking the configs against registry
/// files (the JSON that `mapper scan` writes) — as `mapper validate --registry` does.
///
/// The registry files are merged; a class they declare differently is itself a
/// `conflicting-declaration` finding.
///
/// ## Usage
/// ```swift
/// XCTAssertEventMapValid(config: ["Configs"], registryFiles: ["Examples/SampleApp/registry.json"])
/// ```
/// - Parameters:
///   - paths: Config files and folders (a folder stands for every `.plist` and `.xml` below it).
///   - registryFiles: Registry files, in the order they are merged.
///   - settings: The tag, the event-ID pattern and rule severities (as `.mapper.json` gives them).
///   - strict: Whether warnings fail the test too, as `mapper validate --strict`.
///   - file: The file the failures are reported in; the caller's by default.
///   - line: The line the failures are reported at; the caller's by default.
/// - Returns: The report, to inspect further; nil when an input could not be read.
@discardableResult
public func XCTAssertEventMapValid(
    config paths: [String],
    registryFiles: [String],
    settings: ValidationSettings = .init(),
    strict: Bool = false,
    file: StaticString = #filePath,
    line: UInt = #line
) -> ValidationReport? {
    EventMapAssertion(settings: settings, strict: strict) { message, _ in XCTFail(message, file: file, line: line) }
        .check(config: paths) { () throws(ConfigInputError) in try EventMapAssertion.registry(fromFiles: registryFiles) }
}
