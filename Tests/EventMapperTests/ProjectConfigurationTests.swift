import EventMapCore
import EventMapper
import EventMapperTools
import TestSupport
import XCTest

/// `.mapper.json`: found upwards, paths relative to the working directory, mistakes reported.
final class ProjectConfigurationTests: XCTestCase {
    func testFoundFromAFolderBelowWithPathsRelativeToTheWorkingDirectory() throws {
        let project = try XCTUnwrap(ProjectConfiguration.find(from: RepositoryPaths.fixture("Project/nested/deeper")))
        XCTAssertEqual(project.path, "../.mapper.json")
        XCTAssertEqual(project.configs, ["../Configs", "../More/Team.plist"])
        XCTAssertEqual(project.registries, ["../registry.json"])
        XCTAssertEqual(project.tag, "_TRACK")
        XCTAssertEqual(project.rules["duplicate-class"], .severity(.warning))
        XCTAssertEqual(project.rules["malformed-name"], .off)
    }

    func testUnknownKeysAndRuleIDsAreReportedNotIgnored() throws {
        let project = try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/nested/.mapper.json"))
        XCTAssertEqual(project.unknownNames, [
            "'reporter' is not a project-file key",
            "'duplicat-key' is not a rule ID; did you mean 'duplicate-key'?",
        ])
    }

    func testInvalidFilesAreInputErrors() {
        XCTAssertThrowsError(try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/wrong-type.json"), displayPath: "wrong-type.json")) { error in
            XCTAssertEqual((error as? ConfigInputError)?.description, "wrong-type.json: error: invalid project file: 'configs' must be a list of strings")
        }
        XCTAssertThrowsError(try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/bad-severity.json"), displayPath: "bad-severity.json")) { error in
            XCTAssertEqual((error as? ConfigInputError)?.description, "bad-severity.json: error: invalid project file: 'rules.duplicate-key': 'loud' is not a rule setting (error, warning, note, off)")
        }
    }

    func testNoProjectFileAboveTheRoot() throws {
        XCTAssertNil(try ProjectConfiguration.find(from: "/"))
    }
}
