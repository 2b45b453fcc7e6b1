@_spi(Fuzzing) import EventMapXML
import Foundation

/// Replays a fuzz target's checked-in inputs through its check in `swift test`: the seed
/// corpus (`Tests/Fixtures/FuzzCorpus/<target>`) and every input it ever failed on
/// (`Tests/Fixtures/FuzzRegressions/<target>`).
///
/// ## Usage
/// ```swift
/// let files = try CorpusReplay.inputs(of: "LocatedJSONFuzzer", fixtures: RepositoryPaths.fixtures.path)
/// for failure in CorpusReplay.failures(replaying: files, LocatedJSONInvariants.check(reading:file:)) {
///     XCTFail(failure)
/// }
/// ```
public enum CorpusReplay {
    /// Far above what any of these small files needs, even in a debug build.
    public static let timeLimit: TimeInterval = 30

    /// The seed corpus's files, then the regressions', each sorted; hidden files left out.
    /// - Throws: when the target has no seed corpus folder.
    public static func inputs(of target: String, fixtures: String) throws -> (corpus: [String], regressions: [String]) {
        let corpus = try files(in: fixtures + "/FuzzCorpus/" + target)
        let regressionFolder = fixtures + "/FuzzRegressions/" + target
        let regressions = FileManager.default.fileExists(atPath: regressionFolder) ? try files(in: regressionFolder) : []
        return (corpus, regressions)
    }

    /// Checks every file with `check` (given its bytes and its name), each on its own thread with
    /// a large stack and ``timeLimit``; what broke, one line each, prefixed with the file's name.
    public static func failures(
        replaying paths: [String], _ check: @escaping @Sendable ([UInt8], String) -> InvariantOutcome
    ) -> [String] {
        var failures: [String] = []
        for path in paths {
            let name = (path as NSString).lastPathComponent
            guard let data = FileManager.default.contents(atPath: path) else {
                failures.append("\(name): cannot be read")
                continue
            }
            let bytes = Array(data)
            guard let violations = runWithTimeLimit({ check(bytes, name).violations }) else {
                failures.append("\(name): the check did not finish within \(timeLimit) s")
                continue
            }
            failures += violations.map { "\(name): \($0)" }
        }
        return failures
    }

    private static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { folder + "/" + $0 }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    /// Runs `work` on its own thread; `nil` when it has not finished within ``timeLimit``. A
    /// thread that never finishes is left behind: the test has failed, and the process ends with
    /// the run.
    private static func runWithTimeLimit(_ work: @escaping @Sendable () -> [String]) -> [String]? {
        let outcome = ReplayResult()
        let thread = Thread {
            // Some encoding errors also go to libxml2's per-thread generic channel; this thread
            // is the replay's own, so they may be discarded here.
            LibXML2GenericMessages.discardOnCurrentThread()
            outcome.set(work())
        }
        // Deep nesting recurses in libxml2 and in the readers; give them a main thread's stack.
        thread.stackSize = 8 << 20
        thread.start()
        guard outcome.done.wait(timeout: .now() + timeLimit) == .success else { return nil }
        return outcome.value
    }
}

/// The result of one replay, handed from the checking thread to the test.
private final class ReplayResult: @unchecked Sendable {
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
