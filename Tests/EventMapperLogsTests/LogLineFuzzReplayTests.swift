import ParserInvariants
import TestSupport
import XCTest

/// Replays the log-line fuzz target's seed corpus and regressions through
/// `LogLineInvariants.check(reading:)`,
/// the check its libFuzzer entry (`Tests/Fuzz/Sources/LogLineFuzzer`) runs on every input.
final class LogLineFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "LogLineFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 1, "the seed corpus of LogLineFuzzer is empty")
        for failure in CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions, { bytes, _ in LogLineInvariants.check(reading: bytes) }) {
            XCTFail(failure)
        }
    }
}
