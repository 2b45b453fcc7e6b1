import EventMapCore
import EventMapper
import ParserInvariants
import SourceScanner

/// What `ObjectiveCSourceScanner` (its lexer and parser, and the tracking-call reader
/// `mapper adopt` runs on the same tokens) promises for any input: it returns, and everything it
/// found — classes, actions, selector references, findings, tracking calls, string constants —
/// lies inside the input. Reading the calls too does not change the scan.
///
/// ## Usage
/// ```swift
/// let outcome = ObjectiveCInvariants.check(reading: bytes, file: "fuzz.m")
/// ```
public enum ObjectiveCInvariants {
    /// The call patterns read: class and instance methods, the ID first or second.
    static let patterns: [TrackingCallPattern] = [
        "+[WUserStatistics sendEventToServer:]", "-[WPAnalytics track:properties:]", "-[WPAnalytics log:event:]#2",
    ].compactMap { try? TrackingCallPattern($0) }

    /// Scans `bytes` as an Objective-C file named `file` and checks every promise.
    public static func check(reading bytes: [UInt8], file: String) -> InvariantOutcome {
        var outcome = InvariantOutcome()
        outcome.expect(patterns.count == 3, "a tracking-call pattern does not parse")
        let lines = InputText(bytes)
        let plain = ObjectiveCSourceScanner().scan(bytes, path: file)
        SourceScanInvariants.check(plain, in: lines, file: file, into: &outcome)
        let (scan, calls) = ObjectiveCSourceScanner().scan(bytes, path: file, calls: patterns)
        outcome.expect(scan == plain, "reading the calls changed the scan")
        for site in calls.sites {
            outcome.consume(site.pattern)
            outcome.check(site.location, in: lines, file: file, "tracking call \(site.pattern)")
        }
        for (key, definitions) in calls.constants.sorted(by: { $0.key < $1.key }) {
            for definition in definitions {
                outcome.consume(definition.value)
                outcome.check(definition.location, in: lines, file: file, "constant \(key)")
            }
        }
        return outcome
    }
}
