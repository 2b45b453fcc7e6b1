import EventMapCore
import EventMapper
import EventMapperTools
import Foundation
import TestSupport
import XCTest

/// `LookupAnswer`, what `mapper resolve`, `which` and `list` print, in-process on the shipped
/// sample configs: the answer or the whole message of each.
final class LookupAnswerTests: XCTestCase {
    private func sample() throws -> EventResolver {
        EventResolver(try ConfigSet.load([RepositoryPaths.configs]).map)
    }

    // MARK: resolve

    func testResolveFindsActionsInEitherSpellingAndPageEventsOfQualifiedClasses() throws {
        let resolver = try sample()
        let cases: [(className: String, action: String?, event: PageEvent?, id: String)] = [
            ("HomeViewController", "onFavBtnPressed_UA:", nil, "CTRL_EVENT_HOME_FAV"),
            ("HomeViewController", "onShareBtnPressed(_:)", nil, "CTRL_EVENT_HOME_SHARE"),
            ("MyApp.DetailViewController", nil, .leave, "PAGE_EVENT_DETAIL_LEAVE"),
            ("DetailViewController", nil, .enter, "PAGE_EVENT_DETAIL_ENTER"),
            // Neither an action nor a page event: the page's Enter event.
            ("DetailViewController", nil, nil, "PAGE_EVENT_DETAIL_ENTER"),
            ("SettingsViewController", "onLogoutBtnPressed_UA:", nil, "CTRL_EVENT_SETTINGS_LOGOUT"),
        ]
        for example in cases {
            let answer = LookupAnswer.resolve(resolver, className: example.className, action: example.action, pageEvent: example.event)
            XCTAssertEqual(answer, .success(example.id), "\(example)")
        }
    }

    func testResolveExplainsWhatIsNotMappedWithTheNearestName() throws {
        let resolver = try sample()
        XCTAssertEqual(
            LookupAnswer.resolve(resolver, className: "HomeViewController", action: "onFavBtnPressed:", pageEvent: nil).failureDescription,
            "error: -[HomeViewController onFavBtnPressed:] is not mapped; did you mean 'onFavBtnPressed_UA:'?")
        XCTAssertEqual(
            LookupAnswer.resolve(resolver, className: "HomeViewControler", action: "onFavBtnPressed_UA:", pageEvent: nil).failureDescription,
            "error: 'HomeViewControler' is not a configured class; did you mean 'HomeViewController'?")
    }

    func testResolveSuggestsAClassTheResolverWasNotBuiltWith() throws {
        // `resolve` loads only the class asked for; the others' names still make the suggestion.
        let resolver = EventResolver(try ConfigSet.load([RepositoryPaths.configs], only: ClassNameQuery("ProfileViewControler")).map)
        let answer = LookupAnswer.resolve(
            resolver, className: "ProfileViewControler", action: nil, pageEvent: nil,
            otherClassNames: ["ProfileViewController", "HomeViewController"])
        XCTAssertEqual(answer.failureDescription, "error: 'ProfileViewControler' is not a configured class; did you mean 'ProfileViewController'?")
    }

    func testResolveOfAPageEventThatIsNotConfigured() throws {
        let resolver = EventResolver(try ConfigSet.load([RepositoryPaths.fixture("Edit/unsorted-crlf.xml")]).map)
        XCTAssertEqual(
            LookupAnswer.resolve(resolver, className: "AboutViewController", action: nil, pageEvent: .enter).failureDescription,
            "error: 'AboutViewController' has no Enter event configured")
    }

    // MARK: which

    func testWhichNamesTheEmitterAndWhereItIsConfigured() throws {
        XCTAssertEqual(
            LookupAnswer.which(try sample(), eventID: "CTRL_EVENT_HOME_SHARE"),
            .success("-[HomeViewController onShareBtnPressed:]\t\(RepositoryPaths.plist):27:4"))
    }

    func testWhichListsEveryEmitterOfAnIDRecordedTwice() throws {
        let scratch = try makeScratchFolder("which")
        let path = try scratch.copyFixture("Edit/sample.plist")
        try scratch.apply([TextEdit(file: "sample.plist", original: "CTRL_EVENT_DETAIL_SHARE", replacement: "CTRL_EVENT_HOME_SHARE")])
        let resolver = EventResolver(try ConfigSet.load([path]).map)
        XCTAssertEqual(
            LookupAnswer.which(resolver, eventID: "CTRL_EVENT_HOME_SHARE"),
            .success(
                """
                -[DetailViewController onShareBtnPressed:]\t\(path):10:4
                -[HomeViewController onShareBtnPressed:]\t\(path):27:4
                """))
    }

    func testWhichOfAnUnknownIDSuggestsTheNearest() throws {
        XCTAssertEqual(
            LookupAnswer.which(try sample(), eventID: "CTRL_EVENT_HOME_SHAR").failureDescription,
            "error: no class records 'CTRL_EVENT_HOME_SHAR'; did you mean 'CTRL_EVENT_HOME_SHARE'?")
    }

