import SwiftSyntax

extension AttributeListSyntax {
    /// The attribute spelled `@name`, if the list has it (attributes inside `#if` are not looked at).
    func attribute(named name: String) -> AttributeSyntax? {
        for element in self {
            guard case .attribute(let attribute) = element,
                  attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name else { continue }
            return attribute
        }
        return nil
    }

    /// Whether the list has `@name`.
    func contains(_ name: String) -> Bool {
        attribute(named: name) != nil
    }

    /// The name given in `@objc(name)`: `custom:with:` for `@objc(custom:with:)`, `Name` for
    /// `@objc(Name)`; nil for a bare `@objc` or none.
    var explicitObjectiveCName: String? {
        guard let attribute = attribute(named: "objc"), case .objCName(let pieces)? = attribute.arguments else { return nil }
        var name = ""
        for piece in pieces {
            if let token = piece.name { name += token.identifier?.name ?? token.text }
            if piece.colon != nil { name += ":" }
        }
        return name.isEmpty ? nil : name
    }
}
