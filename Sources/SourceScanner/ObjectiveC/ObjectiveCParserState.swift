import EventMapCore
import EventMapper

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
    /// The protocol declaration its methods are requirements of, for a protocol.
    let protocolDeclaration: Int?
    /// Where its keyword's `@` is.
    let line: Int
    let column: Int
}

/// A ``ClassFragment`` while its block is being read: its actions in source order, each
/// selector once (a method declared in two branches of an `#if` is one action).
struct ObjectiveCFragmentBuilder {
    let name: ClassName
    private let superclass: ClassName?
    private let location: SourceLocation
    private let role: ClassFragment.Role
    private let adoptedProtocols: [String]
    private var actions: [DeclaredAction] = []

    init(name: ClassName, superclass: ClassName?, location: SourceLocation, role: ClassFragment.Role, adoptedProtocols: [String]) {
        self.name = name
        self.superclass = superclass
        self.location = location
        self.role = role
        self.adoptedProtocols = adoptedProtocols
    }

    /// Adds an action; one whose selector is already there is dropped when the fragment is made.
    mutating func add(_ action: DeclaredAction) {
        actions.append(action)
    }

    /// The fragment as read so far, each selector once, where it is first declared.
    var fragment: ClassFragment {
        var unique = actions
        if actions.count > 1 {
            // One set of the right size, made once, rather than one grown action by action.
            var seen = Set<ActionSelector>(minimumCapacity: actions.count)
            unique = actions.filter { seen.insert($0.selector).inserted }
        }
        // The runtime names an Objective-C class as its source does.
        return ClassFragment(
            name: name, superclass: superclass, actions: unique, location: location, role: role, inheritedTypes: adoptedProtocols,
            runtimeName: .named(name))
    }
}

/// A method an `@implementation` block defines, with the tokens of its body: where the readers
/// of calls (``ObjectiveCCallReader``) look.
struct ObjectiveCMethodBody: Sendable, Equatable {
    /// The class the block implements (a category's class).
    let className: ClassName
    /// The method's selector.
    let selector: String
    /// `-` rather than `+`.
    let isInstanceMethod: Bool
    /// Whether the return type is `IBAction`.
    let isIBAction: Bool
    /// The index of the body's `{`.
    var bodyStart = 0
    /// The index of the body's `}`; nil while it is open (or when the file ends first).
    var bodyEnd: Int?
}
