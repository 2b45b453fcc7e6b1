import EventMapCore
import EventMapXML
import EventMapper

/// Reads the tokens of one Objective-C file into class fragments, instance-method selectors and
/// `@selector(…)` references.
///
/// It is a declaration scanner, not a compiler: it follows `@interface`/`@implementation`/
/// `@protocol` … `@end` blocks and brace depth, reads a method's selector where a declaration may
/// start, and passes over everything else (method bodies, C code, properties).
///
/// **Conditional groups.** Every branch of `#if … #elif … #else … #endif` is read, since the
/// scanner cannot know which macros the build defines: a method declared in any branch is an
/// action. (The dead branch of `#if 0` never reaches the parser: ``ObjectiveCLexer`` drops it.) The branches are alternatives, so each starts from the state the `#if` had — brace
/// depth and enclosing block — and after `#endif` the state is the one the *first* branch ended
/// with. A method whose header differs between branches but whose body is shared
/// (`#if A - (void)a { #else - (void)b { #endif … }`) therefore counts one open brace, not two,
/// and `@interface X : UIViewController #else @interface X : NSViewController #endif` is one open
/// block, not an `@interface` without `@end`.
struct ObjectiveCParser {
    private let tokens: [ObjectiveCToken]
    private let path: String
    private var index = 0
    private var state = ObjectiveCBraceState()
    /// One entry per open conditional group: the state at its `#if`, and the state its first
    /// branch ended with once a second branch has started.
    private var conditionals: [(start: ObjectiveCBraceState, firstBranchEnd: ObjectiveCBraceState?)] = []
    private var fragments: [ObjectiveCFragmentBuilder] = []
    private var protocols: [ProtocolDeclaration] = []
    private var references: [SelectorReference] = []
    private var findings: [Finding] = []
    /// The method definitions of `@implementation` blocks, in source order.
    private(set) var methodBodies: [ObjectiveCMethodBody] = []
    /// A method whose header was read and whose body has not started.
    private var pendingMethod: ObjectiveCMethodBody?

    /// Parses `tokens`, read from `path`.
    init(tokens: [ObjectiveCToken], path: String) {
        self.tokens = tokens
        self.path = path
    }

    /// Parses every token.
    /// - Parameter complete: Whether the tokens are the whole file; when the lexer stopped early
    ///   a block left open is a consequence of that, not a missing `@end`.
    /// - Returns: What the file declares, with its problems.
    mutating func parse(complete: Bool) -> SourceFileScan {
        while index < tokens.count {
            step(tokens[index])
        }
        if complete, let open = state.container {
            report("\(describe(open)) has no matching @end", line: open.line, column: open.column)
        }
        return SourceFileScan(classes: fragments.map(\.fragment), selectorReferences: references, findings: findings, protocols: protocols)
    }

    private func location(_ token: ObjectiveCToken) -> SourceLocation {
        SourceLocation(file: path, line: token.line, column: token.column)
    }

    private mutating func report(_ message: String, line: Int, column: Int) {
        findings.append(Finding(.unparsableSource, message, at: SourceLocation(file: path, line: line, column: column)))
    }

    private func describe(_ container: ObjectiveCContainer) -> String {
        "@\(container.kind.rawValue) \(container.title)"
    }

    private func token(at position: Int) -> ObjectiveCToken? {
        position < tokens.count ? tokens[position] : nil
    }

    private mutating func step(_ token: ObjectiveCToken) {
        switch token.kind {
        case .conditionalStart:
            conditionals.append((start: state, firstBranchEnd: nil))
        case .conditionalBranch:
            if let last = conditionals.indices.last {
                if conditionals[last].firstBranchEnd == nil { conditionals[last].firstBranchEnd = state }
                state = conditionals[last].start
            }
        case .conditionalEnd:
            if let group = conditionals.popLast(), let firstBranchEnd = group.firstBranchEnd {
                state = firstBranchEnd
            }
        case .punctuation(let byte):
            punctuation(byte, token)
            return
        case .atKeyword(let word):
            atKeyword(word, token)
            return
        case .identifier, .string, .character, .number:
            if state.depth == 0 { state.atDeclarationStart = false }
        }
        index += 1
    }

