import EventMapXML
import Foundation
import TestSupport
import XCTest

/// The schema is compiled into the library (`EventMapSchemaText`), so that `mapper` needs no
/// resource bundle beside it; `Resources/event-map.xsd` is the copy people and other tools read.
/// The two must not drift apart.
final class EventMapSchemaTextTests: XCTestCase {
    func testTheCompiledInSchemaIsTheShippedFileByteForByte() throws {
        let file = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.path("Sources/EventMapXML/Resources/event-map.xsd")))
        XCTAssertEqual(Array(EventMapSchemaText.xsd.utf8), [UInt8](file))
    }
}
