import ParserInvariants
import SourceScannerInvariants

// libFuzzer entry for the Objective-C scanner (lexer, parser, call reader): every input must keep
// the invariants of `ObjectiveCInvariants` (in the root package's Tests/SourceScannerInvariants,
// which the corpus replay test checks too on the checked-in inputs). A violated invariant stops the
// process with `fatalError`, which libFuzzer records as a crash.

/// Somewhere to put what was read so that the optimizer cannot drop the reads.
nonisolated(unsafe) private var sink: UInt64 = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func objectiveCFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let outcome = ObjectiveCInvariants.check(reading: bytes, file: "fuzz.m")
    if let violation = outcome.violations.first {
        fatalError("fuzz invariant violated: \(violation)")
    }
    sink = sink &* 31 &+ outcome.digest
    return 0
}
