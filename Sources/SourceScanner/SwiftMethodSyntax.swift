import EventMapCore
import EventMapper
// Read on the raw layer of the tree, as the declarations around it are (SwiftRawSyntax.swift).
@_spi(RawSyntax) import SwiftSyntax

extension SwiftMethodDeclaration {
    /// Reads a method declaration.
    ///
    /// What it reads is what the syntax view (`FunctionDeclSyntax`) would give: the attributes
    /// and modifiers directly on the method (not inside an `#if`), its name, its parameters'
    /// argument labels and the type names of its signature, `async` and `throws`.
    /// - Parameters:
    ///   - raw: The declaration.
    ///   - offset: Where the declaration starts in the file, its leading trivia included.
    ///   - positions: For the location of the method's name.
    init(_ raw: RawFunctionDeclSyntax, at offset: Int, positions: SwiftSourcePositions) {
        var explicitName: String?
        var isExplicitlyExposed = false
        var isNeverAnAction = false
        for child in raw.attributes.layoutView.children {
            guard let child, let attribute = RawAttributeSyntax(child), let name = attribute.simpleName else { continue }
            switch name {
            case "objc":
                isExplicitlyExposed = true
                explicitName = attribute.explicitObjectiveCName
            case "IBAction", "IBSegueAction", "NSManaged": isExplicitlyExposed = true
            case "nonobjc": isNeverAnAction = true
            default: break
            }
        }
        var isOverride = false
        var isMutating = false
        let writtenAccess = raw.modifiers.writtenAccess
        for child in raw.modifiers.layoutView.children {
            guard let child, let modifier = RawDeclModifierSyntax(child), modifier.name.tokenKind == .keyword else { continue }
            switch modifier.name.tokenText {
            case "static", "class": isNeverAnAction = true
            case "override": isOverride = true
            case "mutating": isMutating = true
            default: break
            }
        }
        self.declaration = raw
        let baseText = raw.name.textWithoutBackticks
        let parameters = Self.parameters(of: raw)
        // The types of the signature matter only where `@objcMembers` may expose the method.
        var typeNames: [String] = []
        if !isExplicitlyExposed && !isNeverAnAction && !isOverride && writtenAccess != .filePrivate {
            for parameter in parameters { Self.collectTypeNames(parameter.type, into: &typeNames) }
            if let result = raw.signature.returnClause { Self.collectTypeNames(result.type, into: &typeNames) }
        }
        self.signatureTypeNames = typeNames
        if let explicitName {
            selector = ActionSelector(explicitName)
        } else {
            let effects = raw.signature.effectSpecifiers
            let throwsSpecifier = effects?.throwsClause?.throwsSpecifier
            let isAsync = effects?.asyncSpecifier != nil
            let isThrowing = throwsSpecifier?.tokenKind == .keyword && throwsSpecifier?.tokenText == "throws"
            // The labels, nil for `_`, on the stack.
            let count = parameters.reduce(0) { count, _ in count + 1 }
            selector = withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>?.self, capacity: count) { labels in
                for (position, parameter) in parameters.enumerated() {
                    labels.initializeElement(
                        at: position, to: parameter.firstName.tokenKind == .wildcard ? nil : Self.bytes(Self.label(of: parameter)))
                }
                return ActionSelector(
                    swiftMethod: Self.bytes(baseText), labelCount: count, label: { labels[$0] }, isAsync: isAsync, isThrowing: isThrowing)
            }
        }
        // The name's offset: the method's, plus what is written before the name.
        let beforeName =
            (raw.unexpectedBeforeAttributes?.raw.byteLength ?? 0) + raw.attributes.raw.byteLength
            + (raw.unexpectedBetweenAttributesAndModifiers?.raw.byteLength ?? 0) + raw.modifiers.raw.byteLength
            + (raw.unexpectedBetweenModifiersAndFuncKeyword?.raw.byteLength ?? 0) + raw.funcKeyword.raw.byteLength
            + (raw.unexpectedBetweenFuncKeywordAndName?.raw.byteLength ?? 0)
        self.location = positions.location(ofTextOf: raw.name.raw, at: offset + beforeName)
        self.isExplicitlyExposed = isExplicitlyExposed
        self.isNeverAnAction = isNeverAnAction
        self.writtenAccess = writtenAccess
        self.isOverride = isOverride
        self.isMutating = isMutating
    }

    /// The Swift name, `share(sender:)`, spelt from the declaration: most methods are never
    /// asked for it, and those that are, seldom more than once.
    var swiftName: String {
        Self.swiftName(of: declaration)
    }

    /// The Swift name of a function declaration, `share(sender:)`.
    static func swiftName(of declaration: RawFunctionDeclSyntax) -> String {
        let baseText = declaration.name.textWithoutBackticks
        let parameters = Self.parameters(of: declaration)
        // `base(label:_:)`, written once into a string of the right size.
        let length = parameters.reduce(baseText.count + 2) { $0 + Self.label(of: $1).count + 1 }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = 0
            func write(_ text: SyntaxText) {
                for byte in text {
                    buffer[end] = byte
                    end += 1
                }
            }
            write(baseText)
            write("(")
            for parameter in parameters {
                write(Self.label(of: parameter))
                write(":")
            }
            write(")")
            return end
        }
    }

    /// Whether the method's Swift name is `name`, compared without spelling it.
    func hasSwiftName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            var end = 0
            func matches(_ text: SyntaxText) -> Bool {
                guard end + text.count <= bytes.count else { return false }
                for byte in text {
                    guard bytes[end] == byte else { return false }
                    end += 1
                }
                return true
            }
            guard matches(declaration.name.textWithoutBackticks), matches("(") else { return false }
            for parameter in Self.parameters(of: declaration) {
                guard matches(Self.label(of: parameter)), matches(":") else { return false }
            }
            return matches(")") && end == bytes.count
        }
    }

    /// Whether the method's base name is `name`: `share` for `share(sender:)`.
    func hasBaseName(_ name: String) -> Bool {
        let base = declaration.name.textWithoutBackticks
        var name = name
        return name.withUTF8 { $0.elementsEqual(base) }
    }

    /// The declaration's parameters.
    private static func parameters(of raw: RawFunctionDeclSyntax) -> some Collection<RawFunctionParameterSyntax> {
        raw.signature.parameterClause.parameters.layoutView.children.lazy.compactMap { $0.flatMap(RawFunctionParameterSyntax.init) }
    }

    /// The argument label a parameter writes, `_` included.
    private static func label(of parameter: RawFunctionParameterSyntax) -> SyntaxText {
        parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.textWithoutBackticks
    }

    /// The bytes of a text in the tree, which lives as long as the tree.
    private static func bytes(_ text: SyntaxText) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.baseAddress, count: text.count)
    }

    /// Adds the names a type writes: `Int` for `Int`, `PaymentMethod` for `[PaymentMethod]?`.
    private static func collectTypeNames(_ type: RawTypeSyntax, into names: inout [String]) {
        // The common case, a plain name, without walking the type's tokens.
        if let identifier = RawIdentifierTypeSyntax(type), identifier.genericArgumentClause == nil {
            names.append(String(syntaxText: identifier.name.tokenText))
            return
        }
        collectIdentifiers(type.raw, into: &names)
    }

    /// Adds the text of every identifier token written in `node` (missing ones are not written).
    private static func collectIdentifiers(_ node: RawSyntax, into names: inout [String]) {
        if let token = node.tokenView {
            if token.presence == .present && token.rawKind == .identifier { names.append(String(syntaxText: token.rawText)) }
            return
        }
        guard let layout = node.layoutView else { return }
        for child in layout.children {
            if let child { collectIdentifiers(child, into: &names) }
        }
    }
}
