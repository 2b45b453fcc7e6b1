import EventMapCore
import EventMapXML
import EventMapper
import ParserInvariants
import SourceScanner

/// What `InterfaceBuilderReader` and `InterfaceBuilderScanner` promise for any storyboard or
/// xib: the reader refuses it with an error at a line of the input, or lists objects and actions
/// that lie inside it (at their element's `<` where libxml2 reads the input as UTF-8); the
/// scanner's connected actions and findings lie inside it too.
///
/// ## Usage
/// ```swift
/// let outcome = InterfaceBuilderInvariants.check(reading: bytes, file: "fuzz.storyboard")
/// ```
public enum InterfaceBuilderInvariants {
    /// Reads and scans `bytes` as a storyboard named `file` and checks every promise.
    public static func check(reading bytes: [UInt8], file: String) -> InvariantOutcome {
        var outcome = InvariantOutcome()
        let lines = InputText(xml: bytes)
        do {
            let document = try InterfaceBuilderReader().read(bytes, file: file)
            outcome.expect(document.file == file, "document names file '\(document.file)'")
            for object in document.objects {
                outcome.consume(object.id)
                checkElement(object.location, in: lines, file: file, "object \(object.id)", &outcome)
            }
            for action in document.actions {
                outcome.consume(action.selector)
                checkElement(action.location, in: lines, file: file, "action \(action.selector)", &outcome)
            }
        } catch {
            outcome.consume(error.message)
            outcome.check(error.location, in: lines, file: file, columns: false, "error '\(error.message)'")
        }
        let scan = InterfaceBuilderScanner().scan(bytes, path: file)
        for action in scan.connectedActions {
            outcome.consume(action.selector.description)
            checkElement(action.location, in: lines, file: file, "connected action \(action.selector)", &outcome)
        }
        for finding in scan.findings {
            outcome.consume(finding.message)
            outcome.check(finding.location, in: lines, file: file, columns: false, "finding '\(finding.message)'")
        }
        return outcome
    }

    private static func checkElement(
        _ location: SourceLocation, in lines: InputText, file: String, _ what: String, _ outcome: inout InvariantOutcome
    ) {
        outcome.check(location, in: lines, file: file, what)
        if let found = lines.scalar(line: location.line, column: location.column) {
            outcome.expect(found == "<", "\(what) at \(location.line):\(location.column) points at U+\(String(found.value, radix: 16)), not '<'")
        }
    }
}
