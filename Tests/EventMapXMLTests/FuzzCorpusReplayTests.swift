@_spi(Fuzzing) import EventMapXML
import Foundation
import PlistReaderInvariants
import TestSupport
import XCTest

/// Replays the fuzzer's seed corpus and every input it ever crashed or hung on through
/// `PlistReader`, checking `PlistReadInvariants`, the invariants the fuzz entry (`Tests/Fuzz`)
/// checks: a document's every location lies inside the input, an error has a real line and
/// column. A read that does not finish within ``timeLimit`` fails the test instead of hanging
/// the run.
final class FuzzCorpusReplayTests: XCTestCase {
    /// Far above what any of these small files needs, even in a debug build under a sanitizer.
    static let timeLimit: TimeInterval = 30

    func testSeedCorpusIsNotEmpty() throws {
        let files = try RepositoryPaths.fixtureFiles(in: "FuzzCorpus")
        XCTAssertGreaterThanOrEqual(files.count, 20, "the seed corpus must hold at least 20 files")
    }

    func testSeedCorpusKeepsTheInvariants() throws {
        let files = try RepositoryPaths.fixtureFiles(in: "FuzzCorpus")
        XCTAssertGreaterThanOrEqual(files.count, 20, "the seed corpus must hold at least 20 files")
        for file in files { try replay(file) }
    }

    func testRegressionsKeepTheInvariants() throws {
        let files = try RepositoryPaths.fixtureFiles(in: "FuzzRegressions")
        if files.isEmpty { throw XCTSkip("Tests/Fixtures/FuzzRegressions holds no input yet") }
        for file in files { try replay(file) }
    }

    // MARK: Replay

    private func replay(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let name = (path as NSString).lastPathComponent
        guard let violations = Self.runWithTimeLimit({ PlistReadInvariants.check(reading: bytes, file: name).violations }) else {
            XCTFail("\(name): reading did not finish within \(Self.timeLimit) s", file: file, line: line)
            return
        }
        for violation in violations {
            XCTFail("\(name): \(violation)", file: file, line: line)
        }
    }

    /// Runs `work` on its own thread; `nil` when it has not finished within ``timeLimit``. A
    /// thread that never finishes is left behind: the test has failed, and the process ends
    /// with the run.
    private static func runWithTimeLimit(_ work: @escaping @Sendable () -> [String]) -> [String]? {
        let outcome = ReplayOutcome()
        let thread = Thread {
            // Some encoding errors also go to libxml2's per-thread generic channel; this thread
            // is the test's own, so they may be discarded here.
            LibXML2GenericMessages.discardOnCurrentThread()
            outcome.set(work())
        }
        // Deep nesting recurses in libxml2; give the reader the main thread's usual stack.
        thread.stackSize = 8 << 20
        thread.start()
        guard outcome.done.wait(timeout: .now() + timeLimit) == .success else { return nil }
        return outcome.value
    }
}

/// The result of one replay, handed from the reading thread to the test.
private final class ReplayOutcome: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stored: [String] = []

    func set(_ value: [String]) {
        lock.lock()
        stored = value
        lock.unlock()
        done.signal()
    }

    var value: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
