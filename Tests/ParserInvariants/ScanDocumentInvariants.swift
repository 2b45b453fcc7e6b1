import EventMapper
import Foundation

/// What `SourceScanDocument` promises for any bytes `mapper` reads from the source scanner: it
/// reads them as a document or throws `DecodingFailure` (never traps, whatever a length or a
/// string number claims), and a document it reads is written back as bytes it reads again to
/// the same document, written the same way again.
///
/// ## Usage
/// ```swift
/// let outcome = ScanDocumentInvariants.check(reading: bytes)
/// ```
public enum ScanDocumentInvariants {
    /// Reads `bytes` as a document and checks every promise.
    public static func check(reading bytes: [UInt8]) -> InvariantOutcome {
        var outcome = InvariantOutcome()
        let document: SourceScanDocument
        do {
            document = try SourceScanDocument(decoding: Data(bytes))
        } catch {
            outcome.consume(error.description)
            outcome.expect(!error.description.isEmpty, "a decoding failure without a description")
            return outcome
        }
        let written = document.encoded()
        do {
            let again = try SourceScanDocument(decoding: written)
            outcome.expect(again == document, "the document read back from its own bytes is another document")
            outcome.expect(again.encoded() == written, "the document read back is written differently")
        } catch {
            outcome.expect(false, "the document's own bytes do not read: \(error.description)")
        }
        outcome.consume(UInt64(written.count))
        return outcome
    }
}
