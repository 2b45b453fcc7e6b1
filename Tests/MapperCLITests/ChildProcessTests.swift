import Foundation
import Synchronization
import MapperProcesses
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// What a child started by `ChildProcess` gets of this process: standard input, output and
/// error, and no other descriptor.
final class ChildProcessTests: XCTestCase {
    func testADescriptorOpenedWithoutCloseOnExecIsNotInherited() throws {
        #if !os(Linux)
            throw XCTSkip("reads /proc, which is Linux's")
        #endif
        let descriptor = open("/dev/null", O_RDONLY)
        XCTAssertGreaterThan(descriptor, 2)
        defer { close(descriptor) }
        let outcome = try ChildProcess.run("/bin/ls", arguments: ["/proc/self/fd"])
        XCTAssertEqual(outcome.termination, .exit(0))
        let inherited = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").compactMap { Int32($0) }
        // ls itself opens the folder it lists, as the lowest free descriptor.
        XCTAssertEqual(inherited.filter { $0 > 3 }, [], "the child kept descriptors \(inherited)")
        XCTAssertFalse(descriptor > 3 && inherited.contains(descriptor))
    }

    /// Children started at the same time from two threads: none keeps a pipe the other's output
    /// goes through, which a pipe made close-on-exec only after `pipe()` returned could leave to
    /// a spawn in between. (The window is a few instructions wide: this run rarely fell into it
    /// before, and must never now.)
    func testChildrenStartedAtOnceKeepNoneOfEachOthersPipes() throws {
        #if !os(Linux)
            throw XCTSkip("reads /proc, which is Linux's")
        #endif
        let kept = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for _ in 0..<40 {
                guard let outcome = try? ChildProcess.run("/bin/ls", arguments: ["/proc/self/fd"], readingErrors: true) else {
                    kept.withLock { $0.append("spawn failed") }
                    continue
                }
                let listed = String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").compactMap { Int32($0) }
                if listed.contains(where: { $0 > 3 }) { kept.withLock { $0.append("\(listed)") } }
            }
        }
        XCTAssertEqual(kept.withLock { $0 }, [])
    }
}
