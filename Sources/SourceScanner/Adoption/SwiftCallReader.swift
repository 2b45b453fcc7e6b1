import EventMapCore
import EventMapper
@_spi(RawSyntax) import SwiftSyntax

/// Finds the tracking calls of one Swift file in its syntax tree: calls that match a Swift
/// pattern, their place in the method, the `#if` clauses around them, and the string constants
/// (`static let`, a global `let`, a `String` enum's raw values) and selector wirings
/// (`addTarget(_:action:for:)`) the file declares.
///
/// A pattern `Tracker.send(_:)` matches `Tracker.send(…)`, and a call on an instance reached
/// through one member of the type: `Tracker.shared.send(…)`, `Tracker.shared().send(…)`.
/// A call on a variable (`tracker.send(…)`) is not matched: its type is not known without
/// compiling.
///
/// Code is walked only where a pattern's method name or a `#selector` is written
/// (``SourceMarkers``): the statements, signatures and attributes without one hold nothing to
/// read.
final class SwiftCallReader: SyntaxVisitor {
    private let patterns: [TrackingCallPattern]
    private let positions: SwiftSourcePositions
    private let markers: SourceMarkers
    private(set) var result = FileTrackingCalls()
    /// The types the visitor is inside, outermost first: the Swift name, and the runtime name of
    /// a class (its `@objc(Name)`), nil for a struct, enum or protocol.
    private var types: [(swiftName: String, className: String?)] = []
    /// Names of the `String` enums being read, innermost last.
    private var stringEnums: [String] = []
    /// The method being read: its selector, nil inside a nested function.
    private var method: String?

