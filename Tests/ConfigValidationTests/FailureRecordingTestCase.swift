import XCTest

/// A test case that can run an assertion and collect the failures it records instead of failing,
/// so that tests can prove `XCTAssertEventMapValid` fails — once per finding, with the right
/// message — where it should.
class FailureRecordingTestCase: XCTestCase {
    private var recorded: [String]?

    /// Runs `body` and returns the failures it recorded, in order, without failing this test.
    func failures(of body: () -> Void) -> [String] {
        recorded = []
        defer { recorded = nil }
        body()
        return recorded ?? []
    }

    #if canImport(ObjectiveC)
        override func record(_ issue: XCTIssue) {
            guard recorded != nil else { return super.record(issue) }
            recorded?.append(Self.message(issue.compactDescription))
        }
    #else
        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            guard recorded != nil else {
                return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            recorded?.append(Self.message(description))
        }
    #endif

    /// The message `XCTFail` was given: XCTest prefixes it with `failed - `.
    private static func message(_ description: String) -> String {
        let prefix = "failed - "
        return description.hasPrefix(prefix) ? String(description.dropFirst(prefix.count)) : description
    }
}
