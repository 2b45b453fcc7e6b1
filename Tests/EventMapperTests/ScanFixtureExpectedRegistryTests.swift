import EventMapCore
import EventMapper
import TestSupport
import XCTest

/// The scan fixture's expected registry is written by hand: it must at least be a registry file
/// `RegistryFile` reads, and cover the fixture's 30-odd classes.
final class ScanFixtureExpectedRegistryTests: XCTestCase {
    func testExpectedRegistryIsAValidRegistryFileWithEveryFixtureClass() throws {
        let classes = try RegistryFile.load(path: RepositoryPaths.fixture("ScanFixtureApp.expected.json"))
        XCTAssertGreaterThanOrEqual(classes.count, 30)
        XCTAssertEqual(Set(classes.map(\.name.text)).count, classes.count, "a class is listed twice")
        let productList = try XCTUnwrap(classes.first { $0.name.text == "ProductListViewController" })
        XCTAssertEqual(productList.superclass?.text, "TrackedViewController")
        XCTAssertTrue(productList.actions.map(\.selector.text).contains("shareWithSender:"))
    }
}