    private mutating func punctuation(_ byte: UInt8, _ token: ObjectiveCToken) {
        switch byte {
        case UInt8(ascii: "{"):
            if state.depth == 0, var method = pendingMethod {
                method.bodyStart = index
                methodBodies.append(method)
                pendingMethod = nil
            }
            state.depth += 1
            state.atDeclarationStart = true
        case UInt8(ascii: "}"):
            state.depth = max(0, state.depth - 1)
            state.atDeclarationStart = true
            if state.depth == 0, let last = methodBodies.indices.last, methodBodies[last].bodyEnd == nil { methodBodies[last].bodyEnd = index }
        case UInt8(ascii: ";") where state.depth == 0:
            pendingMethod = nil
            state.atDeclarationStart = true
        case UInt8(ascii: "-"), UInt8(ascii: "+"):
            if state.depth == 0, state.atDeclarationStart, let container = state.container {
                index += 1
                state.atDeclarationStart = false
                let isIBAction = self.token(at: index)?.isPunctuation("(") == true && self.token(at: index + 1)?.identifier == "IBAction"
                let method = readMethodSelector()
                if container.kind == .implementation, let method, let fragment = container.fragment {
                    pendingMethod = ObjectiveCMethodBody(
                        className: fragments[fragment].name, selector: method.selector, isInstanceMethod: byte == UInt8(ascii: "-"),
                        isIBAction: isIBAction)
                }
                if byte == UInt8(ascii: "-"), let method, let fragment = container.fragment {
                    fragments[fragment].add(DeclaredAction(ActionSelector(method.selector), at: location(method.name)))
                }
                if byte == UInt8(ascii: "-"), let method, let declared = container.protocolDeclaration {
                    protocols[declared].requirements.append(ProtocolRequirement(swiftName: nil, selector: ActionSelector(method.selector)))
                }
                return
            }
            if state.depth == 0 { state.atDeclarationStart = false }
        default:
            if state.depth == 0 { state.atDeclarationStart = false }
        }
        index += 1
    }

    private mutating func atKeyword(_ word: String, _ token: ObjectiveCToken) {
        index += 1
        switch word {
        case "selector":
            readSelectorReference()
        case "interface", "implementation":
            open(word == "interface" ? .interface : .implementation, at: token)
        case "protocol" where state.depth == 0 && self.token(at: index)?.isPunctuation("(") != true:
            open(.protocol, at: token)
        case "end":
            if state.container == nil {
                report("@end without an open @interface, @implementation or @protocol", line: token.line, column: token.column)
            }
            state.container = nil
            state.depth = 0
            state.atDeclarationStart = true
        case "optional", "required", "public", "private", "protected", "package":
            state.atDeclarationStart = true
        default:
            if state.depth == 0 { state.atDeclarationStart = false }
        }
    }

    /// After `@interface`, `@implementation` or `@protocol`: the header, and a new open block.
    private mutating func open(_ kind: ObjectiveCContainer.Kind, at keyword: ObjectiveCToken) {
        guard let nameToken = token(at: index), let name = nameToken.identifier else {
            report("expected a name after @\(kind.rawValue)", line: keyword.line, column: keyword.column)
            return
        }
        index += 1
        if kind == .protocol, let next = token(at: index), next.isPunctuation(";") || next.isPunctuation(",") {
            return // `@protocol A, B;`: a forward declaration, no block.
        }
        if let open = state.container {
            report(
                "\(describe(open)) has no matching @end before @\(kind.rawValue) \(name) at line \(keyword.line)", line: open.line,
                column: open.column)
        }
        if kind != .protocol { skipAngleBrackets() } // `@interface Box<__covariant T>`
        var title = name
        var superclass: ClassName?
        var isAddition = kind == .implementation
        if token(at: index)?.isPunctuation(":") == true, let superToken = token(at: index + 1), let superName = superToken.identifier {
            superclass = ClassName(superName)
            index += 2
        } else if token(at: index)?.isPunctuation("(") == true {
            var category = ""
            index += 1
            while let part = token(at: index), !part.isPunctuation(")"), let word = part.identifier {
                category += word
                index += 1
            }
            if token(at: index)?.isPunctuation(")") == true { index += 1 }
            title += " (\(category))"
            isAddition = true
        }
        let adopted = readAngleBracketNames() // `<UITableViewDelegate, UIScrollViewDelegate>`
        var fragment: Int?
        var protocolDeclaration: Int?
        if kind == .protocol {
            protocolDeclaration = protocols.count
            protocols.append(ProtocolDeclaration(name: name, isObjC: true, inheritedProtocols: adopted))
        } else {
            fragment = fragments.count
            fragments.append(
                ObjectiveCFragmentBuilder(
                    name: ClassName(name), superclass: isAddition ? nil : superclass,
                    location: location(nameToken), role: isAddition ? .addition : .primary, adoptedProtocols: adopted
                ))
        }
        state = ObjectiveCBraceState(
            depth: 0,
            container: ObjectiveCContainer(
                kind: kind, title: title, fragment: fragment, protocolDeclaration: protocolDeclaration, line: keyword.line,
                column: keyword.column),
            atDeclarationStart: true
        )
    }

