import EventMapCore
import EventMapper
import EventMapperTesting
import Foundation
import Testing
import XCTest

/// The samples of `EventMapperTesting.docc/GettingStarted.md`: the app's page types stand
/// here, and the article's test class runs with the others.
final class HomeViewController {}
final class DetailViewController {}

extension DetailViewController: ActionDeclaring {
    static let declaredActions: [ActionSelector] = ["onShareBtnPressed:"]
}

// sample: EventMapperTesting/GettingStarted.md
extension HomeViewController: ActionDeclaring {
    static let declaredActions: [ActionSelector] = ["onFavBtnPressed_UA(_:)", "onShareBtnPressed(_:)"]
}
// sample end

// sample: EventMapperTesting/GettingStarted.md
final class EventMapTests: XCTestCase {
    func testConfigsMatchTheCode() {
        // Found from this file, so the test runs from any working directory.
        let configs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Configs/WGlobalUserStatisticsConfig.plist").standardized.path
        let registry = ActionRegistry(declaring: [HomeViewController.self, DetailViewController.self])
        XCTAssertEventMapValid(config: [configs], registry: registry)
    }
}
// sample end

// sample: EventMapperTesting/GettingStarted.md
@Test func configsMatchTheCode() {
    expectEventMapValid(config: ["Configs"], registryFiles: ["Examples/SampleApp/registry.json"])
}
// sample end

final class EventMapperTestingSamples: XCTestCase {
    override func setUp() {
        _ = FileManager.default.changeCurrentDirectoryPath(DocCSampleTests.root.path)
    }

    func testRegistryFilesAsTheArticleShows() {
        // sample: EventMapperTesting/GettingStarted.md
        XCTAssertEventMapValid(config: ["Configs"], registryFiles: ["Examples/SampleApp/registry.json"])
        // sample end
    }
}
