import ParserInvariants
import SourceScannerInvariants
import TestSupport
import XCTest

/// Replays the Objective-C fuzz target's seed corpus and regressions through `ObjectiveCInvariants.check(reading:file:)`,
/// the check its libFuzzer entry (`Tests/Fuzz/Sources/ObjectiveCFuzzer`) runs on every input.
final class ObjectiveCFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "ObjectiveCFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 1, "the seed corpus of ObjectiveCFuzzer is empty")
        for failure in CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions, ObjectiveCInvariants.check(reading:file:)) {
            XCTFail(failure)
        }
    }
}
