import ParserInvariants
import TestSupport
import XCTest

/// Replays the XML-dialect fuzz target's seed corpus and regressions through `XMLDialectInvariants.check(reading:file:)`,
/// the check its libFuzzer entry (`Tests/Fuzz/Sources/XMLDialectFuzzer`) runs on every input.
final class XMLDialectFuzzReplayTests: XCTestCase {
    func testCorpusAndRegressionsKeepTheInvariants() throws {
        let inputs = try CorpusReplay.inputs(of: "XMLDialectFuzzer", fixtures: RepositoryPaths.fixtures.path)
        XCTAssertGreaterThanOrEqual(inputs.corpus.count, 1, "the seed corpus of XMLDialectFuzzer is empty")
        for failure in CorpusReplay.failures(replaying: inputs.corpus + inputs.regressions, XMLDialectInvariants.check(reading:file:)) {
            XCTFail(failure)
        }
    }
}
