import EventMapXML
import Foundation
import XCTest

/// The samples of `EventMapXML.docc/GettingStarted.md`.
final class EventMapXMLSamples: XCTestCase {
    override func setUp() {
        _ = FileManager.default.changeCurrentDirectoryPath(DocCSampleTests.root.path)
    }

    func testALocatedReadAndALookUp() throws {
        // sample: EventMapXML/GettingStarted.md
        let document = try PlistReader().read(contentsOf: "Configs/WGlobalUserStatisticsConfig.plist")
        for page in document.root.dictionary! {
            print(page.key.text, page.key.location)
        }
        // DetailViewController Configs/WGlobalUserStatisticsConfig.plist:5:2
        // HomeViewController Configs/WGlobalUserStatisticsConfig.plist:20:2
        // sample end
        XCTAssertEqual(
            document.root.dictionary!.map { "\($0.key.text) \($0.key.location)" },
            [
                "DetailViewController Configs/WGlobalUserStatisticsConfig.plist:5:2",
                "HomeViewController Configs/WGlobalUserStatisticsConfig.plist:20:2",
            ])
        // sample: EventMapXML/GettingStarted.md
        let home = document.root.dictionary!["HomeViewController"]!.dictionary!
        let enter = home["PageEventIDs"]!.dictionary!["Enter"]!
        print(enter.string!, enter.location)
        // PAGE_EVENT_HOME_ENTER Configs/WGlobalUserStatisticsConfig.plist:32:4
        // sample end
        XCTAssertEqual("\(enter.string!) \(enter.location)", "PAGE_EVENT_HOME_ENTER Configs/WGlobalUserStatisticsConfig.plist:32:4")
    }

    func testAnErrorIsRenderedAsTheArticleShows() {
        var rendered = ""
        // sample: EventMapXML/GettingStarted.md
        do {
            _ = try PlistReader().read(contentsOf: "Tests/Fixtures/Plist/non-key-in-dict.plist")
        } catch {
            print(error.rendered)
        }
        // Tests/Fixtures/Plist/non-key-in-dict.plist:5:2: error: Found non-key inside <dict> at line 5
        // 	<string>oops</string>
        // 	^
        // sample end
        do {
            _ = try PlistReader().read(contentsOf: "Tests/Fixtures/Plist/non-key-in-dict.plist")
        } catch {
            rendered = error.rendered
        }
        XCTAssertEqual(
            rendered,
            "Tests/Fixtures/Plist/non-key-in-dict.plist:5:2: error: Found non-key inside <dict> at line 5\n\t<string>oops</string>\n\t^")
    }
}
