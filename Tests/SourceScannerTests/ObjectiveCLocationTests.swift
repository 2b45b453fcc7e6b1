import EventMapCore
import EventMapXML
import EventMapper
import SourceScanner
import XCTest

/// Where the Objective-C scanner places classes, actions and selector references, and what it
/// reports for files it cannot make sense of (with what it read before still returned).
final class ObjectiveCLocationTests: XCTestCase {
    private func scan(_ source: String) -> SourceFileScan {
        ObjectiveCSourceScanner().scan(Array(source.utf8), path: "App/Home.m")
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "App/Home.m", line: line, column: column)
    }

    func testNamesAreLocatedInUnicodeScalarsAfterMultiByteCharacters() throws {
        let result = scan(
            """
            /* Café ☕️ — 🇫🇷 */ @interface Home : UIViewController
            - (IBAction)onFav:(id)sender; // ✓
            /* é */ -(void)  tap : (id) s  forEvent:(UIEvent*)e;
            @end
            @implementation Home
            - (void)go { NSString *s = @"→"; [b addTarget:self action:@selector(onFav:) forControlEvents:1]; }
            @end
            """)
        // "/* Café ☕️ — 🇫🇷 */ " is 19 scalars (☕️ is two, 🇫🇷 two); `Home` starts after "@interface ".
        XCTAssertEqual(result.classes.map(\.location), [at(1, 31), at(5, 17)])
        let actions = try XCTUnwrap(result.classes.first).actions
        XCTAssertEqual(actions.map(\.selector.text), ["onFav:", "tap:forEvent:"])
        XCTAssertEqual(actions.map(\.location), [at(2, 13), at(3, 18)])
        XCTAssertEqual(result.selectorReferences, [SelectorReference(ActionSelector("onFav:"), at: at(6, 69))])
        XCTAssertEqual(result.classes.last?.actions, [DeclaredAction(ActionSelector("go"), at: at(6, 9))])
    }

    func testLineContinuationsAndCarriageReturnsKeepLinesRight() {
        let result = scan("#define A(x) \\\r\n  x\r\n@interface Home : NSObject\r\n- (void)a:(id)s;\r\n@end\r\n")
        XCTAssertEqual(result.classes.map(\.location), [at(3, 12)])
        XCTAssertEqual(result.classes.first?.actions.map(\.location), [at(4, 9)])
    }

    private struct Unparsable {
        let source: String
        let findings: [String]
        let read: [String]
        let line: UInt

        init(_ source: String, _ findings: [String], read: [String], line: UInt = #line) {
            self.source = source
            self.findings = findings
            self.read = read
            self.line = line
        }
    }

    func testUnparsableSourceIsOneFindingAtThePlaceAndWhatCameBeforeIsKept() {
        let cases: [Unparsable] = [
            Unparsable(
                """
                @interface Home : NSObject
                - (void)kept:(id)s;
                /* never closed
                - (void)lost:(id)s;
                @end
                """,
                [
                    "App/Home.m:3:1: warning: unterminated comment: '/*' has no closing '*/'; the rest of the file is not scanned [unparsable-source]"
                ], read: ["primary Home : NSObject [kept:]"]),
            Unparsable(
                """
                @implementation Home
                - (void)kept { NSLog(@"open
                - (void)lost { }
                @end
                """,
                [
                    "App/Home.m:2:22: warning: unterminated string literal: '\"' has no closing '\"' on its line; the rest of the file is not scanned [unparsable-source]"
                ], read: ["addition Home [kept]"]),
            Unparsable(
                "@implementation Home\n- (void)kept { char c = 'x; }\n@end\n",
                [
                    "App/Home.m:2:25: warning: unterminated character literal: ' has no closing ' on its line; the rest of the file is not scanned [unparsable-source]"
                ], read: ["addition Home [kept]"]),
            Unparsable(
                """
                @interface Home : NSObject
                - (void)kept:(id)s;

                @implementation Home
                - (void)alsoKept { }
                @end
                """,
                [
                    "App/Home.m:1:1: warning: @interface Home has no matching @end before @implementation Home at line 4 [unparsable-source]"
                ], read: ["primary Home : NSObject [kept:]", "addition Home [alsoKept]"]),
            Unparsable(
                "@interface Home (Sharing)\n- (void)kept:(id)s;\n",
                [
                    "App/Home.m:1:1: warning: @interface Home (Sharing) has no matching @end [unparsable-source]"
                ], read: ["addition Home [kept:]"]),
            Unparsable(
                "@protocol Delegate\n- (void)notAnAction;\n",
                [
                    "App/Home.m:1:1: warning: @protocol Delegate has no matching @end [unparsable-source]"
                ], read: []),
            Unparsable(
                "@implementation Home\n@end\n  @end\n",
                [
                    "App/Home.m:3:3: warning: @end without an open @interface, @implementation or @protocol [unparsable-source]"
                ], read: ["addition Home []"]),
            Unparsable(
                "@interface 42\n@end\n",
                [
                    "App/Home.m:1:1: warning: expected a name after @interface [unparsable-source]",
                    "App/Home.m:2:1: warning: @end without an open @interface, @implementation or @protocol [unparsable-source]",
                ], read: []),
        ]
        for testCase in cases {
            let result = scan(testCase.source)
            XCTAssertEqual(result.findings.map(\.description), testCase.findings, line: testCase.line)
            XCTAssertEqual(ObjectiveCGrammarTests.summary(result), testCase.read, line: testCase.line)
        }
    }
}
