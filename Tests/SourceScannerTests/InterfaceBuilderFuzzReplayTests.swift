import ParserInvariants
import SourceScannerInvariants
import TestSupport
import XCTest

/// Replays the Interface Builder fuzz target's seed corpus and regressions through `InterfaceBuilderInvariants.check(reading:file:)`,
/// the check its libFuzzer entry (`Tests/Fuzz/Sources/InterfaceBuilderFuzzer`) runs on every input.
final class InterfaceBuilderFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "InterfaceBuilderFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 1, "the seed corpus of InterfaceBuilderFuzzer is empty")
        for failure in CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions, InterfaceBuilderInvariants.check(reading:file:)) {
            XCTFail(failure)
        }
    }
}
