@testable import EventMapCore
import XCTest

/// Names and file names come from files anyone can commit; what can rewrite a terminal or
/// reorder what a reader sees is written as `\u{…}` in every human-readable output.
final class TerminalControlEscapingTests: XCTestCase {
    func testEveryDangerousCharacterIsEscapedAndNothingElse() {
        let cases: [(String, String)] = [
            ("e\u{1B}[31m.plist", #"e\u{1B}[31m.plist"#),
            ("bell\u{07}", #"bell\u{7}"#),
            ("nul\u{0}", #"nul\u{0}"#),
            ("cr\r", #"cr\u{D}"#),
            ("del\u{7F}", #"del\u{7F}"#),
            ("csi\u{9B}2J", #"csi\u{9B}2J"#),
            ("line\u{2028}para\u{2029}", #"line\u{2028}para\u{2029}"#),
            ("evil\u{202E}tsilp.exe", #"evil\u{202E}tsilp.exe"#),
            ("\u{202A}\u{202B}\u{202C}\u{202D}", #"\u{202A}\u{202B}\u{202C}\u{202D}"#),
            ("\u{2066}x\u{2067}y\u{2068}z\u{2069}", #"\u{2066}x\u{2067}y\u{2068}z\u{2069}"#),
            // Kept: tab and line feed (messages are lines), and every printable character.
            ("tab\tand\nnewline", "tab\tand\nnewline"),
            ("Données — 日本語 ✔", "Données — 日本語 ✔"),
        ]
        for (raw, escaped) in cases {
            XCTAssertEqual(raw.escapingTerminalControls, escaped, raw.debugDescription)
        }
    }

    /// The escaping first looks at the bytes for what may start a control: no control of the
    /// first 12,288 code points slips past that look, and no other character is escaped.
    func testEveryControlAndNothingElseAmongTheFirstCodePoints() {
        let controls: [ClosedRange<UInt32>] = [0x00...0x08, 0x0B...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069]
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            XCTAssertEqual(text.escapingTerminalControls != text, controls.contains { $0.contains(value) }, String(value, radix: 16))
        }
    }

    func testAFindingAboutAHostileFileIsPrintedEscaped() {
        let finding = Finding(
            .malformedName, "'Home\u{9B}2J' is not a class name", at: SourceLocation(file: "e\u{1B}[31m.plist", line: 2, column: 28))
        XCTAssertEqual(
            finding.description.escapingTerminalControls, #"e\u{1B}[31m.plist:2:28: error: 'Home\u{9B}2J' is not a class name [malformed-name]"#)
    }
}
