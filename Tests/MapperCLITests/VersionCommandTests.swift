import EventMapper
import Foundation
import TestSupport
import XCTest

/// One version, written once: `mapper --version`, `mapper version` and SARIF's driver agree.
final class VersionCommandTests: XCTestCase {
    func testTheVersionIsPrintedOneWayEverywhere() throws {
        for arguments in [["--version"], ["version"]] {
            let result = try MapperProcess.run(arguments)
            XCTAssertEqual(result.status, 0, arguments.joined())
            XCTAssertEqual(result.standardOutput, EventMapperVersion.current + "\n", arguments.joined())
        }
        let sarif = try MapperProcess.run(["validate", "--reporter", "sarif"])
        XCTAssertTrue(sarif.standardOutput.contains(#""semanticVersion" : "\#(EventMapperVersion.current)""#), sarif.standardOutput)
        XCTAssertTrue(sarif.standardOutput.contains(#""version" : "\#(EventMapperVersion.current)""#))
    }

    /// A semantic version (SARIF's `semanticVersion` requires one): MAJOR.MINOR.PATCH, then an
    /// optional pre-release.
    func testTheVersionIsSemantic() {
        XCTAssertNotNil(EventMapperVersion.current.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?/))
    }
}
