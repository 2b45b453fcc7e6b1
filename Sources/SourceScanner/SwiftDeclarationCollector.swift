import SwiftSyntax

/// Walks one parsed Swift file and collects what the registry needs: classes and extensions with
/// their methods, the names of the file's other types, and `#selector` expressions.
///
/// It enters type bodies (every `#if` branch), but not function bodies, initial values and
/// accessors unless a `#selector` is written inside them (``SelectorMarkers``). Types declared
/// inside functions are local: they are not collected.
final class SwiftDeclarationCollector: SyntaxVisitor {
    /// The classes and extensions, in source order (an outer class before its nested ones).
    private(set) var types: [SwiftTypeDeclaration] = []
    /// The protocols the file declares, with the requirements of the `@objc` ones.
    private(set) var protocols: [ProtocolDeclaration] = []
    /// The Swift names of the protocols the file declares.
    private(set) var protocolNames = Set<String>()
    /// The Swift names of the structs, enums and actors the file declares: extensions of them
    /// are not extensions of classes.
    private(set) var otherTypeNames = Set<String>()
    /// The simple names of the types Objective-C cannot represent: structs, actors, and enums
    /// and protocols without `@objc`.
    private(set) var swiftOnlyTypeNames = Set<String>()
    /// The `#selector` expressions, in source order.
    private(set) var selectorExpressions: [SwiftSelectorExpression] = []

    private enum Scope {
        /// A class or extension: its methods are collected into `types[position]`.
        case members(position: Int)
        /// A struct, enum, actor or protocol: its nested classes are collected, not its methods.
        case otherType
        /// Code: function bodies, initial values, accessors.
        case code
    }

    private let positions: SwiftSourcePositions
    private let markers: SelectorMarkers
    private var scopes: [Scope] = []
    /// The names of the enclosing types, for nested names (`Outer.Inner`).
    private var enclosingNames: [String] = []

    init(positions: SwiftSourcePositions, markers: SelectorMarkers) {
        self.positions = positions
        self.markers = markers
        super.init(viewMode: .sourceAccurate)
    }

    private var isInCode: Bool {
        if case .code? = scopes.last { return true }
        return false
    }

    private func qualified(_ name: String) -> String {
        enclosingNames.isEmpty ? name : (enclosingNames + [name]).joined(separator: ".")
    }

    /// Enters code, which is never walked: each `#selector` written inside it is found from its
    /// offset (``SelectorMarkers``), by descending to the token there. Walking a function body
    /// costs a visit per node; the descent, one per level.
    private func enterCode(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        scopes.append(.code)
        guard !markers.isEmpty else { return .skipChildren }
        for offset in markers.offsets(from: node.position.utf8Offset, to: node.endPosition.utf8Offset) {
            // A `#selector` in a comment or a string lands in trivia or a literal, not on `#`.
            guard let pound = node.token(at: AbsolutePosition(utf8Offset: offset)), pound.tokenKind == .pound, let parent = pound.parent
            else { continue }
            if let expression = parent.as(MacroExpansionExprSyntax.self) {
                recordSelector(named: expression.macroName, arguments: expression.arguments)
            } else if let declaration = parent.as(MacroExpansionDeclSyntax.self) {
                recordSelector(named: declaration.macroName, arguments: declaration.arguments)
            }
        }
        return .skipChildren
    }

    private func recordSelector(named name: TokenSyntax, arguments: LabeledExprListSyntax) {
        guard name.text == "selector", let expression = SwiftSelectorExpression(arguments: arguments, positions: positions) else { return }
        selectorExpressions.append(expression)
    }

    private func leave() {
        scopes.removeLast()
    }

    private func enterType(named name: String, scope: Scope) {
        scopes.append(scope)
        enclosingNames.append(name)
    }

