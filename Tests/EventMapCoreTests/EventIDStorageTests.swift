@testable import EventMapCore
import XCTest

/// Event IDs kept side by side in a loader's arena must behave exactly as IDs made one by one:
/// equal by their bytes, hashed alike, ordered by bytes, and read back unchanged.
final class EventIDStorageTests: XCTestCase {
    private func stored(_ texts: [String], chunkSize: Int = 64) -> [EventID] {
        var arena = EventIDArena(chunkSize: chunkSize)
        return texts.map { text in
            var text = text
            return text.withUTF8 { EventID(utf8: $0, in: &arena) }
        }
    }

    func testArenaIDsEqualAndHashLikeIDsMadeFromText() {
        // Short, empty, non-ASCII, and longer than a quarter chunk (a buffer of its own), across
        // several chunks.
        let texts = ["A", "", "CTRL_EVENT_HOME_FAV", "ÉVÉNEMENT_ACCUEIL", String(repeating: "X", count: 40)] + (0..<50).map { "EVENT_\($0)" }
        let fromArena = stored(texts)
        for (text, id) in zip(texts, fromArena) {
            XCTAssertEqual(id.text, text)
            XCTAssertEqual(id, EventID(text))
            XCTAssertEqual(id.hashValue, EventID(text).hashValue)
            XCTAssertEqual(id.description, text)
        }
        XCTAssertEqual(Set(fromArena).count, texts.count)
        XCTAssertEqual(Set(fromArena + texts.map(EventID.init)).count, texts.count)
        XCTAssertNotEqual(EventID("EVENT_1"), EventID("EVENT_10"))
    }

    func testIDsCompareByTheirBytesNotByCanonicalEquivalence() {
        // "é" precomposed and decomposed are one `String`, but two keys to `NSString`.
        let precomposed = EventID("CAF\u{C9}")
        let decomposed = EventID("CAFE\u{301}")
        XCTAssertNotEqual(precomposed, decomposed)
        XCTAssertEqual(Set([precomposed, decomposed]).count, 2)
    }

    func testIDsOrderByBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("AB_Z09é".unicodeScalars)
        let texts = (0..<300).map { _ in
            String(String.UnicodeScalarView((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        let ids = stored(texts, chunkSize: 32)
        for _ in 0..<2000 {
            let (i, j) = (Int.random(in: 0..<ids.count), Int.random(in: 0..<ids.count))
            XCTAssertEqual(ids[i] < ids[j], Array(texts[i].utf8).lexicographicallyPrecedes(Array(texts[j].utf8)), "\(texts[i]) < \(texts[j])")
            XCTAssertEqual(ids[i] == ids[j], Array(texts[i].utf8) == Array(texts[j].utf8))
        }
    }

    func testPrintableASCIICheckAgreesWithTheByteRule() {
        var generator = SystemRandomNumberGenerator()
        // Every length around the eight-byte words, with one byte from each class at each place.
        let samples: [UInt8] = [0x00, 0x09, 0x20, 0x21, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        for length in 0...25 {
            for _ in 0..<200 {
                var bytes = (0..<length).map { _ in UInt8.random(in: 0x21...0x7E, using: &generator) }
                if length > 0, Bool.random(using: &generator) {
                    bytes[Int.random(in: 0..<length, using: &generator)] = samples.randomElement(using: &generator)!
                }
                let expected = !bytes.isEmpty && bytes.allSatisfy { (0x21...0x7E).contains($0) }
                bytes.withUnsafeBufferPointer { XCTAssertEqual(NameSyntax.isPrintableASCIIWithoutBlanks($0), expected, "\(bytes)") }
            }
        }
    }

    /// An ID with a bidirectional override or isolate shows as another ID (`CTRL_\u{202E}KO_LECNAC`
    /// reads as `CTRL_CANCEL_OK`): it is malformed, as one with a control character is.
    func testBidirectionalOverridesAndIsolatesMakeAnIDMalformed() {
        for scalar in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
            let id = "CTRL_\(Character(Unicode.Scalar(scalar)!))KO_LECNAC"
            XCTAssertEqual(
                Rule.eventIDProblem(id), "the event ID '\(id.debugDescriptionBody)' contains blanks or control characters", String(scalar, radix: 16))
        }
        XCTAssertNil(Rule.eventIDProblem("CTRL_É_OK"))
        XCTAssertNil(Rule.eventIDProblem("CTRL_\u{200D}_OK"), "a joiner is not a control here")
    }

    /// A name with a parenthesis is a Swift spelling only when it converts to a selector: the
    /// advice must not be to write what was written.
    func testOnlyASpellingThatConvertsToASelectorIsCalledSwifts() {
        XCTAssertEqual(Rule.selectorProblem("onFav(_:)")?.message, "'onFav(_:)' is a Swift spelling; the runtime looks up 'onFav:'")
        XCTAssertEqual(Rule.selectorProblem("onFav(_:)")?.suggestion, "write 'onFav:'")
        for text in ["onFav(x", "a(b)c:"] {
            XCTAssertEqual(Rule.selectorProblem(text)?.message, "'\(text)' is not an Objective-C selector")
            XCTAssertNil(Rule.selectorProblem(text)?.suggestion)
        }
    }

    func testBytesPrecedeAgreesWithLexicographicOrder() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let a = (0..<Int.random(in: 0...20, using: &generator)).map { _ in UInt8.random(in: 0x7E...0x82, using: &generator) }
            var b = a
            if !b.isEmpty, Bool.random(using: &generator) {
                b[Int.random(in: 0..<b.count, using: &generator)] = UInt8.random(in: 0x7E...0x82, using: &generator)
            }
            if Bool.random(using: &generator) {
                b.append(contentsOf: (0..<Int.random(in: 0...9, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
            }
            a.withUnsafeBufferPointer { left in
                b.withUnsafeBufferPointer { right in
                    XCTAssertEqual(bytesPrecede(left, right), a.lexicographicallyPrecedes(b), "\(a) \(b)")
                    XCTAssertEqual(bytesPrecede(right, left), b.lexicographicallyPrecedes(a), "\(b) \(a)")
                }
            }
        }
    }
}
