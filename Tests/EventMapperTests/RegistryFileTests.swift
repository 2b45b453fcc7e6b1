import EventMapCore
import EventMapXML
import EventMapper
import TestSupport
import XCTest

/// The registry file: every class and action keeps where its name is written.
final class RegistryFileTests: XCTestCase {
    func testClassesAndActionsAreLocatedInOrder() throws {
        let path = RepositoryPaths.fixture("Registry/located.json")
        let classes = try RegistryFile.load(path: path)
        XCTAssertEqual(classes.map(\.name.text), ["HomeViewController", "BaseViewController"])
        XCTAssertEqual(classes[0].superclass, ClassName("BaseViewController"))
        XCTAssertEqual(classes[0].location?.description, "\(path):4:15")
        XCTAssertEqual(
            classes[0].actions.map { $0.location?.description },
            [
                "\(path):5:19", "\(path):5:42", "\(path):5:55",
            ])
        // The same selector again, in the next class, is found after the first.
        XCTAssertEqual(classes[1].actions.first?.location?.description, "\(path):7:19")
    }

    func testEncodedRegistriesLoadBackUnchanged() throws {
        let classes = [
            DeclaredClass(name: ClassName("B"), superclass: ClassName("A"), actions: [DeclaredAction("z:"), DeclaredAction("a:forEvent:")]),
            DeclaredClass(name: ClassName("A"), actions: []),
        ]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try RegistryFile.encode(classes).write(to: url, atomically: true, encoding: .utf8)
        let loaded = try RegistryFile.load(path: url.path)
        XCTAssertEqual(loaded.map(\.name.text), ["A", "B"])
        XCTAssertEqual(loaded[1].superclass, ClassName("A"))
        XCTAssertEqual(loaded[1].actions.map(\.selector.text), ["a:forEvent:", "z:"])
    }

    /// Where a scan found each declaration is written from the registry file's folder and read
    /// back as the same place, so that findings point into the sources.
    func testDeclarationPlacesLoadBackFromTheFilesFolder() throws {
        let scratch = try makeScratchFolder("registry-places")
        let home = SourceLocation(file: scratch.path("App/Home.swift"), line: 3, column: 7)
        let action = SourceLocation(file: scratch.path("App/Home.swift"), line: 14, column: 20)
        let classes = [DeclaredClass(name: ClassName("Home"), actions: [DeclaredAction(ActionSelector("onFav:"), at: action)], location: home)]
        let registry = scratch.path("Registry/registry.json")
        let text = RegistryFile.encode(classes, locationsRelativeTo: scratch.path("Registry"))
        XCTAssertTrue(text.contains(#""declaredAt": "../App/Home.swift:3:7","#), text)
        XCTAssertTrue(
            text.contains(
                "\"actions\": [\n        \"onFav:\"\n      ],\n      \"actionsDeclaredAt\": {\n        \"onFav:\": \"../App/Home.swift:14:20\"\n      }\n"
            ), text)
        try FileManager.default.createDirectory(atPath: scratch.path("Registry"), withIntermediateDirectories: true)
        try text.write(toFile: registry, atomically: true, encoding: .utf8)
        let loaded = try RegistryFile.load(path: registry)
        XCTAssertEqual(loaded.first?.location, home)
        XCTAssertEqual(loaded.first?.actions.first?.location, action)
        // Without places, as `scan --check` compares.
        XCTAssertFalse(RegistryFile.encode(classes).contains("declaredAt"))
    }

    func testADeclarationPlaceNotInTheFormatIsReportedWhereItIs() throws {
        let scratch = try makeScratchFolder("registry-places")
        let registry = scratch.path("registry.json")
        try
            #"{"version": 1, "classes": [{"name": "Home", "declaredAt": "Home.swift:three:7", "actions": ["a:"], "actionsDeclaredAt": {"b:": "Home.swift:1:1"}}]}"#
            .write(toFile: registry, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RegistryFile.load(path: registry)) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                """
                \(registry):1:59: error: a place in 'declaredAt' must be path:line:column, found 'Home.swift:three:7'
                \(registry):1:122: error: 'b:' in 'actionsDeclaredAt' is not one of the class's actions
                """)
        }
    }

    /// What `NSStringFromClass` returns, as a scan records it, is written and read back; a file
    /// that does not say leaves it unknown.
    func testRuntimeNamesLoadBackUnchanged() throws {
        let runtimeNames: [RuntimeClassName?] = [
            .named(ClassName("Shop.CartViewController")), .named(ClassName("WPLegacyViewController")),
            .inUnknownModule(ClassName("C2")), .mangled(.access("private")), .mangled(.access("fileprivate")),
            .mangled(.nested(in: "Outer.Middle")), .mangled(.generic), .mangled(.local(in: "viewDidLoad()")), nil,
        ]
        let classes = runtimeNames.enumerated().map { position, runtimeName in
            DeclaredClass(name: ClassName("C\(position)"), actions: [], runtimeName: runtimeName)
        }
        let scratch = try ScratchFolder("registry-runtime-names")
        defer { scratch.remove() }
        let path = scratch.path("registry.json")
        try RegistryFile.encode(classes).write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(try RegistryFile.load(path: path).map(\.runtimeName), runtimeNames)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("\"mangled\": \"nested in Outer.Middle\""))
    }

    func testARuntimeNameNotInTheFormatIsReportedWhereItIs() throws {
        let scratch = try ScratchFolder("registry-runtime-shape")
        defer { scratch.remove() }
        let path = scratch.path("registry.json")
        try """
        {
          "version": 1,
          "classes": [
            { "name": "A", "runtimeName": "A", "mangled": "private" },
            { "name": "B", "mangled": "secret" },
            { "name": "C", "moduleUnknown": false },
            { "name": "D", "runtimeName": 4 }
          ]
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RegistryFile.load(path: path)) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                """
                \(path):4:51: error: a class has at most one of 'runtimeName', 'moduleUnknown' and 'mangled'
                \(path):5:31: error: 'mangled' must be private, fileprivate, nested in <type>, generic or local to <function>, found 'secret'
                \(path):6:37: error: 'moduleUnknown' must be true, found false
                \(path):7:35: error: 'runtimeName' must be a string, found a number
                """)
        }
    }

    func testUnsupportedVersionIsAnInputError() {
        XCTAssertThrowsError(try RegistryFile.load(path: RepositoryPaths.fixture("Registry/future-version.json"))) { error in
            XCTAssertEqual((error as? ConfigInputError)?.message, "registry file version 2 is not supported (expected 1)")
        }
    }

    /// Read with the same located JSON reader as project files and JSON configs: every problem
    /// is reported where it is.
    func testAFileNotInTheFormatIsReportedWhereItGoesWrong() throws {
        let scratch = try ScratchFolder("registry-shape")
        defer { scratch.remove() }
        let path = scratch.path("registry.json")
        try """
        {
          "version": 1,
          "classes": [
            { "name": "HomeViewController", "actions": ["onFav:", 7] },
            { "nme": "DetailViewController" },
            { "name": "SettingsViewController", "actions": "onLogout:" }
          ]
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RegistryFile.load(path: path)) { error in
            XCTAssertEqual(
                (error as? ConfigInputError)?.description,
                """
                \(path):4:59: error: an action must be a string, found a number
                \(path):5:7: error: 'nme' is not a key of a class (actions, actionsDeclaredAt, declaredAt, mangled, moduleUnknown, name, runtimeName, superclass)
                \(path):5:5: error: a class has no 'name'
                \(path):6:52: error: 'actions' must be a list of selectors, found a string
                """)
        }
    }
}