    private func leaveType() {
        scopes.removeLast()
        enclosingNames.removeLast()
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if isInCode { return enterCode(node) }
        let name = node.name.identifier?.name ?? node.name.text
        types.append(
            SwiftTypeDeclaration(
                kind: .class, swiftName: qualified(name), objectiveCName: node.attributes.explicitObjectiveCName,
                inheritedTypes: Self.typeNames(node.inheritanceClause),
                hasObjCMembers: node.attributes.contains("objcMembers"), members: SwiftMethodDeclaration.MemberContext(),
                location: positions.location(of: node.name)
            ))
        enterType(named: name, scope: .members(position: types.count - 1))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { leaveTypeDeclaration(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isInCode { return enterCode(node) }
        let name = Self.typeName(node.extendedType) ?? node.extendedType.trimmedDescription
        let members = SwiftMethodDeclaration.MemberContext(
            isObjCExtension: node.attributes.contains("objc"), isNonObjC: node.attributes.contains("nonobjc"),
            membersDefaultToFilePrivate: node.modifiers.writtenAccess == .filePrivate
        )
        types.append(
            SwiftTypeDeclaration(
                kind: .extension, swiftName: name, objectiveCName: nil, inheritedTypes: Self.typeNames(node.inheritanceClause),
                hasObjCMembers: false, members: members, location: positions.location(of: node.extendedType),
                // Only a generic type's extension has a `where` clause, and the members of an
                // extension of a generic class cannot be `@objc`.
                cannotHaveObjCMembers: node.genericWhereClause != nil
            ))
        // A type nested in an extension is named after the extended type.
        scopes.append(.members(position: types.count - 1))
        enclosingNames.append(contentsOf: name.split(separator: ".").map(String.init))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        if isInCode { return leave() }
        scopes.removeLast()
        let name = Self.typeName(node.extendedType) ?? node.extendedType.trimmedDescription
        enclosingNames.removeLast(name.split(separator: ".").count)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterOtherType(node, named: node.name, representable: false)
    }

    override func visitPost(_ node: StructDeclSyntax) { leaveTypeDeclaration(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterOtherType(node, named: node.name, representable: node.attributes.contains("objc"))
    }

    override func visitPost(_ node: EnumDeclSyntax) { leaveTypeDeclaration(node) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterOtherType(node, named: node.name, representable: false)
    }

    override func visitPost(_ node: ActorDeclSyntax) { leaveTypeDeclaration(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if isInCode { return enterCode(node) }
        let name = node.name.identifier?.name ?? node.name.text
        let isObjC = node.attributes.contains("objc")
        protocolNames.insert(qualified(name))
        if !isObjC { swiftOnlyTypeNames.insert(name) }
        var requirements: [ProtocolRequirement] = []
        if isObjC {
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let method = SwiftMethodDeclaration(function, positions: positions)
                if !method.isNeverAnAction { requirements.append(ProtocolRequirement(swiftName: method.swiftName, selector: method.selector)) }
            }
        }
        protocols.append(
            ProtocolDeclaration(
                name: qualified(name), isObjC: isObjC, inheritedProtocols: Self.typeNames(node.inheritanceClause), requirements: requirements
            ))
        enterType(named: name, scope: .otherType)
        // Requirements are not implementations; a default implementation is in an extension.
        return .skipChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { leaveTypeDeclaration(node) }

    private func enterOtherType(_ node: some SyntaxProtocol, named token: TokenSyntax, representable: Bool) -> SyntaxVisitorContinueKind {
        if isInCode { return enterCode(node) }
        let name = token.identifier?.name ?? token.text
        otherTypeNames.insert(qualified(name))
        if !representable { swiftOnlyTypeNames.insert(name) }
        enterType(named: name, scope: .otherType)
        return .visitChildren
    }

    /// Leaves what `visit` entered for a type declaration: code when the type is local.
    private func leaveTypeDeclaration(_ node: some SyntaxProtocol) {
        if isInCode { leave() } else { leaveType() }
    }

    // MARK: Members and code

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .members(let position)? = scopes.last {
            let method = SwiftMethodDeclaration(node, positions: positions)
            types[position].methods.append(method)
            // Only a value type's or a protocol's method can be `mutating`.
            if method.isMutating { types[position].cannotHaveObjCMembers = true }
        }
        return enterCode(node)
    }

    override func visitPost(_ node: FunctionDeclSyntax) { leave() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterCode(node) }
    override func visitPost(_ node: InitializerDeclSyntax) { leave() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterCode(node) }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leave() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { enterCode(node) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leave() }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enterCode(node) }
    override func visitPost(_ node: VariableDeclSyntax) { leave() }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { enterCode(node) }
    override func visitPost(_ node: EnumCaseDeclSyntax) { leave() }

    // MARK: #selector

    // Top-level code (a `main.swift`) is walked.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        recordSelector(named: node.macroName, arguments: node.arguments)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        recordSelector(named: node.macroName, arguments: node.arguments)
        return .skipChildren
    }

    /// The names of an inheritance clause's types that are plain or dotted names, in order.
    static func typeNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { typeName($0.type) } ?? []
    }

    /// A type's name as the registry writes it: `UIViewController`, `UIKit.UIViewController`,
    /// `Base` for `Base<Int>`; nil for compositions, `any P`, attributed and other types.
    static func typeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.identifier?.name ?? identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), let base = typeName(member.baseType) {
            return base + "." + (member.name.identifier?.name ?? member.name.text)
        }
        return nil
    }
}

/// Where `#selector` is written in a file's bytes, found before parsing (``SwiftByteScan``), so
/// that the declaration visitor looks into the function bodies and initial values that contain
/// one only.
struct SelectorMarkers {
    private let offsets: [Int]

    /// The markers at `offsets`, in order.
    init(offsets: [Int]) {
        self.offsets = offsets
    }

    /// Whether the file has no `#selector` at all.
    var isEmpty: Bool { offsets.isEmpty }

    /// The offsets of the `#selector`s that start in the byte range `start..<end`, in order.
    func offsets(from start: Int, to end: Int) -> ArraySlice<Int> {
        let first = firstIndex(notBelow: start)
        var last = first
        while last < offsets.count && offsets[last] < end { last += 1 }
        return offsets[first..<last]
    }

    /// The first position in `offsets` whose offset is not below `start`, by binary search.
    private func firstIndex(notBelow start: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
