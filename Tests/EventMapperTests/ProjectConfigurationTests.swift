import EventMapCore
import EventMapper
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

    /// A typo must not turn a check off without a word: every mistake is an error, located,
    /// with the known name it is close to.
    func testUnknownKeysRuleIDsAndWrongValuesAreLocatedErrors() {
        XCTAssertThrowsError(try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/typos.json"), displayPath: "typos.json")) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                """
                typos.json:2:3: error: 'config' is not a project-file key (configs, registries, sources, modules, exclude, tag, rules, eventIDPattern, classLookup, adopt); did you mean 'configs'?
                typos.json:3:3: error: 'source' is not a project-file key (configs, registries, sources, modules, exclude, tag, rules, eventIDPattern, classLookup, adopt); did you mean 'sources'?
                typos.json:4:10: error: 'tag' is empty
                typos.json:5:14: error: 'duplicat-key' is not a rule ID; did you mean 'duplicate-key'?
                typos.json:5:57: error: the setting of 'event-id-naming' must be error, warning, note or off, found 'warn'
                typos.json:6:3: error: 'reporter' is not a project-file key (configs, registries, sources, modules, exclude, tag, rules, eventIDPattern, classLookup, adopt)
                typos.json:7:3: error: 'tag' is given twice; only one can apply
                """)
        }
    }

    func testARuleOnlyTheRewritesReportCannotBeSet() {
        XCTAssertThrowsError(
            try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/rewriting-rule.json"), displayPath: "rewriting-rule.json")
        ) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                "rewriting-rule.json:1:12: error: 'lossy-rewrite' cannot be set: only fmt and convert report it, and they always refuse")
        }
    }

    func testInvalidFilesAreLocatedInputErrors() {
        XCTAssertThrowsError(try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/wrong-type.json"), displayPath: "wrong-type.json"))
        { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description, "wrong-type.json:1:14: error: 'configs' must be a list of paths, found a string")
        }
        XCTAssertThrowsError(
            try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/bad-severity.json"), displayPath: "bad-severity.json")
        ) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                "bad-severity.json:1:31: error: the setting of 'duplicate-key' must be error, warning, note or off, found 'loud'")
        }
        XCTAssertThrowsError(try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/truncated.json"), displayPath: "truncated.json")) {
            error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                "truncated.json:1:25: error: the project file is not valid JSON: unexpected end of file, expected a value")
        }
    }

    /// `modules` names the source folder of each module, relative to the file's folder as every
    /// path is; a name that is no Swift identifier, a folder that is empty or not a string, or a
    /// module given twice is a located error.
    func testModulesNameTheSourceFolderOfEachModule() throws {
        let project = try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/modules.json"), relativePrefix: "../")
        XCTAssertEqual(project.modules, ["Shop": "../App/Shop", "Profile": "/abs/Profile"])
        XCTAssertThrowsError(
            try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/bad-modules.json"), displayPath: "bad-modules.json")
        ) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                """
                bad-modules.json:2:24: error: the folder of module 'Shop' is empty
                bad-modules.json:2:28: error: '2Fast' is not a module name (a Swift identifier: letters, digits and _, not starting with a digit)
                bad-modules.json:2:49: error: 'Sh op' is not a module name (a Swift identifier: letters, digits and _, not starting with a digit)
                bad-modules.json:2:78: error: the folder of module 'Cart' must be a string, found an array
                bad-modules.json:2:92: error: the module 'Cart' is given twice; only one folder can apply
                """)
        }
    }

    /// `classLookup` says how the hooks look a class up: `exact` unless the file says
    /// `module-stripped`; any other value is a located error with the value it is close to.
    func testClassLookupIsExactUnlessTheFileSaysTheHooksStripTheModule() throws {
        XCTAssertEqual(try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/modules.json")).classLookup, .exact)
        let stripped = try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/module-stripped.json"))
        XCTAssertEqual(stripped.classLookup, .moduleStripped)
        XCTAssertEqual(ValidationSettings(project: stripped).classLookup, .moduleStripped)
        XCTAssertThrowsError(
            try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/bad-class-lookup.json"), displayPath: "bad-class-lookup.json")
        ) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                "bad-class-lookup.json:2:18: error: 'classLookup' must be 'exact' or 'module-stripped', found 'module-strip'; did you mean 'module-stripped'?"
            )
        }
        XCTAssertThrowsError(
            try ProjectConfiguration.load(path: RepositoryPaths.fixture("Project/wrong-class-lookup.json"), displayPath: "wrong-class-lookup.json")
        ) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description, "wrong-class-lookup.json:1:18: error: 'classLookup' must be a string, found a number")
        }
    }

    func testAProjectFileThatIsNotARegularFileIsRefused() throws {
        let scratch = try ScratchFolder("project-fifo")
        defer { scratch.remove() }
        XCTAssertEqual(mkfifo(scratch.path(".mapper.json"), 0o644), 0)
        XCTAssertThrowsError(try ProjectConfiguration.find(from: scratch.url.path)) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                ".mapper.json: error: cannot read the project file: it is a FIFO (named pipe), not a regular file")
        }
    }

    func testNoProjectFileAboveTheRoot() throws {
        XCTAssertNil(try ProjectConfiguration.find(from: "/"))
    }
}
