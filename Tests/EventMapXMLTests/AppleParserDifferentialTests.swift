import EventMapXML
import Foundation
import XCTest

/// Our reader against Apple's parser (`PropertyListSerialization`, CoreFoundation's XML plist
/// parser, as Foundation ships it on this machine), document by document.
///
/// For every case in ``DifferentialCase/all`` the two either agree — equal values, or both
/// refuse with Apple's very message where our reader words it as Apple does — or the case is a
/// deliberate difference listed in ``AppleParserDifference``.
final class AppleParserDifferentialTests: XCTestCase {
    /// What one parser made of a document.
    private enum Outcome: Equatable, CustomStringConvertible {
        case accepted(DifferentialValue)
        /// Apple's parser read the document, but not as an XML property list.
        case acceptedAsOtherFormat(String)
        case refused(String)

        var description: String {
            switch self {
            case .accepted(let value): "accepted \(value)"
            case .acceptedAsOtherFormat(let format): "accepted as \(format)"
            case .refused(let message): "refused: \(message)"
            }
        }

        var isRefusal: Bool {
            if case .refused = self { return true }
            return false
        }
    }

    /// Apple's messages that our reader words exactly as Apple does (PlistGrammarMessage).
    /// When Apple's message is one of these, ours must be the same, line included.
    private static let reproducedMessages: [String] = [
        #"Found non-key inside <dict> at line \d+"#,
        #"Value missing for key inside <dict> at line \d+"#,
        #"Encountered unexpected element at line \d+ \(plist can only include one object\)"#,
        #"Encountered unknown tag \S+ on line \d+"#,
        #"Encountered empty plist tag"#,
        #"Encountered empty <(integer|real|date|data)> on line \d+"#,
        #"Encountered non-empty <(true|false)> on line \d+"#,
        #"Encountered unexpected character [\s\S] on line \d+ while looking for (open|close) tag"#,
        #"Encountered improper CDATA opening at line \d+"#,
        #"Encountered unexpected EOF"#,
        #"Too many nested arrays or dictionaries, failing on line \d+"#,
        #"Encountered misformatted real on line \d+"#,
        #"Hex digit in non-hex <integer> on line \d+"#,
        #"Incomplete <integer> on line \d+"#,
        #"Integer (overflow|underflow) in <integer> on line \d+"#,
        #"Unknown character '[\s\S]' \(0x[0-9a-f]+\) in <integer> on line \d+"#,
        #"Could not interpret <date> at line \d+"#,
        #"Could not interpret <data> on line \d+ \(invalid character 0x[0-9A-F]{2}\)"#,
    ]

    private static func isReproduced(_ message: String) -> Bool {
        reproducedMessages.contains { pattern in
            guard let regex = try? Regex(pattern) else { return false }
            return message.wholeMatch(of: regex) != nil
        }
    }

    func testTableHasEnoughUniquelyNamedCases() {
        let names = DifferentialCase.all.map(\.name)
        XCTAssertGreaterThanOrEqual(names.count, 70)
        XCTAssertEqual(Set(names).count, names.count, "case names repeat")
    }

    func testEveryCaseAgreesWithApplesParserOrIsADeliberateDifference() {
        for testCase in DifferentialCase.all {
            check(testCase)
        }
    }

    func testEveryDeliberateDifferenceIsExercised() {
        var exercised: Set<AppleParserDifference> = []
        for testCase in DifferentialCase.all {
            if case .differs(let difference) = testCase.expectation { exercised.insert(difference) }
        }
        for difference in AppleParserDifference.allCases {
            XCTAssertTrue(exercised.contains(difference), "no case exercises \(difference)")
            XCTAssertFalse(difference.explanation.isEmpty, "\(difference) has no explanation")
        }
    }

    // MARK: Checking one case

