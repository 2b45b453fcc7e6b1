import ParserInvariants
import TestSupport
import XCTest

/// Replays the scan document fuzz target's seed corpus and regressions through
/// `ScanDocumentInvariants.check(reading:)`, the check its libFuzzer entry
/// (`Tests/Fuzz/Sources/ScanDocumentFuzzer`) runs on every input.
final class ScanDocumentFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "ScanDocumentFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 3, "the seed corpus of ScanDocumentFuzzer is short of its three seeds")
        let failures = CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions) { bytes, _ in
            ScanDocumentInvariants.check(reading: bytes)
        }
        for failure in failures { XCTFail(failure) }
    }
}
