import EventMapCore

/// How a scan's parts are archived: every field kept, and read back equal (selectors verbatim,
/// never re-normalised; a finding at the severity the scan gave it).
extension ScanArchiveWriter {
    /// Writes what a scan found, without its file and byte counts: what the scan cache keeps of
    /// a whole scan, to put after new counts when the same files are scanned again.
    package mutating func registryBody(_ scan: ScannedRegistry) {
        list(scan.classes) { $0.declaredClass($1) }
        list(scan.connectedActions) { $0.connectedAction($1) }
        list(scan.selectorReferences) { writer, reference in
            writer.string(reference.selector.text)
            writer.location(reference.location)
        }
        list(scan.findings) { $0.finding($1) }
    }

    package mutating func declaredClass(_ declared: DeclaredClass) {
        string(declared.name.text)
        optionalString(declared.superclass?.text)
        list(declared.actions) { $0.action($1) }
        optionalLocation(declared.location)
        optionalRuntimeName(declared.runtimeName)
    }

    package mutating func action(_ action: DeclaredAction) {
        string(action.selector.text)
        optionalLocation(action.location)
    }

    package mutating func connectedAction(_ connected: ConnectedAction) {
        string(connected.className.text)
        string(connected.selector.text)
        location(connected.location)
    }

    package mutating func finding(_ finding: Finding) {
        string(finding.rule.id)
        string(finding.severity.rawValue)
        string(finding.message)
        location(finding.location)
        optionalString(finding.suggestion)
        list(finding.related) { $0.location($1) }
    }

    package mutating func optionalRuntimeName(_ name: RuntimeClassName?) {
        switch name {
        case nil: tag(0)
        case .named(let name)?:
            tag(1)
            string(name.text)
        case .inUnknownModule(let name)?:
            tag(2)
            string(name.text)
        case .mangled(let why)?:
            tag(3)
            string(why.text)
        }
    }
}

extension ScanArchiveReader {
    /// Reads what ``ScanArchiveWriter/registryBody(_:)`` wrote, with the counts to give it.
    package mutating func registryBody(fileCount: Int, byteCount: Int) throws(Malformed) -> ScannedRegistry {
        ScannedRegistry(
            classes: try list { (reader) throws(Malformed) in try reader.declaredClass() },
            connectedActions: try list { (reader) throws(Malformed) in try reader.connectedAction() },
            selectorReferences: try list { (reader) throws(Malformed) in
                SelectorReference(ActionSelector(objectiveCForm: try reader.string()), at: try reader.location())
            },
            findings: try list { (reader) throws(Malformed) in try reader.finding() },
            fileCount: fileCount, byteCount: byteCount
        )
    }

    package mutating func declaredClass() throws(Malformed) -> DeclaredClass {
        DeclaredClass(
            name: ClassName(try string()), superclass: try optionalString().map(ClassName.init),
            actions: try list { (reader) throws(Malformed) in try reader.action() }, location: try optionalLocation(),
            runtimeName: try optionalRuntimeName()
        )
    }

    package mutating func action() throws(Malformed) -> DeclaredAction {
        DeclaredAction(ActionSelector(objectiveCForm: try string()), at: try optionalLocation())
    }

    package mutating func connectedAction() throws(Malformed) -> ConnectedAction {
        ConnectedAction(className: ClassName(try string()), selector: ActionSelector(objectiveCForm: try string()), at: try location())
    }

    package mutating func finding() throws(Malformed) -> Finding {
        let id = try string()
        guard let rule = Rule.withID(id) else { throw malformed("a finding names the rule '\(id)', which this build does not know") }
        let severityName = try string()
        guard let severity = Severity(rawValue: severityName) else { throw malformed("'\(severityName)' is not a severity") }
        var finding = Finding(
            rule, try string(), at: try location(), suggestion: try optionalString(),
            related: try list { (reader) throws(Malformed) in try reader.location() })
        finding.severity = severity
        return finding
    }

    package mutating func optionalRuntimeName() throws(Malformed) -> RuntimeClassName? {
        switch try tag() {
        case 0: return nil
        case 1: return .named(ClassName(try string()))
        case 2: return .inUnknownModule(ClassName(try string()))
        case 3:
            let text = try string()
            guard let why = NameMangling(text: text) else { throw malformed("'\(text)' is not a reason a name is mangled") }
            return .mangled(why)
        default: throw malformed("a runtime name has an unknown kind")
        }
    }
}
