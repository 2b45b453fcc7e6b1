@_spi(Fuzzing) import EventMapXML
import ParserInvariants
import SourceScannerInvariants

// libFuzzer entry for the Interface Builder reader and scanner: every input must keep the
// invariants of `InterfaceBuilderInvariants` (in the root package's Tests/SourceScannerInvariants,
// which the corpus replay test checks too on the checked-in inputs). A violated invariant stops the
// process with `fatalError`, which libFuzzer records as a crash.

/// libxml2 prints some encoding errors through its per-thread generic channel even with
/// NOERROR; libFuzzer calls the entry on one thread, so discarding them once is enough.
private let genericMessagesDiscarded: Void = LibXML2GenericMessages.discardOnCurrentThread()

/// Somewhere to put what was read so that the optimizer cannot drop the reads.
nonisolated(unsafe) private var sink: UInt64 = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func interfaceBuilderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = genericMessagesDiscarded
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let outcome = InterfaceBuilderInvariants.check(reading: bytes, file: "fuzz.storyboard")
    if let violation = outcome.violations.first {
        fatalError("fuzz invariant violated: \(violation)")
    }
    sink = sink &* 31 &+ outcome.digest
    return 0
}
