import EventMapCore
import EventMapXML

/// A ``ScannedRegistry`` as the source-scan document spells it: plain Codable records, so that
/// the model's types need not be Codable and the document's shape changes only with its version.
///
/// Every field of the scan is kept — classes with their superclass, location and actions,
/// connected actions, selector references, findings with rule, severity, message, suggestion and
/// related places, the file and byte counts — and comes back equal (``ActionSelector``s verbatim,
/// never re-normalised).
struct SourceScanRecord: Codable, Sendable {
    struct Location: Codable, Sendable {
        var file: String
        var line: Int
        var column: Int
    }

    struct Action: Codable, Sendable {
        var selector: String
        var location: Location?
    }

    struct Class: Codable, Sendable {
        var name: String
        var superclass: String?
        var location: Location?
        var actions: [Action]
        /// The ``RuntimeClassName``, spelled as the registry file spells it: at most one of the three.
        var runtimeName: String?
        var moduleUnknown: Bool?
        var mangled: String?
    }

    struct Connection: Codable, Sendable {
        var className: String
        var selector: String
        var location: Location
    }

    struct Reference: Codable, Sendable {
        var selector: String
        var location: Location
    }

    struct Problem: Codable, Sendable {
        var rule: String
        var severity: Severity
        var message: String
        var location: Location
        var suggestion: String?
        var related: [Location]
    }

    var fileCount: Int
    var byteCount: Int
    var classes: [Class]
    var connectedActions: [Connection]
    var selectorReferences: [Reference]
    var findings: [Problem]

    /// The record of a scan.
    init(_ scan: ScannedRegistry) {
        fileCount = scan.fileCount
        byteCount = scan.byteCount
        classes = scan.classes.map { declared in
            var record = Class(
                name: declared.name.text, superclass: declared.superclass?.text, location: declared.location.map(Location.init),
                actions: declared.actions.map { Action(selector: $0.selector.text, location: $0.location.map(Location.init)) }
            )
            switch declared.runtimeName {
            case .named(let name)?: record.runtimeName = name.text
            case .inUnknownModule?: record.moduleUnknown = true
            case .mangled(let why)?: record.mangled = why.text
            case nil: break
            }
            return record
        }
        connectedActions = scan.connectedActions.map {
            Connection(className: $0.className.text, selector: $0.selector.text, location: Location($0.location))
        }
        selectorReferences = scan.selectorReferences.map { Reference(selector: $0.selector.text, location: Location($0.location)) }
        findings = scan.findings.map { finding in
            Problem(
                rule: finding.rule.id, severity: finding.severity, message: finding.message, location: Location(finding.location),
                suggestion: finding.suggestion, related: finding.related.map(Location.init)
            )
        }
    }

    /// The scan this record holds.
    /// - Throws: ``SourceScanDocument/DecodingFailure`` for a finding whose rule this build
    ///   does not know.
    func scannedRegistry() throws(SourceScanDocument.DecodingFailure) -> ScannedRegistry {
        ScannedRegistry(
            classes: try classes.map { (declared) throws(SourceScanDocument.DecodingFailure) in
                DeclaredClass(
                    name: ClassName(declared.name), superclass: declared.superclass.map(ClassName.init),
                    actions: declared.actions.map { DeclaredAction(ActionSelector(objectiveCForm: $0.selector), at: $0.location?.sourceLocation) },
                    location: declared.location?.sourceLocation, runtimeName: try declared.runtimeClassName()
                )
            },
            connectedActions: connectedActions.map {
                ConnectedAction(
                    className: ClassName($0.className), selector: ActionSelector(objectiveCForm: $0.selector), at: $0.location.sourceLocation)
            },
            selectorReferences: selectorReferences.map {
                SelectorReference(ActionSelector(objectiveCForm: $0.selector), at: $0.location.sourceLocation)
            },
            findings: try findings.map { (problem) throws(SourceScanDocument.DecodingFailure) in try problem.finding() },
            fileCount: fileCount, byteCount: byteCount
        )
    }
}

extension SourceScanRecord.Location {
    init(_ location: SourceLocation) {
        self.init(file: location.file, line: location.line, column: location.column)
    }

    var sourceLocation: SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}

extension SourceScanRecord.Problem {
    /// The finding, at the severity the scan gave it (not necessarily the rule's default).
    func finding() throws(SourceScanDocument.DecodingFailure) -> Finding {
        guard let known = Rule.withID(rule) else {
            throw SourceScanDocument.DecodingFailure(description: "a finding names the rule '\(rule)', which this mapper does not know")
        }
        var finding = Finding(known, message, at: location.sourceLocation, suggestion: suggestion, related: related.map(\.sourceLocation))
        finding.severity = severity
        return finding
    }
}

extension SourceScanRecord.Class {
    /// The runtime name the record spells.
    /// - Throws: ``SourceScanDocument/DecodingFailure`` for a reason of mangling this build does not know.
    func runtimeClassName() throws(SourceScanDocument.DecodingFailure) -> RuntimeClassName? {
        if let runtimeName { return .named(ClassName(runtimeName)) }
        if moduleUnknown == true { return .inUnknownModule(ClassName(name)) }
        guard let mangled else { return nil }
        guard let why = NameMangling(text: mangled) else {
            throw SourceScanDocument.DecodingFailure(description: "'\(name)' is mangled for a reason this mapper does not know: '\(mangled)'")
        }
        return .mangled(why)
    }
}
