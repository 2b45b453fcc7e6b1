import EventMapCore
import EventMapXML
@_spi(RawSyntax) import SwiftSyntax

/// A `#selector(…)` as written, before it is resolved against the file's methods:
/// `#selector(onFav(_:))`, `#selector(Foo.share(sender:))`, `#selector(getter: Foo.isOn)`.
struct SwiftSelectorExpression {
    /// What the selector names.
    enum Target {
        /// A method, with its argument labels (nil for `_`) when they are written.
        case method(labels: [String?]?)
        /// A property's getter: `#selector(getter: isOn)`.
        case getter
        /// A property's setter: `#selector(setter: isOn)`.
        case setter
    }

    /// The method's or property's base name.
    let baseName: String
    /// Method, getter or setter.
    let target: Target
    /// Where the base name is written.
    let location: EventMapCore.SourceLocation

    /// Reads the arguments of a `#selector` macro expansion, or nil when they name something
    /// the scanner cannot read (an expression that is not a plain or member reference).
    /// - Parameters:
    ///   - arguments: The arguments.
    ///   - offset: Where the arguments start in the file.
    ///   - positions: For the location of the name.
    init?(arguments: RawLabeledExprListSyntax, at offset: Int, positions: SwiftSourcePositions) {
        guard let first = arguments.layoutView.children.first, let first, let argument = RawLabeledExprSyntax(first) else { return nil }
        let expressionOffset = argument.raw.offset(ofChild: argument.expression.raw, at: offset)
        guard let (reference, referenceOffset) = Self.reference(in: argument.expression, at: expressionOffset) else { return nil }
        switch argument.label.map({ String(syntaxText: $0.tokenText) }) {
        case nil:
            target = .method(labels: reference.argumentNames.map(Self.labels))
        case "getter": target = .getter
        case "setter": target = .setter
        default: return nil
        }
        baseName = reference.baseName.identifierName
        location = positions.location(
            ofTextOf: reference.baseName.raw, at: reference.raw.offset(ofChild: reference.baseName.raw, at: referenceOffset))
    }

    /// The argument labels written after the name, nil for `_`.
    private static func labels(_ names: RawDeclNameArgumentsSyntax) -> [String?] {
        names.arguments.layoutView.children.compactMap { child in
            guard let child, let argument = RawDeclNameArgumentSyntax(child) else { return nil }
            return .some(argument.name.tokenKind == .wildcard ? nil : argument.name.identifierName)
        }
    }

    /// The name an expression refers to and where it starts: `onFav(_:)`, `self.onFav(_:)`,
    /// `Foo.onFav(_:)`, also in parentheses or with a type coercion
    /// (`(Foo.onFav) as (Foo) -> (Any) -> Void`).
    private static func reference(in expression: RawExprSyntax, at offset: Int) -> (RawDeclReferenceExprSyntax, Int)? {
        if let reference = RawDeclReferenceExprSyntax(expression) { return (reference, offset) }
        if let member = RawMemberAccessExprSyntax(expression) {
            return (member.declName, member.raw.offset(ofChild: member.declName.raw, at: offset))
        }
        if let coercion = RawAsExprSyntax(expression) {
            return reference(in: coercion.expression, at: coercion.raw.offset(ofChild: coercion.expression.raw, at: offset))
        }
        // The parser leaves `x as T` unfolded: a sequence of `x`, `as`, `T`.
        if let sequence = RawSequenceExprSyntax(expression) {
            let elements = sequence.elements.layoutView.children
            guard elements.count == 3, let first = elements.first, let first, let second = elements.dropFirst().first, let second,
                second.kind == .unresolvedAsExpr
            else { return nil }
            let elementsOffset = sequence.raw.offset(ofChild: sequence.elements.raw, at: offset)
            return reference(in: RawExprSyntax(first)!, at: elementsOffset)
        }
        if let tuple = RawTupleExprSyntax(expression) {
            let elements = tuple.elements.layoutView.children
            guard elements.count == 1, let only = elements.first, let only, let element = RawLabeledExprSyntax(only) else { return nil }
            let elementOffset = tuple.elements.raw.offset(ofChild: only, at: tuple.raw.offset(ofChild: tuple.elements.raw, at: offset))
            return reference(in: element.expression, at: element.raw.offset(ofChild: element.expression.raw, at: elementOffset))
        }
        return nil
    }
}
