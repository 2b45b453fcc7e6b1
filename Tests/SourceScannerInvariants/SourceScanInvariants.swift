import EventMapCore
import EventMapper
import ParserInvariants
import SourceScanner

/// Checks of a `SourceFileScan` that hold for every scanner: everything it found lies inside
/// the input and names it.
enum SourceScanInvariants {
    static func check(_ scan: SourceFileScan, in lines: InputText, file: String, into outcome: inout InvariantOutcome) {
        for fragment in scan.classes {
            outcome.consume(fragment.name.description)
            outcome.check(fragment.location, in: lines, file: file, "class \(fragment.name)")
            for action in fragment.actions {
                outcome.consume(action.selector.description)
                if let location = action.location {
                    outcome.check(location, in: lines, file: file, "action \(action.selector) of \(fragment.name)")
                }
            }
        }
        for reference in scan.selectorReferences {
            outcome.consume(reference.selector.description)
            outcome.check(reference.location, in: lines, file: file, "selector reference \(reference.selector)")
        }
        for action in scan.connectedActions {
            outcome.consume(action.selector.description)
            outcome.check(action.location, in: lines, file: file, "connected action \(action.selector)")
        }
        for finding in scan.findings {
            outcome.consume(finding.message)
            outcome.check(finding.location, in: lines, file: file, "finding '\(finding.message)'")
        }
    }
}
