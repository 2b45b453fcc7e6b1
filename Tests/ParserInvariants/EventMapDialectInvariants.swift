import EventMapCore
import EventMapXML
import EventMapper
import PlistReaderInvariants

/// What the XML-dialect reader (`EventMapDialectReader`) and its loader
/// (`EventMapDialectConfigLoader`) promise for any input.
///
/// Every input is either refused with an error at a line of the input, or read into a document
/// whose pages, controls and attributes lie inside the input (elements at their `<` where the
/// input is read as UTF-8), with every schema violation inside it too. The loader's findings
/// and located values lie inside the input; a config it loads without a finding, written back
/// by `ConfigWriter` and loaded again, configures the same events.
///
/// ## Usage
/// ```swift
/// let outcome = EventMapDialectInvariants.check(reading: bytes, file: "fuzz.xml")
/// if let first = outcome.violations.first { fatalError(first) }
/// ```
public enum EventMapDialectInvariants {
    /// Reads `bytes` as an XML-dialect config named `file` and checks every promise.
    public static func check(reading bytes: [UInt8], file: String) -> InvariantOutcome {
        var outcome = InvariantOutcome()
        let lines = InputText(xml: bytes)
        let document: EventMapDialectDocument
        do {
            document = try EventMapDialectReader().read(bytes, file: file)
        } catch {
            outcome.consume(error.message)
            switch error.reason {
            case .unreadableFile, .schemaUnavailable:
                outcome.expect(false, "a document in memory was refused as \(error.reason): \(error.message)")
            case .malformedXML, .forbiddenConstruct, .mergeConflict:
                outcome.check(error.location, in: lines, file: file, columns: false, "error '\(error.message)'")
            }
            return outcome
        }
        outcome.expect(document.file == file, "document names file '\(document.file)'")
        for page in document.pages {
            checkElement(page.location, in: lines, file: file, "page", &outcome)
            for attribute in [page.className, page.enter, page.leave].compactMap({ $0 }) {
                checkAttribute(attribute, in: lines, file: file, &outcome)
            }
            for control in page.controls {
                checkElement(control.location, in: lines, file: file, "control", &outcome)
                for attribute in [control.action, control.id].compactMap({ $0 }) {
                    checkAttribute(attribute, in: lines, file: file, &outcome)
                }
            }
        }
        for violation in document.schemaViolations {
            outcome.consume(violation.message)
            outcome.check(violation.location, in: lines, file: file, columns: false, "schema violation '\(violation.message)'")
            checkElement(violation.elementLocation, in: lines, file: file, "element of violation '\(violation.message)'", &outcome)
        }
        let load = EventMapDialectConfigLoader().load(document: document)
        ConfigRoundTrip.checkLocations(of: load, in: lines, file: file, into: &outcome)
        if let model = load.file, load.findings.isEmpty, document.isValid {
            ConfigRoundTrip.check(model.pages, as: .xml, into: &outcome) { written in
                try? EventMapDialectConfigLoader().load(written, file: file)
            }
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

    private static func checkAttribute(_ attribute: EventMapDialectAttribute, in lines: InputText, file: String, _ outcome: inout InvariantOutcome) {
        outcome.consume(attribute.name)
        outcome.consume(attribute.value)
        outcome.check(attribute.location, in: lines, file: file, "attribute \(attribute.name)")
        if let found = lines.scalar(line: attribute.location.line, column: attribute.location.column) {
            // At its name, or at the element's `<` when the start tag could not be scanned.
            let first = attribute.name.unicodeScalars.first
            outcome.expect(
                found == first || found == "<",
                "attribute \(attribute.name) at \(attribute.location.line):\(attribute.location.column) points at U+\(String(found.value, radix: 16))"
            )
        }
    }
}
