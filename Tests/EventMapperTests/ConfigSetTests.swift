import EventMapCore
import EventMapXML
import EventMapper
import TestSupport
import XCTest

/// Several files (one per module or team) merge into one map; conflicts name both places.
final class ConfigSetTests: XCTestCase {
    func testFoldersExpandToTheirConfigsSortedAndMerge() throws {
        let set = try ConfigSet.load([RepositoryPaths.fixture("Configs/set-b"), RepositoryPaths.fixture("Configs/set-a")])
        XCTAssertEqual(
            set.paths, [RepositoryPaths.fixture("Configs/set-b") + "/Team.plist", RepositoryPaths.fixture("Configs/set-a") + "/Home.plist"])
        XCTAssertEqual(set.map.pages.map(\.className.value.text), ["CartViewController", "HomeViewController", "MyApp.ProfileViewController"])
    }

    func testTheSameClassInTwoFilesIsAFindingNamingBothPlaces() throws {
        let a = RepositoryPaths.fixture("Configs/set-a")
        let b = RepositoryPaths.fixture("Configs/set-b")
        let set = try ConfigSet.load([a, b])
        XCTAssertEqual(
            set.findings.map(\.description),
            [
                "\(b)/Team.plist:12:2: error: 'HomeViewController' is also configured in \(a)/Home.plist:4:2; the entry there is used [duplicate-class]"
            ])
        XCTAssertEqual(set.findings.first?.related.map(\.description), ["\(a)/Home.plist:4:2"])
        XCTAssertEqual(EventResolver(set.map).pageEvent(.enter, ofClass: "HomeViewController")?.eventID.text, "PAGE_EVENT_HOME_ENTER")
    }

    func testAFileNamedTwiceIsReadOnce() throws {
        let a = RepositoryPaths.fixture("Configs/set-a")
        let set = try ConfigSet.load([a, a + "/Home.plist"])
        XCTAssertEqual(set.paths.count, 1)
        XCTAssertEqual(set.findings, [])

        // Through a link, and through `..`, it is still the same file.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-twice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("Linked.plist").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: a + "/Home.plist")
        let linked = try ConfigSet.load([a + "/../set-a/Home.plist", link, a])
        XCTAssertEqual(linked.paths, [a + "/../set-a/Home.plist"])
    }

    func testUnreadableInputsAreInputErrors() {
        XCTAssertThrowsError(try ConfigSet.load(["/nonexistent"])) { error in
            XCTAssertEqual((error as? ConfigInputError)?.description, "/nonexistent: error: no such file or directory")
        }
        XCTAssertThrowsError(try ConfigSet.load([RepositoryPaths.fixture("CLI")])) { error in
            XCTAssertEqual((error as? ConfigInputError)?.message, "no .plist or .xml configs in this folder")
        }
        XCTAssertThrowsError(try ConfigSet.load([RepositoryPaths.fixture("CLI/convert-sample.json")])) { error in
            XCTAssertEqual((error as? ConfigInputError)?.message, "not a config: expected a .plist or .xml file")
        }
    }

    func testAFileThatDoesNotParseIsAFindingAndTheRestStillLoads() throws {
        let set = try ConfigSet.load([RepositoryPaths.fixture("Plist/non-key-in-dict.plist"), RepositoryPaths.fixture("Configs/set-a")])
        XCTAssertEqual(set.findings.map(\.rule), [.invalidPlist])
        XCTAssertEqual(set.map.pages.count, 2)
    }

    func testLoadingOneClassKeepsItsCandidatesAndNamesTheRest() throws {
        let paths = [RepositoryPaths.fixture("Configs/set-a"), RepositoryPaths.fixture("Configs/set-b")]
        let unqualified = try ConfigSet.load(paths, only: ClassNameQuery("ProfileViewController"))
        XCTAssertEqual(unqualified.map.pages.map(\.className.value.text), ["MyApp.ProfileViewController"])
        XCTAssertEqual(unqualified.skippedClassNames, ["HomeViewController", "CartViewController", "HomeViewController"])
        let qualified = try ConfigSet.load(paths, only: ClassNameQuery("MyApp.HomeViewController"))
        XCTAssertEqual(qualified.map.pages.map(\.className.value.text), ["HomeViewController"])
        // The duplicate class is still found: both files' entries for it are loaded.
        XCTAssertEqual(qualified.findings.map(\.rule), [.duplicateClass])
        XCTAssertEqual(EventResolver(qualified.map).pageEvent(.enter, ofClass: "MyApp.HomeViewController")?.eventID.text, "PAGE_EVENT_HOME_ENTER")
    }

