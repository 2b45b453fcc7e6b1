import ParserInvariants
import TestSupport
import XCTest

/// Replays the CSV-listing fuzz target's seed corpus and regressions through `CSVListingInvariants.check(reading:file:)`,
/// the check its libFuzzer entry (`Tests/Fuzz/Sources/CSVListingFuzzer`) runs on every input.
final class CSVListingFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "CSVListingFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 1, "the seed corpus of CSVListingFuzzer is empty")
        for failure in CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions, CSVListingInvariants.check(reading:file:)) {
            XCTFail(failure)
        }
    }
}
