// The raw layer of the tree, which swift-syntax offers to its own tools as SPI: reading a child
// there is a load, where the syntax view makes a node (and retains its arena) for every child
// asked for, and a visitor makes one for every node it passes. The scanner reads declarations
// there (``SwiftDeclarationCollector``, ``SwiftMethodDeclaration``); swift-syntax is pinned to
// one minor version for it.
@_spi(RawSyntax) import SwiftSyntax

extension RawSyntax {
    /// Calls `body` with each child that is present and the offset it starts at, in order.
    /// - Parameter offset: Where this node starts in the file.
    func forEachChild(at offset: Int, _ body: (_ child: RawSyntax, _ offset: Int) -> Void) {
        guard let layout = layoutView else { return }
        var childOffset = offset
        for child in layout.children {
            guard let child else { continue }
            body(child, childOffset)
            childOffset += child.byteLength
        }
    }

    /// Where `child`, one of this node's children, starts.
    /// - Parameter offset: Where this node starts in the file.
    func offset(ofChild child: RawSyntax, at offset: Int) -> Int {
        guard let layout = layoutView else { return offset }
        var childOffset = offset
        for candidate in layout.children {
            guard let candidate else { continue }
            if candidate.id == child.id { return childOffset }
            childOffset += candidate.byteLength
        }
        return childOffset
    }
}

extension RawTokenSyntax {
    /// The token's text without the backticks of an escaped name (`` `default` `` is `default`).
    var textWithoutBackticks: SyntaxText {
        let text = tokenText
        let backtick = UInt8(ascii: "`")
        guard text.count > 2, text.first == backtick, text.last == backtick else { return text }
        return SyntaxText(rebasing: text[text.index(after: text.startIndex)..<text.index(before: text.endIndex)])
    }

    /// `token.identifier?.name ?? token.text`: an identifier without its backticks, a `$0`
    /// without padding zeros, any other token's text.
    var identifierName: String {
        let text = tokenText
        switch tokenKind {
        case .identifier:
            return String(syntaxText: textWithoutBackticks)
        case .dollarIdentifier:
            let name = String(syntaxText: text)
            guard name.count > 2, name.hasPrefix("$0"), let number = Int(name.dropFirst()) else { return name }
            return "$\(number)"
        default:
            return String(syntaxText: text)
        }
    }
}

extension RawAttributeListSyntax {
    /// The attribute spelled `@name`, if the list has it (attributes inside `#if` are not looked at).
    func attribute(named name: SyntaxText) -> RawAttributeSyntax? {
        for child in layoutView.children {
            guard let child, let attribute = RawAttributeSyntax(child), attribute.simpleName == name else { continue }
            return attribute
        }
        return nil
    }

    /// Whether the list has `@name`.
    func contains(_ name: SyntaxText) -> Bool {
        attribute(named: name) != nil
    }
}

extension RawAttributeSyntax {
    /// The name after `@` when it is a plain name: `objc` for `@objc(name:)`.
    var simpleName: SyntaxText? {
        RawIdentifierTypeSyntax(attributeName)?.name.tokenText
    }

    /// The name an `@objc(name)` attribute gives: `custom:with:` for `@objc(custom:with:)`,
    /// `Name` for `@objc(Name)`; nil for a bare `@objc`.
    var explicitObjectiveCName: String? {
        guard let arguments, let pieces = RawObjCSelectorPieceListSyntax(arguments) else { return nil }
        var name = ""
        for child in pieces.layoutView.children {
            guard let child, let piece = RawObjCSelectorPieceSyntax(child) else { continue }
            if let token = piece.name { name += token.identifierName }
            if piece.colon != nil { name += ":" }
        }
        return name.isEmpty ? nil : name
    }
}

extension RawDeclModifierListSyntax {
    /// The access level the modifiers write; `private(set)` and the like are not one.
    var writtenAccess: WrittenAccess? {
        for child in layoutView.children {
            guard let child, let modifier = RawDeclModifierSyntax(child), modifier.detail == nil, modifier.name.tokenKind == .keyword
            else { continue }
            switch modifier.name.tokenText {
            case "private", "fileprivate": return .filePrivate
            case "internal", "package", "public", "open": return .wider
            default: continue
            }
        }
        return nil
    }
}

extension RawDeclModifierListSyntax {
    /// `private` or `fileprivate` when the modifiers write one: a class so declared gets a
    /// mangled runtime name.
    var privateAccessKeyword: String? {
        for child in layoutView.children {
            guard let child, let modifier = RawDeclModifierSyntax(child), modifier.detail == nil, modifier.name.tokenKind == .keyword
            else { continue }
            switch modifier.name.tokenText {
            case "private": return "private"
            case "fileprivate": return "fileprivate"
            default: continue
            }
        }
        return nil
    }
}

extension RawTypeSyntax {
    /// The type's name as the registry writes it: `UIViewController`, `UIKit.UIViewController`,
    /// `Base` for `Base<Int>`; nil for compositions, `any P`, attributed and other types.
    var plainName: String? {
        if let identifier = RawIdentifierTypeSyntax(self) {
            return identifier.name.identifierName
        }
        if let member = RawMemberTypeSyntax(self), let base = member.baseType.plainName {
            return base + "." + member.name.identifierName
        }
        return nil
    }
}

extension Optional where Wrapped == RawInheritanceClauseSyntax {
    /// The names of the clause's types that are plain or dotted names, in order.
    var plainTypeNames: [String] {
        guard let clause = self else { return [] }
        var names: [String] = []
        for child in clause.inheritedTypes.layoutView.children {
            guard let child, let inherited = RawInheritedTypeSyntax(child), let name = inherited.type.plainName else { continue }
            names.append(name)
        }
        return names
    }
}
