import Foundation
import XCTest

/// Compares text with a committed file under `Tests/Fixtures`. With `UPDATE_GOLDEN=1` in the
/// environment the file is rewritten instead, to be reviewed with `git diff` (the convention of
/// `Tests/MapperCLITests/GoldenFile.swift`).
enum GoldenFile {
    /// Fails, showing both texts, when `actual` differs from the fixture `relative`.
    static func assertMatches(_ actual: String, _ relative: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Fixtures.root.appendingPathComponent(relative)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            XCTFail("""
                differs from Tests/Fixtures/\(relative) (UPDATE_GOLDEN=1 rewrites it; review with git diff)
                --- expected
                \(expected)
                --- actual
                \(actual)
                """, file: file, line: line)
        }
    }
}