    /// A reader of the file `bytes` that `positions` locates in.
    init(patterns: [TrackingCallPattern], positions: SwiftSourcePositions, bytes: [UInt8]) {
        self.patterns = patterns.filter { $0.kind == .swift }
        self.positions = positions
        markers = SourceMarkers(bytes: bytes, words: self.patterns.map { Array($0.method.utf8) } + [Array("#selector".utf8)])
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a pattern's method name or a `#selector` is written inside `node`.
    private func mayHoldCalls(_ node: some SyntaxProtocol) -> Bool {
        markers.contains(from: node.position.utf8Offset, to: node.endPosition.utf8Offset)
    }

    // MARK: Code

    /// A statement, or a declaration inside code: read only when it may hold a call. A
    /// declaration of the file is always read, for its constants and types.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if node.item.is(DeclSyntax.self), node.parent?.parent?.is(SourceFileSyntax.self) == true { return .visitChildren }
        return mayHoldCalls(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { mayHoldCalls(node) ? .visitChildren : .skipChildren }
    override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind { mayHoldCalls(node) ? .visitChildren : .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { mayHoldCalls(node) ? .visitChildren : .skipChildren }

    private var typePath: String? { types.isEmpty ? nil : types.map(\.swiftName).joined(separator: ".") }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, Self.objcName(node.attributes) ?? (typePath.map { $0 + "." } ?? "") + node.name.text))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        types.append((name, name))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, nil))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, nil))
        let isString = node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } == true
        stringEnums.append(isString ? types.map(\.swiftName).joined(separator: ".") : "")
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) {
        types.removeLast()
        stringEnums.removeLast()
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Methods

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let className = types.last?.className, method == nil, !isInsideFunction(node) else {
            method = nil
            return .visitChildren
        }
        let isInterfaceBuilderAction = RawAttributeListSyntax(node.attributes.raw)?.contains("IBAction") == true
        guard isInterfaceBuilderAction || mayHoldCalls(node), let raw = RawFunctionDeclSyntax(node.raw) else { return .skipChildren }
        // The selector as the registry's scan reads it.
        let selector = SwiftMethodDeclaration(raw, at: node.position.utf8Offset, positions: positions).selector.text
        method = selector
        if isInterfaceBuilderAction {
            result.interfaceBuilderActions.append(ActionKey(className: className, selector: selector))
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if !isInsideFunction(node) { method = nil }
    }

    private func isInsideFunction(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) { return true }
            if current.is(MemberBlockSyntax.self) { return false }
            parent = current.parent
        }
        return false
    }

    // MARK: Constants

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.tokenKind == .keyword(.let), !isInsideFunction(node) else {
            return mayHoldCalls(node) ? .visitChildren : .skipChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self), let value = Self.text(of: literal)
            else { continue }
            result.addConstant(
                (typePath.map { $0 + "." } ?? "") + name, value, at: positions.location(of: binding.positionAfterSkippingLeadingTrivia))
        }
        return mayHoldCalls(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let enumName = stringEnums.last, !enumName.isEmpty else { return .skipChildren }
        for element in node.elements {
            let value: String
            if let raw = element.rawValue {
                guard let literal = raw.value.as(StringLiteralExprSyntax.self), let text = Self.text(of: literal) else { continue }
                value = text
            } else {
                value = element.name.text
            }
            let key = enumName + "." + element.name.text + ".rawValue"
            result.addConstant(key, value, at: positions.location(of: element.positionAfterSkippingLeadingTrivia))
        }
        return .skipChildren
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.arguments.contains(where: { $0.label?.text == "action" || $0.label?.text == "selector" }),
            let wiring = wiring(node, labels: node.arguments.map { $0.label?.text })
        {
            result.wirings.append(wiring)
        }
        guard !patterns.isEmpty, let callee = node.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base else {
            return .visitChildren
        }
        let calledName = callee.declName.baseName.text
        guard patterns.contains(where: { $0.method == calledName }) else { return .visitChildren }
        let labels = node.arguments.map { $0.label?.text }
        for pattern in patterns where pattern.method == calledName && pattern.labels == labels {
            guard Self.receiver(base, isOf: pattern.typeName) else { continue }
            let argument = node.arguments[node.arguments.index(node.arguments.startIndex, offsetBy: pattern.argument - 1)].expression
            let (problem, conditions) = place(of: node)
            result.sites.append(
                TrackingCallSite(
                    location: positions.location(of: node.positionAfterSkippingLeadingTrivia), pattern: pattern.description,
                    className: types.last?.className, method: method, placeProblem: problem, argument: self.argument(argument),
                    conditions: conditions))
            break
        }
        return .visitChildren
    }

    /// `Type`, `Type.member`, `Type.member()`.
    private static func receiver(_ base: ExprSyntax, isOf typeName: String) -> Bool {
        if isType(base, named: typeName) { return true }
        if let member = base.as(MemberAccessExprSyntax.self), let type = member.base, isType(type, named: typeName) { return true }
        if let call = base.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let type = member.base
        {
            return isType(type, named: typeName)
        }
        return false
    }

    /// Whether `expression` names the type `typeName` (`Tracker`, `Module.Tracker`), read from
    /// its tokens when it is a plain name.
    private static func isType(_ expression: ExprSyntax, named typeName: String) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text == typeName
        }
        return expression.is(MemberAccessExprSyntax.self) && typeName.contains(".") && expression.trimmedDescription == typeName
    }

    /// Why the hooks cannot see the call, and the `#if` clauses around it, innermost last.
    private func place(of node: FunctionCallExprSyntax) -> (String?, [CompileCondition]) {
        var problem: String?
        var conditions: [CompileCondition] = []
        var parent = node.parent
        while let current = parent, !current.is(FunctionDeclSyntax.self), !current.is(MemberBlockSyntax.self) {
            if current.is(ClosureExprSyntax.self) {
                problem = "in a closure, which runs when something calls it"
            } else if current.is(IfExprSyntax.self) || current.is(GuardStmtSyntax.self) {
                problem = problem ?? "under a runtime if"
            } else if current.is(SwitchExprSyntax.self) {
                problem = problem ?? "under a runtime switch"
            } else if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self) {
                problem = problem ?? "in a loop"
            } else if current.is(DeferStmtSyntax.self) {
                problem = problem ?? "in a defer block"
            } else if let clause = current.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
                let clauses = Array(list)
                let position = clauses.firstIndex { $0.id == clause.id } ?? 0
                let texts = clauses.map { ($0.poundKeyword.text + " " + ($0.condition?.trimmedDescription ?? "")).trimmingBlanks() }
                conditions.insert(
                    CompileCondition.branch(position, of: clauses.map { $0.condition?.trimmedDescription }, texts: texts), at: 0)
            }
            parent = current.parent
        }
        if method == nil, problem == nil { problem = "not in a method" }
        return (problem, conditions)
    }

    /// The selector a call hands over with `#selector(…)`, when its target is `self`.
    private func wiring(_ node: FunctionCallExprSyntax, labels: [String?]) -> ActionWiring? {
        guard let className = types.last?.className,
            let selector = node.arguments.first(where: { $0.label?.text == "action" || $0.label?.text == "selector" })?.expression,
            let macro = selector.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector"
        else { return nil }
        let name: String
        let receiver: String
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            receiver = member.base?.trimmedDescription ?? ""
        } else {
            name = "init"
            receiver = node.calledExpression.trimmedDescription
        }
        let call = name + ":" + labels.map { ($0 ?? "") + ":" }.joined()
        let sender = ActionWiring.Sender.of(
            call: name == "addTarget" ? "addTarget:" + labels.dropFirst().map { ($0 ?? "") + ":" }.joined() : call, receiver: receiver)
        if sender == .control, node.arguments.first?.expression.trimmedDescription != "self" { return nil }
        let start = positions.location(of: macro.positionAfterSkippingLeadingTrivia)
        let end = positions.location(of: macro.endPositionBeforeTrailingTrivia)
        return ActionWiring(
            className: className, selector: nil, file: start.file,
            selectorRange: SourcePosition(line: start.line, column: start.column)...SourcePosition(line: end.line, column: end.column), sender: sender
        )
    }

    /// What an argument passes.
    private func argument(_ expression: ExprSyntax) -> TrackingArgument {
        if let literal = expression.as(StringLiteralExprSyntax.self), let text = Self.text(of: literal) { return .literal(text) }
        let written = expression.trimmedDescription
        if expression.is(DeclReferenceExprSyntax.self) {
            var keys: [String] = []
            for depth in stride(from: types.count, to: 0, by: -1) {
                keys.append(types[..<depth].map(\.swiftName).joined(separator: ".") + "." + written)
            }
            return .constant(name: written, keys: keys + [written])
        }
        if expression.is(MemberAccessExprSyntax.self) {
            let resolved = written.hasPrefix("Self.") ? (typePath ?? "") + written.dropFirst(4) : written
            var keys = [resolved]
            if let typePath { keys.insert(typePath + "." + resolved, at: 0) }
            return .constant(name: written, keys: keys)
        }
        return .computed(written)
    }

    /// A string literal's text, when it has no interpolation.
    private static func text(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text.contains("\\") ? nil : text
    }

    /// The name `@objc(Name)` gives, read in the raw layer (``SwiftRawSyntax``).
    private static func objcName(_ attributes: AttributeListSyntax) -> String? {
        RawAttributeListSyntax(attributes.raw)?.attribute(named: "objc")?.explicitObjectiveCName
    }
}
