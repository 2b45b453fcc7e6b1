import EventMapCore
import EventMapper
import Foundation
import XCTest

/// The samples of `EventMapCore.docc/GettingStarted.md`.
final class EventMapCoreSamples: XCTestCase {
    override func setUp() {
        _ = FileManager.default.changeCurrentDirectoryPath(DocCSampleTests.root.path)
    }

    /// Compiled, not run: it reads the app's bundle.
    func appReadsItsBundledConfig() throws {
        // sample: EventMapCore/GettingStarted.md
        let url = Bundle.main.url(forResource: "WGlobalUserStatisticsConfig", withExtension: "plist")!
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        let (map, findings) = EventMap.fromPropertyList(plist as? [String: Any] ?? [:])
        findings.forEach { assertionFailure($0.description) }
        // sample end
        _ = map
    }

    func testADictionaryEntryThatCannotBeUsedIsAFinding() {
        // sample: EventMapCore/GettingStarted.md
        let (_, findings) = EventMap.fromPropertyList([
            "HomeViewController": ["PageEventID": ["Enter": "PAGE_EVENT_HOME_ENTER"]]
        ])
        print(findings[0])
        // WGlobalUserStatisticsConfig.plist:0:0: error: 'PageEventID' in 'HomeViewController' is not a section the hooks read (PageEventIDs, ControlEventIDs); did you mean 'PageEventIDs'? [unknown-section]
        // sample end
        XCTAssertEqual(
            findings.map(\.description),
            [
                "WGlobalUserStatisticsConfig.plist:0:0: error: 'PageEventID' in 'HomeViewController' is not a section the hooks read (PageEventIDs, ControlEventIDs); did you mean 'PageEventIDs'? [unknown-section]"
            ])
    }

    func testTheResolverAnswersAsTheArticleSays() throws {
        // sample: EventMapCore/GettingStarted.md
        let map = try ConfigSet.load(["Configs"]).map
        // sample end
        // sample: EventMapCore/GettingStarted.md
        let resolver = EventResolver(map) // build once, share freely: it is immutable and Sendable

        let favourite = resolver.eventID(forAction: "onFavBtnPressed_UA:", ofClass: "HomeViewController")
        // CTRL_EVENT_HOME_FAV
        let enter = resolver.eventID(for: .enter, ofClass: "MyApp.HomeViewController")
        // PAGE_EVENT_HOME_ENTER
        let place = resolver.controlEvent(forAction: "onShareBtnPressed(_:)", ofClass: "HomeViewController")?.location
        // Configs/WGlobalUserStatisticsConfig.plist:27:4
        let emitters = resolver.emitters(of: "CTRL_EVENT_HOME_FAV")
        // [-[HomeViewController onFavBtnPressed_UA:]]
        // sample end
        XCTAssertEqual(favourite?.text, "CTRL_EVENT_HOME_FAV")
        XCTAssertEqual(enter?.text, "PAGE_EVENT_HOME_ENTER")
        XCTAssertEqual(place?.description, "Configs/WGlobalUserStatisticsConfig.plist:27:4")
        XCTAssertEqual(emitters.map(\.description), ["-[HomeViewController onFavBtnPressed_UA:]"])
    }
}
