import EventMapCore
import EventMapXML
import SwiftSyntax

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
    init?(arguments: LabeledExprListSyntax, positions: SwiftSourcePositions) {
        guard let argument = arguments.first else { return nil }
        guard let reference = Self.reference(in: argument.expression) else { return nil }
        switch argument.label?.text {
        case nil:
            target = .method(
                labels: reference.argumentNames.map { names in
                    names.arguments.map { $0.name.tokenKind == .wildcard ? nil : ($0.name.identifier?.name ?? $0.name.text) }
                })
        case "getter": target = .getter
        case "setter": target = .setter
        default: return nil
        }
        baseName = reference.baseName.identifier?.name ?? reference.baseName.text
        location = positions.location(of: reference.baseName)
    }

    /// The name an expression refers to: `onFav(_:)`, `self.onFav(_:)`, `Foo.onFav(_:)`, also
    /// in parentheses or with a type coercion (`(Foo.onFav) as (Foo) -> (Any) -> Void`).
    private static func reference(in expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName }
        if let coercion = expression.as(AsExprSyntax.self) { return reference(in: coercion.expression) }
        // The parser leaves `x as T` unfolded: a sequence of `x`, `as`, `T`.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let first = sequence.elements.first, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
        {
            return reference(in: first)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return reference(in: only.expression)
        }
        return nil
    }
}
