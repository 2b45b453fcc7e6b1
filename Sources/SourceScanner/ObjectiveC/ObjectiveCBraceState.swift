/// The parser state that conditional groups (`#if … #elif … #else … #endif`) save and restore:
/// how deep in braces the parser is, which block it is inside, and whether a declaration may
/// start here.
struct ObjectiveCBraceState: Sendable, Equatable {
    /// How many `{` are open: 0 between declarations, 1 or more inside a method body, an ivar
    /// block or a C function.
    var depth = 0
    /// The `@interface`, `@implementation` or `@protocol` block the parser is in.
    var container: ObjectiveCContainer?
    /// Whether the next token at depth 0 starts a declaration (after `;`, `{`, `}`, a class
    /// header, `@optional`…): only there does `-` start an instance method.
    var atDeclarationStart = true
}
