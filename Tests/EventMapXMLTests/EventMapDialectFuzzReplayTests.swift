import ParserInvariants
import TestSupport
import XCTest

/// Replays the XML-dialect fuzz target's seed corpus and regressions through `EventMapDialectInvariants.check(reading:file:)`,
/// the check its libFuzzer entry (`Tests/Fuzz/Sources/EventMapDialectFuzzer`) runs on every input.
final class EventMapDialectFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "EventMapDialectFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 1, "the seed corpus of EventMapDialectFuzzer is empty")
        for failure in CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions, EventMapDialectInvariants.check(reading:file:)) {
            XCTFail(failure)
        }
    }
}
