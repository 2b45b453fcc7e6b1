import Foundation
import XCTest

/// Compares text with a committed file under `Tests/Fixtures/CLI`. With `UPDATE_GOLDEN=1` in
/// the environment the file is rewritten instead, to be reviewed with `git diff`.
enum GoldenFile {
    static func assertMatches(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = MapperProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/CLI/\(name)")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "differs from Tests/Fixtures/CLI/\(name) (UPDATE_GOLDEN=1 rewrites it; review with git diff)", file: file, line: line)
    }
}
