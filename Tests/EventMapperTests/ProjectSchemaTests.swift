import EventMapCore
import EventMapper
import Foundation
import TestSupport
import XCTest

/// The JSON Schema of `.mapper.json` that ships beside the XSD, for editors that validate JSON,
/// names exactly the keys the project file's reader accepts (CI validates the repository's own
/// file against it with Python's jsonschema).
final class ProjectSchemaTests: XCTestCase {
    func testTheSchemaNamesExactlyTheKeysTheReaderAccepts() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.path("Sources/EventMapXML/Resources/mapper-project.schema.json")))
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        XCTAssertEqual(Set(properties.keys), Set(ProjectConfiguration.keys))
        XCTAssertEqual(schema["additionalProperties"] as? Bool, false, "a typo in a key is refused, as the reader refuses it")
        let rules = try XCTUnwrap((properties["rules"] as? [String: Any])?["additionalProperties"] as? [String: Any])
        XCTAssertEqual(Set(rules["enum"] as? [String] ?? []), Set(Severity.allCases.map(\.rawValue) + ["off"]))
    }
}
