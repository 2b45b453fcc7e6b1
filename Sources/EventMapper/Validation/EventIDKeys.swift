import EventMapCore

/// The bytes the event-ID checks compare an ID on: `exact` for one ID used twice, `form` for IDs
/// that differ only in case or underscores, which ``FoldedIDForms`` folds further as it reads.
///
/// The IDs are compared as `String` compares text. An ASCII ID is both keys as it is, uncopied.
/// Any other ID is compared on its canonical composition (NFC), where canonically equivalent
/// spellings have the same bytes, and its form is the composition of ``Rule/folded(_:)``: a
/// Kelvin sign is the ASCII `K`, and `É` and `é` share a form.
struct EventIDKeys {
    let exact: UnsafeBufferPointer<UInt8>
    let form: UnsafeBufferPointer<UInt8>

    /// Calls `body` with the keys of the ID whose UTF-8 bytes are `id`.
    static func with<Result>(_ id: UnsafeBufferPointer<UInt8>, _ body: (EventIDKeys) -> Result) -> Result {
        var isASCII = true
        for byte in id where byte >= 0x80 {
            isASCII = false
            break
        }
        guard !isASCII else { return body(EventIDKeys(exact: id, form: id)) }
        // The standard library's composition is the one `String`'s `==` and hashing use.
        let text = String(decoding: id, as: UTF8.self)
        let exact = text._nfcCodeUnits
        let form = Rule.folded(text)._nfcCodeUnits
        return exact.withUnsafeBufferPointer { exact in
            form.withUnsafeBufferPointer { form in body(EventIDKeys(exact: exact, form: form)) }
        }
    }
}