    /// A check of a few classes again loads the entries of their unqualified names, qualified or
    /// not, from the bytes read before: the same pages at the same places as from the file.
    func testLoadingSeveralUnqualifiedNamesKeepsTheEntriesOfEach() throws {
        let query = ClassNameQuery(unqualifiedNames: ["ProfileViewController", "CartViewController", "WPTabBarController"])
        let files = [
            RepositoryPaths.fixture("Configs/set-a/Home.plist"), RepositoryPaths.fixture("Configs/set-b/Team.plist"),
            RepositoryPaths.fixture("ClassNames/objc-name/Configs/Pages.xml"),
        ]
        let set = try ConfigSet.load(files, only: query)
        XCTAssertEqual(set.map.pages.map(\.className.value.text), ["MyApp.ProfileViewController", "CartViewController", "App.WPTabBarController"])
        XCTAssertEqual(set.skippedClassNames, ["HomeViewController", "HomeViewController", "WPHomeViewController"])
        for file in files {
            let fromBytes = try ConfigFileLoad.load(Array(Data(contentsOf: URL(fileURLWithPath: file))), readFrom: file, only: query)
            let whole = try ConfigSet.load([file]).map.pages.filter { query.mightMatch($0.className.value.text.utf8) }
            XCTAssertEqual(fromBytes.file?.pages, whole, file)
        }
    }

    /// Beyond ASCII, a name's unqualified part is where ``ClassName`` says it is: a `.` byte
    /// followed by a combining mark is no `.` character.
    func testAQueryOfUnqualifiedNamesSplitsNamesAsClassNamesDo() {
        let query = ClassNameQuery(unqualifiedNames: ["Café", "A.\u{301}B"])
        for (entry, matches) in [("Café", true), ("MyApp.Café", true), ("MyApp.Cafe", false), ("A.\u{301}B", true), ("\u{301}B", false)] {
            XCTAssertEqual(query.mightMatch(Array(entry.utf8)), matches, entry)
        }
    }

    /// Loading one class drops the other entries' contents while reading, but reads and checks
    /// them all: a grammar error in another class still refuses the file.
    func testLoadingOneClassStillChecksTheWholeFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("one-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Pages.plist")
        try """
        <plist><dict>
        <key>Other</key><dict><key>ControlEventIDs</key><dict><key>a:</key><string>A</string><integer>1</integer></dict></dict>
        <key>Home</key><dict><key>PageEventIDs</key><dict><key>Enter</key><string>B</string></dict></dict>
        </dict></plist>
        """.write(to: file, atomically: true, encoding: .utf8)
        let broken = try ConfigSet.load([file.path], only: ClassNameQuery("Home"))
        XCTAssertEqual(broken.findings.map(\.rule), [.invalidPlist])
        XCTAssertEqual(broken.unparsedFiles, [file.path])

        try """
        <plist><dict>
        <key>Other</key><dict><key>ControlEventIDs</key><dict><key>a:</key><string>A</string></dict></dict>
        <key>Home</key><dict><key>PageEventIDs</key><dict><key>Enter</key><string>B</string></dict></dict>
        <key>Other</key><dict/>
        </dict></plist>
        """.write(to: file, atomically: true, encoding: .utf8)
        let set = try ConfigSet.load([file.path], only: ClassNameQuery("Home"))
        XCTAssertEqual(set.findings.map(\.rule), [.duplicateKey])
        XCTAssertEqual(set.skippedClassNames, ["Other"])
        let home = try XCTUnwrap(set.map.pages.first)
        XCTAssertEqual(home.pageEvents[.enter]?.value.text, "B")
        XCTAssertEqual(home.pageEvents[.enter]?.location.line, 3)
    }

    func testARepeatedActionKeyKeepsTheLastEntryAsTheAppWould() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("repeated-\(UUID().uuidString).plist")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
        <plist><dict>
        <key>Home</key><dict><key>ControlEventIDs</key><dict>
        <key>b:</key><string>B1</string>
        <key>a:</key><string>A</string>
        <key>b:</key><string>B2</string>
        <key>c:</key><string>C</string>
        <key>b:</key><string>B3</string>
        </dict></dict>
        </dict></plist>
        """.write(to: file, atomically: true, encoding: .utf8)
        let set = try ConfigSet.load([file.path])
        XCTAssertEqual(
            set.findings.map(\.description),
            [
                "\(file.path):5:1: error: duplicate key 'b:' (first at 3:1); Apple's parser silently keeps only the last [duplicate-key]",
                "\(file.path):7:1: error: duplicate key 'b:' (first at 3:1); Apple's parser silently keeps only the last [duplicate-key]",
            ])
        let home = try XCTUnwrap(set.map.pages.first)
        XCTAssertEqual(home.controls.map(\.selector.value.text), ["a:", "c:", "b:"])
        XCTAssertEqual(home.controls.map(\.eventID.value), [EventID("A"), EventID("C"), EventID("B3")])
        XCTAssertEqual(home.controls.map(\.eventID.location.line), [4, 6, 7])
    }

    func testOneClassUnderTwoSpellingsIsADuplicate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spellings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Both.plist")
        try """
        <plist><dict>
        <key>MyApp.Home</key><dict><key>PageEventIDs</key><dict><key>Enter</key><string>A</string></dict></dict>
        <key>Home</key><dict><key>PageEventIDs</key><dict><key>Enter</key><string>B</string></dict></dict>
        </dict></plist>
        """.write(to: file, atomically: true, encoding: .utf8)
        let set = try ConfigSet.load([file.path, file.path])
        XCTAssertEqual(
            set.findings.map(\.description),
            [
                "\(file.path):3:1: error: 'Home' is also configured as 'MyApp.Home' in \(file.path):2:1; the entry there is used [duplicate-class]"
            ])
    }
}
