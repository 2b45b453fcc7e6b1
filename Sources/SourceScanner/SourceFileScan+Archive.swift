import EventMapCore
import EventMapper

/// How one file's scan is archived for the scan cache: every field, read back equal.
extension ScanArchiveWriter {
    mutating func fileScan(_ scan: SourceFileScan) {
        list(scan.classes) { $0.classFragment($1) }
        list(scan.selectorReferences) { writer, reference in
            writer.string(reference.selector.text)
            writer.location(reference.location)
        }
        list(scan.connectedActions) { $0.connectedAction($1) }
        list(scan.findings) { $0.finding($1) }
        list(scan.swiftOnlyTypeNames) { $0.string($1) }
        list(scan.protocols) { $0.protocolDeclaration($1) }
        list(scan.valueTypeNames) { $0.string($1) }
        numberedNames(scan.selectorSwiftNames)
        numberedNames(scan.targetModuleClasses)
    }

    private mutating func classFragment(_ fragment: ClassFragment) {
        string(fragment.name.text)
        optionalString(fragment.superclass?.text)
        list(fragment.actions) { $0.action($1) }
        location(fragment.location)
        flag(fragment.role == .addition)
        list(fragment.candidates) { $0.actionCandidate($1) }
        flag(fragment.hasObjCMembers)
        optionalString(fragment.swiftName?.text)
        optionalString(fragment.undecidedSuperclass)
        list(fragment.inheritedTypes) { $0.string($1) }
        optionalRuntimeName(fragment.runtimeName)
    }

    private mutating func actionCandidate(_ candidate: ActionCandidate) {
        action(candidate.action)
        switch candidate.condition {
        case .overridesDeclaredAction: tag(0)
        case .inferredByObjCMembers(let typeNames):
            tag(1)
            list(typeNames) { $0.string($1) }
        case .witnessesObjCRequirement: tag(2)
        }
        optionalString(candidate.swiftName)
    }

    mutating func protocolDeclaration(_ declaration: ProtocolDeclaration) {
        string(declaration.name)
        flag(declaration.isObjC)
        list(declaration.inheritedProtocols) { $0.string($1) }
        list(declaration.requirements) { writer, requirement in
            writer.optionalString(requirement.swiftName)
            writer.string(requirement.selector.text)
        }
    }

    private mutating func numberedNames(_ names: [Int: String]) {
        list(names.sorted { $0.key < $1.key }) { writer, entry in
            writer.count(entry.key)
            writer.string(entry.value)
        }
    }
}

extension ScanArchiveReader {
    mutating func fileScan() throws(Malformed) -> SourceFileScan {
        var scan = SourceFileScan(
            classes: try list { (reader) throws(Malformed) in try reader.classFragment() },
            selectorReferences: try list { (reader) throws(Malformed) in
                SelectorReference(ActionSelector(objectiveCForm: try reader.string()), at: try reader.location())
            },
            connectedActions: try list { (reader) throws(Malformed) in try reader.connectedAction() },
            findings: try list { (reader) throws(Malformed) in try reader.finding() },
            swiftOnlyTypeNames: try list { (reader) throws(Malformed) in try reader.string() },
            protocols: try list { (reader) throws(Malformed) in try reader.protocolDeclaration() },
            valueTypeNames: try list { (reader) throws(Malformed) in try reader.string() }
        )
        scan.selectorSwiftNames = try numberedNames()
        scan.targetModuleClasses = try numberedNames()
        return scan
    }

    private mutating func classFragment() throws(Malformed) -> ClassFragment {
        ClassFragment(
            name: ClassName(try string()), superclass: try optionalString().map(ClassName.init),
            actions: try list { (reader) throws(Malformed) in try reader.action() }, location: try location(),
            role: try flag() ? .addition : .primary, candidates: try list { (reader) throws(Malformed) in try reader.actionCandidate() },
            hasObjCMembers: try flag(), swiftName: try optionalString().map(ClassName.init), undecidedSuperclass: try optionalString(),
            inheritedTypes: try list { (reader) throws(Malformed) in try reader.string() }, runtimeName: try optionalRuntimeName()
        )
    }

    private mutating func actionCandidate() throws(Malformed) -> ActionCandidate {
        let action = try action()
        let condition: ActionCandidate.Condition
        switch try tag() {
        case 0: condition = .overridesDeclaredAction
        case 1: condition = .inferredByObjCMembers(typeNames: try list { (reader) throws(Malformed) in try reader.string() })
        case 2: condition = .witnessesObjCRequirement
        default: throw malformed("an action candidate has an unknown condition")
        }
        return ActionCandidate(action, condition, swiftName: try optionalString())
    }

    mutating func protocolDeclaration() throws(Malformed) -> ProtocolDeclaration {
        ProtocolDeclaration(
            name: try string(), isObjC: try flag(), inheritedProtocols: try list { (reader) throws(Malformed) in try reader.string() },
            requirements: try list { (reader) throws(Malformed) in
                ProtocolRequirement(swiftName: try reader.optionalString(), selector: ActionSelector(objectiveCForm: try reader.string()))
            }
        )
    }

    private mutating func numberedNames() throws(Malformed) -> [Int: String] {
        var names: [Int: String] = [:]
        for _ in 0..<(try length()) {
            names[try count()] = try string()
        }
        return names
    }
}