    /// Skips `<…>` (nested) when it comes next.
    private mutating func skipAngleBrackets() {
        guard token(at: index)?.isPunctuation("<") == true else { return }
        var level = 0
        while let token = token(at: index) {
            if token.isPunctuation("<") { level += 1 }
            if token.isPunctuation(">") { level -= 1 }
            if token.isPunctuation(";") || token.isPunctuation("{") || token.atKeyword != nil { return }
            index += 1
            if level == 0 { return }
        }
    }

    /// Reads `<A, B>` when it comes next: the names of the protocols a class adopts or a
    /// protocol inherits.
    private mutating func readAngleBracketNames() -> [String] {
        guard token(at: index)?.isPunctuation("<") == true else { return [] }
        var names: [String] = []
        var position = index + 1
        while let token = token(at: position), !token.isPunctuation(">") {
            if let name = token.identifier {
                names.append(name)
            } else if !token.isPunctuation(",") {
                skipAngleBrackets() // not a plain list: read nothing from it
                return []
            }
            position += 1
        }
        guard token(at: position) != nil else { return [] }
        index = position + 1
        return names
    }

    /// Skips `(…)` (nested) when it comes next; stops, without consuming it, at anything that
    /// cannot be inside a type: `;`, `{`, `}`, an `@` keyword or a directive.
    private mutating func skipParentheses() {
        guard token(at: index)?.isPunctuation("(") == true else { return }
        var level = 0
        while let token = token(at: index), !Self.endsDeclaration(token) {
            if token.isPunctuation("(") { level += 1 }
            if token.isPunctuation(")") { level -= 1 }
            index += 1
            if level == 0 { return }
        }
    }

    private static func endsDeclaration(_ token: ObjectiveCToken) -> Bool {
        switch token.kind {
        case .punctuation(let byte): byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        case .atKeyword, .conditionalStart, .conditionalBranch, .conditionalEnd: true
        case .identifier, .string, .character, .number: false
        }
    }

    /// After a method's `-` or `+`: the selector, from the return type to the last keyword part.
    /// What follows — attributes such as `NS_SWIFT_NAME(…)` or `API_AVAILABLE(…)`, `;` or the
    /// body's `{` — is left to the main loop, which keeps the brace count.
    private mutating func readMethodSelector() -> (selector: String, name: ObjectiveCToken)? {
        skipParentheses() // `(IBAction)`, `(nullable NSArray<NSString *> *)`
        guard let first = token(at: index), first.identifier != nil else { return nil }
        var selector = ""
        while true {
            let keyword = token(at: index)?.identifier
            let colonOffset = keyword == nil ? 0 : 1
            guard let colon = token(at: index + colonOffset), colon.isPunctuation(":") else {
                if selector.isEmpty, let keyword {
                    index += 1
                    return (keyword, first) // a unary selector: `- (void)reload;`
                }
                break
            }
            if keyword == nil, selector.isEmpty { break }
            selector += (keyword ?? "") + ":"
            index += colonOffset + 1
            skipParentheses() // the parameter's type
            // The parameter's name, then anything up to the next keyword part (an identifier
            // followed by `:`) that is not an attribute macro (an identifier followed by `(`):
            // `:(id) __unused sender next:` has the name `__unused sender`.
            if token(at: index)?.identifier != nil { index += 1 }
            while let name = token(at: index), name.identifier != nil,
                let after = token(at: index + 1), !after.isPunctuation(":"), !after.isPunctuation("(")
            {
                index += 1
            }
        }
        return selector.isEmpty ? nil : (selector, first)
    }

    /// After `@selector`: `(name:part:)`, recorded at the name. Clang accepts the name in more
    /// parentheses, `@selector((name:part:))`, and so does this.
    private mutating func readSelectorReference() {
        var position = index
        var parentheses = 0
        while token(at: position)?.isPunctuation("(") == true {
            parentheses += 1
            position += 1
        }
        guard parentheses > 0 else { return }
        var selector = ""
        var start: ObjectiveCToken?
        while let part = token(at: position), !part.isPunctuation(")") {
            if let word = part.identifier {
                selector += word
            } else if part.isPunctuation(":") {
                selector += ":"
            } else {
                return // not a selector; leave the tokens to the main loop
            }
            if start == nil { start = part }
            position += 1
        }
        guard let start else { return }
        for _ in 0..<parentheses {
            guard token(at: position)?.isPunctuation(")") == true else { return }
            position += 1
        }
        references.append(SelectorReference(ActionSelector(selector), at: location(start)))
        index = position
    }
}
