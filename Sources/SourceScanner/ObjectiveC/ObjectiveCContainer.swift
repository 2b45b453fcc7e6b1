/// An `@interface`, `@implementation` or `@protocol` block the parser is inside, up to its `@end`.
struct ObjectiveCContainer: Sendable, Equatable {
    /// Which kind of block it is.
    enum Kind: String, Sendable, Equatable {
        case interface
        case implementation
        case `protocol`
    }

    /// Which kind of block it is.
    let kind: Kind
    /// The name after the keyword (class or protocol), with ` (Category)` or ` ()` when there is one.
    let title: String
    /// The fragment its methods go to; nil for a protocol, whose methods are no class's actions.
    let fragment: Int?
    /// Where its keyword's `@` is.
    let line: Int
    let column: Int
}
