import ParserInvariants
import TestSupport
import XCTest

/// Replays the located-JSON fuzz target's seed corpus and regressions through `LocatedJSONInvariants.check(reading:file:)`,
/// the check its libFuzzer entry (`Tests/Fuzz/Sources/LocatedJSONFuzzer`) runs on every input.
final class LocatedJSONFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "LocatedJSONFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 1, "the seed corpus of LocatedJSONFuzzer is empty")
        for failure in CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions, LocatedJSONInvariants.check(reading:file:)) {
            XCTFail(failure)
        }
    }
}
