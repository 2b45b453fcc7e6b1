import ParserInvariants

// libFuzzer entry for the source scanner's document as `mapper` reads it (`SourceScanDocument`,
// through `ScanArchiveReader`, which the scan cache reads its entries with too): every input
// must keep the invariants of `ScanDocumentInvariants` (in the root package's
// Tests/ParserInvariants, which the corpus replay test checks too on the checked-in inputs). A
// violated invariant stops the process with `fatalError`, which libFuzzer records as a crash.

/// Somewhere to put what was read so that the optimizer cannot drop the reads.
nonisolated(unsafe) private var sink: UInt64 = 0

@_cdecl("LLVMFuzzerTestOneInput")
public func scanDocumentFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let outcome = ScanDocumentInvariants.check(reading: bytes)
    if let violation = outcome.violations.first {
        fatalError("fuzz invariant violated: \(violation)")
    }
    sink = sink &* 31 &+ outcome.digest
    return 0
}