    private func check(_ testCase: DifferentialCase) {
        let apple = Self.applesOutcome(testCase.bytes)
        let (ours, document) = Self.ourOutcome(testCase.bytes)
        let context = "[\(testCase.name)] Apple \(apple); ours \(ours)"
        switch testCase.expectation {
        case .agree:
            switch (apple, ours) {
            case (.accepted(let expected), .accepted(let actual)):
                XCTAssertEqual(actual, expected, context)
            case (.refused(let expected), .refused(let actual)):
                if Self.isReproduced(expected) {
                    XCTAssertEqual(actual, expected, context)
                } else {
                    XCTFail("\(context): Apple's message is not one the reader reproduces; expect .bothRefuse(because:)")
                }
            default:
                XCTFail("\(context): the parsers disagree")
            }
        case .bothRefuse(let reason):
            XCTAssertFalse(reason.isEmpty, context)
            XCTAssertTrue(apple.isRefusal && ours.isRefusal, "\(context): expected both to refuse")
            if case .refused(let expected) = apple, case .refused(let actual) = ours, actual == expected {
                XCTFail("\(context): the messages agree after all; expect .agree")
            }
        case .differs(let difference):
            checkDifference(difference, apple: apple, ours: ours, document: document, context: context)
        }
    }

    private func checkDifference(
        _ difference: AppleParserDifference,
        apple: Outcome,
        ours: Outcome,
        document: PlistDocument?,
        context: String
    ) {
        switch difference {
        case .duplicateKeysKeptVisible:
            // The values agree (the last key wins on both sides); the repeats stay visible.
            XCTAssertEqual(ours, apple, context)
            guard let document, case .accepted(let expected) = apple else { return XCTFail(context) }
            checkDuplicateKeys(in: document.root, expected: expected, context: context)
        case .lineBreaksNormalized:
            // Both read the document, into different values.
            guard case .accepted(let expected) = apple, case .accepted(let actual) = ours else {
                return XCTFail("\(context): expected both to accept")
            }
            XCTAssertNotEqual(actual, expected, "\(context): no longer a difference")
        case .trailingContentRefused, .nonXMLCharactersRefused, .malformedMarkupRefused,
            .encodingReadAsXMLPrescribes, .keyOutsideKeyPositionRefused, .nestedPlistRefused:
            guard case .accepted = apple else { return XCTFail("\(context): expected Apple's parser to accept") }
            XCTAssertTrue(ours.isRefusal, "\(context): expected the reader to refuse")
        case .nonXMLDocumentsRefused:
            guard case .acceptedAsOtherFormat = apple else { return XCTFail("\(context): expected a non-XML read") }
            XCTAssertTrue(ours.isRefusal, "\(context): expected the reader to refuse")
        }
    }

    /// Finds the dictionaries with repeated keys: each lists its repeats, and its subscript
    /// answers with the last value, which is the one Apple's parser kept.
    private func checkDuplicateKeys(in node: PlistNode, expected: DifferentialValue, context: String) {
        var found = false
        func visit(_ node: PlistNode, _ expected: DifferentialValue) {
            switch (node.value, expected) {
            case (.dictionary(let dictionary), .dictionary(let values)):
                for (first, repeated) in dictionary.duplicateKeys {
                    found = true
                    XCTAssertEqual(first.text, repeated.text, context)
                    XCTAssertLessThan(first.location, repeated.location, context)
                    let lookedUp = dictionary[repeated.text].map(DifferentialValue.init(node:))
                    XCTAssertEqual(lookedUp, values[repeated.text], context)
                }
                for entry in dictionary {
                    if let value = values[entry.key.text] { visit(entry.value, value) }
                }
            case (.array(let array), .array(let values)):
                for (element, value) in zip(array, values) { visit(element, value) }
            default:
                break
            }
        }
        visit(node, expected)
        XCTAssertTrue(found, "\(context): no repeated key was listed")
    }

    // MARK: The two parsers

    private static func applesOutcome(_ bytes: [UInt8]) -> Outcome {
        do {
            var format = PropertyListSerialization.PropertyListFormat.xml
            let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
            guard format == .xml else { return .acceptedAsOtherFormat("format \(format.rawValue)") }
            guard let value = DifferentialValue(foundation: object) else {
                return .acceptedAsOtherFormat("unexpected type \(type(of: object))")
            }
            return .accepted(value)
        } catch {
            let message = (error as NSError).userInfo["NSDebugDescription"] as? String
            return .refused(message ?? "\(error)")
        }
    }

    private static func ourOutcome(_ bytes: [UInt8]) -> (Outcome, PlistDocument?) {
        do {
            let document = try PlistReader().read(bytes, file: "case.plist")
            return (.accepted(DifferentialValue(node: document.root)), document)
        } catch {
            return (.refused(error.message), nil)
        }
    }
}
