import ParserInvariants
import TestSupport
import XCTest

/// Replays the log-zip fuzz target's seed corpus and regressions through
/// `LogZipInvariants.check(reading:)`,
/// the check its libFuzzer entry (`Tests/Fuzz/Sources/LogZipFuzzer`) runs on every input.
final class LogZipFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "LogZipFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 1, "the seed corpus of LogZipFuzzer is empty")
        for failure in CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions, { bytes, _ in LogZipInvariants.check(reading: bytes) }) {
            XCTFail(failure)
        }
    }
}
