import EventMapCore
public import EventMapper
import Foundation
public import Testing

/// Records an issue in the current Swift Testing test for every finding that would make `mapper
/// validate` fail: the configs are loaded, checked against the action registry, and each finding
/// at error severity (and at warning severity when `strict`) is one issue, worded like the
/// compiler diagnostic (see ``EventMapCore/Finding/testFailureMessage``).
///
/// Each issue is recorded at the finding's file, line and column, so Xcode shows it on the
/// config's line. An input that cannot be read — a config path that does not exist, a file that
/// is not a config, an event-ID pattern that is not a regular expression — is one issue at the
/// caller.
///
/// ## Usage
/// In the app's own test target, declare the pages' actions and check the configs:
/// ```swift
/// import EventMapCore
/// import EventMapper
/// import EventMapperTesting
/// import Testing
///
/// extension HomeViewController: ActionDeclaring {
///     static let declaredActions: [ActionSelector] = ["onFavBtnPressed_UA(_:)", "onShareBtnPressed(_:)"]
/// }
///
/// @Test func configsMatchTheCode() {
///     let registry = ActionRegistry(declaring: [HomeViewController.self, DetailViewController.self])
///     expectEventMapValid(config: ["Configs"], registry: registry)
/// }
/// ```
///
/// - Parameters:
///   - paths: Config files and folders (a folder stands for every `.plist` and `.xml` below it).
///   - registry: The classes and the actions they declare.
///   - settings: The tag, the event-ID pattern and rule severities (as `.mapper.json` gives them).
///   - strict: Whether warnings fail the test too, as `mapper validate --strict`.
///   - sourceLocation: Where an input that cannot be read is reported; the caller by default.
/// - Returns: The report, to inspect further; nil when an input could not be read.
@discardableResult
public func expectEventMapValid(
    config paths: [String],
    registry: ActionRegistry,
    settings: ValidationSettings = .init(),
    strict: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ValidationReport? {
    EventMapAssertion(settings: settings, strict: strict) { recordIssue($0, $1, caller: sourceLocation) }
        .check(config: paths) { () throws(ConfigInputError) in (registry, [], []) }
}

/// Records an issue for every failing finding, checking the configs against registry files (the
/// JSON that `mapper scan` writes), as `mapper validate --registry` does and as
/// ``XCTAssertEventMapValid(config:registryFiles:settings:strict:file:line:)`` does in XCTest.
///
/// - Parameters:
///   - paths: Config files and folders.
///   - registryFiles: Registry files, in the order they are merged.
///   - settings: The tag, the event-ID pattern and rule severities (as `.mapper.json` gives them).
///   - strict: Whether warnings fail the test too, as `mapper validate --strict`.
///   - sourceLocation: Where an input that cannot be read is reported; the caller by default.
/// - Returns: The report, to inspect further; nil when an input could not be read.
@discardableResult
public func expectEventMapValid(
    config paths: [String],
    registryFiles: [String],
    settings: ValidationSettings = .init(),
    strict: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ValidationReport? {
    EventMapAssertion(settings: settings, strict: strict) { recordIssue($0, $1, caller: sourceLocation) }
        .check(config: paths) { () throws(ConfigInputError) in try EventMapAssertion.registry(fromFiles: registryFiles) }
}

/// One issue: at the finding's place in its file, or at the caller without a finding.
private func recordIssue(_ message: String, _ finding: Finding?, caller: Testing.SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: finding.map { issueLocation(of: $0.location) } ?? caller)
}

/// A finding's place as Swift Testing names places: an absolute path, which Xcode links to the
/// file; a file ID `folder/file`; lines and columns from 1 (a finding about a whole file has
/// line 0).
func issueLocation(of location: EventMapCore.SourceLocation) -> Testing.SourceLocation {
    let path = location.file.hasPrefix("/") ? location.file : FileManager.default.currentDirectoryPath + "/" + location.file
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    let fileID = components.count >= 2 ? components.suffix(2).joined(separator: "/") : "EventMap/" + (components.last.map(String.init) ?? "config")
    return Testing.SourceLocation(fileID: fileID, filePath: path, line: max(location.line, 1), column: max(location.column, 1))
}