    // MARK: list

    func testListInEveryFormatMatchesGoldenFiles() throws {
        // The golden files name the config as `mapper list` run from the root names it.
        let resolver = try withCurrentDirectory(RepositoryPaths.root.path) {
            EventResolver(try ConfigSet.load(["Configs/WGlobalUserStatisticsConfig.plist"]).map)
        }
        for format in ListingFormat.allCases {
            let answer = LookupAnswer.list(resolver, pattern: nil, format: format)
            try GoldenFile.assertMatches(try answer.get(), "CLI/list-sample.\(format.rawValue)")
        }
    }

    func testListOfOneClassAndOfAnUnknownOne() throws {
        let resolver = try sample()
        // RFC 4180: CRLF after every row.
        let rows = [
            "class,kind,trigger,event_id,file,line,column",
            "NotificationSettingsViewController,page,Enter,PAGE_EVENT_NOTIFICATION_SETTINGS_ENTER,\(RepositoryPaths.settingsXML),8,52",
            "NotificationSettingsViewController,page,Leave,PAGE_EVENT_NOTIFICATION_SETTINGS_LEAVE,\(RepositoryPaths.settingsXML),8,99",
            "NotificationSettingsViewController,control,onToggleAllSwitchChanged_UA:,CTRL_EVENT_NOTIFICATION_SETTINGS_TOGGLE_ALL,\(RepositoryPaths.settingsXML),9,52",
        ]
        XCTAssertEqual(
            LookupAnswer.list(resolver, pattern: "MyApp.NotificationSettingsViewController", format: .csv),
            .success(rows.map { $0 + "\r\n" }.joined()))
        XCTAssertEqual(
            LookupAnswer.list(resolver, pattern: "DetailViewControler", format: .table).failureDescription,
            "error: no configured class matches 'DetailViewControler'; did you mean 'DetailViewController'?")
    }

    func testListMatchesGlobsAndSubstrings() throws {
        let resolver = try sample()
        func classes(_ pattern: String) throws -> [String] {
            let rows = try LookupAnswer.list(resolver, pattern: pattern, format: .csv).get().split(separator: "\r\n").dropFirst()
            return Array(Set(rows.map { String($0.split(separator: ",")[0]) })).sorted()
        }
        XCTAssertEqual(try classes("Home*"), ["HomeViewController"])
        XCTAssertEqual(try classes("*Settings*"), ["NotificationSettingsViewController", "SettingsViewController"])
        XCTAssertEqual(try classes("settings"), ["NotificationSettingsViewController", "SettingsViewController"])
        XCTAssertEqual(try classes("?etailViewController"), ["DetailViewController"])
        XCTAssertEqual(try classes("SettingsViewController"), ["SettingsViewController"], "an exact name is that class alone")
    }

    func testWhichAsJSON() throws {
        let answer = try LookupAnswer.which(try sample(), eventID: "CTRL_EVENT_HOME_SHARE", json: true).get()
        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.count, 1)
        XCTAssertEqual(objects[0]["class"] as? String, "HomeViewController")
        XCTAssertEqual(objects[0]["trigger"] as? String, "onShareBtnPressed:")
        XCTAssertEqual(objects[0]["kind"] as? String, "control")
    }

    func testPastedReferencesNameAClassAndAnAction() {
        let cases: [(String, String?, String?)] = [
            ("-[HomeViewController onFav:]", "HomeViewController", "onFav:"),
            ("-[MyApp.HomeViewController onFav:forEvent:]", "MyApp.HomeViewController", "onFav:forEvent:"),
            ("#selector(HomeViewController.onFav(_:))", "HomeViewController", "onFav(_:)"),
            ("#selector(MyApp.HomeViewController.onFav(_:))", "MyApp.HomeViewController", "onFav(_:)"),
            ("HomeViewController.onRefresh", "HomeViewController", "onRefresh"),
            ("HomeViewController", nil, nil),
            // A module-qualified class alone is a class, as NSStringFromClass names a Swift class.
            ("MyApp.HomeViewController", nil, nil),
            ("MyApp.Outer.Inner", nil, nil),
            ("#selector(HomeViewController.Refresh)", "HomeViewController", "Refresh"),
            ("#selector(onFav(_:))", nil, nil),
            ("-[HomeViewController]", nil, nil),
        ]
        for (text, className, action) in cases {
            let parsed = PastedReference.parse(text)
            XCTAssertEqual(parsed?.className, className, text)
            XCTAssertEqual(parsed?.action, action, text)
        }
    }

    private func withCurrentDirectory<T>(_ directory: String, _ body: () throws -> T) throws -> T {
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory) else { throw CocoaError(.fileNoSuchFile) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return try body()
    }
}

extension Result where Failure == LookupFailure {
    /// What the command line prints on standard error, or nil for an answer.
    var failureDescription: String? {
        if case .failure(let failure) = self { failure.description } else { nil }
    }
}
