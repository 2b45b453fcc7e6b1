import EventMapper
import XCTest

/// The patterns of `mapper adopt --call` and `adopt.calls`: the three forms, `#N`, and a whole
/// message with the accepted forms for anything else.
final class TrackingCallPatternTests: XCTestCase {
    func testObjectiveCClassAndInstanceMethods() throws {
        let classMethod = try TrackingCallPattern("+[WUserStatistics sendEventToServer:]")
        XCTAssertEqual(classMethod.kind, .objectiveCClassMethod)
        XCTAssertEqual(classMethod.typeName, "WUserStatistics")
        XCTAssertEqual(classMethod.method, "sendEventToServer:")
        XCTAssertEqual(classMethod.argument, 1)

        let instanceMethod = try TrackingCallPattern("-[Tracker log:withID:]#2")
        XCTAssertEqual(instanceMethod.kind, .objectiveCInstanceMethod)
        XCTAssertEqual(instanceMethod.method, "log:withID:")
        XCTAssertEqual(instanceMethod.argumentCount, 2)
        XCTAssertEqual(instanceMethod.argument, 2)
        XCTAssertEqual(instanceMethod.description, "-[Tracker log:withID:]#2")
    }

    func testSwiftMethodsWithLabels() throws {
        let send = try TrackingCallPattern("Tracker.send(_:)")
        XCTAssertEqual(send.kind, .swift)
        XCTAssertEqual(send.typeName, "Tracker")
        XCTAssertEqual(send.method, "send")
        XCTAssertEqual(send.labels, [nil])

        let log = try TrackingCallPattern("Core.Analytics.logEvent(_:parameters:)")
        XCTAssertEqual(log.typeName, "Core.Analytics")
        XCTAssertEqual(log.labels, [nil, "parameters"])
        XCTAssertEqual(try TrackingCallPattern("Analytics.log(name:id:)#2").argument, 2)
    }

    func testWhatIsNotAPatternIsSaidWithTheAcceptedForms() {
        let forms = TrackingCallPattern.acceptedForms
        let cases: [(String, String)] = [
            ("[Tracker log:]", "a Swift pattern is written Type.method(_:label:)"),
            ("-[Tracker]", "expected a class name and a selector inside the brackets"),
            ("-[Tracker flush]", "'flush' takes no argument, so no event ID can be passed to it; a selector that takes one ends with ':'"),
            ("-[Tracker log:]#2", "the method takes 1 argument, so it has no argument #2"),
            ("-[Tracker log:]#0", "the suffix after '#' must be an argument number from 1"),
            ("Tracker.send()", "the method's labels end with ':', as in send(_:)"),
            ("send(_:)", "a Swift pattern is written Type.method(_:label:)"),
            ("Tracker.send(a b:)", "'a b' is not an argument label"),
            ("-[Track er log:]", "expected a class name and a selector inside the brackets"),
            ("-[Tracker log:id]", "'log:id' is not an Objective-C selector"),
            ("-[Tracker :log:]", "':log:' is not an Objective-C selector"),
        ]
        for (text, problem) in cases {
            XCTAssertThrowsError(try TrackingCallPattern(text), text) { error in
                XCTAssertEqual(
                    (error as? TrackingCallPattern.Invalid)?.description, "'\(text)' is not a tracking call pattern: \(problem); \(forms)", text)
            }
        }
    }

    /// A pattern comes from the command line or `.mapper.json`: what it holds is never printed
    /// raw to a terminal.
    func testAPatternsTerminalControlsAreEscapedInTheMessage() {
        let forms = TrackingCallPattern.acceptedForms
        let cases: [(String, String)] = [
            (
                "+[T\u{1B}[31m track:]",
                "'+[T\\u{1B}[31m track:]' is not a tracking call pattern: expected a class name and a selector inside the brackets"
            ),
            (
                "-[T track\u{1B}[31m:]",
                "'-[T track\\u{1B}[31m:]' is not a tracking call pattern: 'track\\u{1B}[31m:' is not an Objective-C selector"
            ),
            (
                "T\u{1B}[31m.track(_:)",
                "'T\\u{1B}[31m.track(_:)' is not a tracking call pattern: expected a type name, a method name and its labels"
            ),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try TrackingCallPattern(text), text) { error in
                XCTAssertEqual((error as? TrackingCallPattern.Invalid)?.description, expected + "; " + forms)
            }
        }
    }
}
