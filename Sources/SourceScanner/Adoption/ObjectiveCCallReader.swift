import EventMapCore
import EventMapper

/// Finds the tracking calls of one Objective-C file in the tokens ``ObjectiveCLexer`` made and the
/// method bodies ``ObjectiveCParser`` found: message sends that match a pattern, their place in
/// the method, the compile-time conditions around them, and the string constants
/// (`#define`, `NSString *const`) and selector wirings (`addTarget:action:forControlEvents:`) the
/// file declares.
struct ObjectiveCCallReader {
    private let bytes: [UInt8]
    private let tokens: [ObjectiveCToken]
    private let path: String
    private let patterns: [TrackingCallPattern]
    private var result = FileTrackingCalls()

    init(bytes: [UInt8], tokens: [ObjectiveCToken], path: String, patterns: [TrackingCallPattern]) {
        self.bytes = bytes
        self.tokens = tokens
        self.path = path
        self.patterns = patterns.filter { $0.kind != .swift }
    }

    /// Reads the file.
    mutating func read(methods: [ObjectiveCMethodBody], defineOffsets: [(offset: Int, line: Int)]) -> FileTrackingCalls {
        for define in defineOffsets { readDefine(at: define.offset, line: define.line) }
        readConstants()
        var conditions = ConditionStack()
        var next = 0
        for method in methods {
            if method.isIBAction { result.interfaceBuilderActions.append(ActionKey(className: method.className.text, selector: method.selector)) }
            let end = method.bodyEnd ?? tokens.count
            while next < method.bodyStart {
                conditions.step(tokens[next], text: directiveText(tokens[next]))
                next += 1
            }
            readBody(method, end: end, conditions: &conditions, next: &next)
        }
        return result
    }

    // MARK: Method bodies

    /// What a `{` inside a body opens.
    private struct Scope {
        /// Why the hooks cannot see a call inside it; nil for a plain `{ … }`.
        let problem: String?
    }

    private mutating func readBody(_ method: ObjectiveCMethodBody, end: Int, conditions: inout ConditionStack, next: inout Int) {
        var scopes: [Scope] = []
        var statementStart = method.bodyStart + 1
        while next < end {
            let token = tokens[next]
            conditions.step(token, text: directiveText(token))
            if token.isPunctuation("{"), next > method.bodyStart {
                scopes.append(Scope(problem: scopeProblem(opening: next, statementStart: statementStart) ?? scopes.last?.problem))
                statementStart = next + 1
            } else if token.isPunctuation("}") {
                _ = scopes.popLast()
                statementStart = next + 1
            } else if token.isPunctuation(";") {
                statementStart = next + 1
            } else if token.isPunctuation("["), let send = MessageSend(tokens: tokens, at: next) {
                readSend(send, in: method, scopes: scopes, statementStart: statementStart, conditions: conditions)
            }
            next += 1
        }
    }

    /// Why a call inside the `{` at `index` is not seen by the hooks, or nil for a plain block.
    private func scopeProblem(opening index: Int, statementStart: Int) -> String? {
        if let reason = controlFlow(at: statementStart) { return reason }
        var position = index - 1
        if position >= 0, tokens[position].isPunctuation(")") {
            var level = 0
            while position >= 0 {
                if tokens[position].isPunctuation(")") { level += 1 }
                if tokens[position].isPunctuation("(") { level -= 1 }
                if level == 0 { break }
                position -= 1
            }
            position -= 1
        }
        if position >= 0, tokens[position].isPunctuation("^") { return "in a block, which runs when something calls it" }
        return nil
    }

    /// The reason when the statement starting at `index` is a runtime `if`, `switch` or loop.
    private func controlFlow(at index: Int) -> String? {
        switch index < tokens.count ? tokens[index].identifier : nil {
        case "if", "else": "under a runtime if"
        case "switch", "case", "default": "under a runtime switch"
        case "for", "while", "do": "in a loop"
        default: nil
        }
    }

    private mutating func readSend(
        _ send: MessageSend, in method: ObjectiveCMethodBody, scopes: [Scope], statementStart: Int, conditions: ConditionStack
    ) {
        let selector = send.selector
        if let wiring = wiring(send, in: method) { result.wirings.append(wiring) }
        for pattern in patterns where pattern.method == selector {
            if pattern.kind == .objectiveCClassMethod, send.receiver.count != 1 || tokens[send.receiver.lowerBound].identifier != pattern.typeName {
                continue
            }
            let place = scopes.last?.problem ?? controlFlow(at: statementStart)
            let start = tokens[send.open]
            result.sites.append(
                TrackingCallSite(
                    location: SourceLocation(file: path, line: start.line, column: start.column), pattern: pattern.description,
                    className: method.className.text, method: method.isInstanceMethod ? method.selector : "+" + method.selector,
                    placeProblem: place, argument: argument(send.arguments[pattern.argument - 1]), conditions: conditions.current))
            break
        }
    }

    /// The selector a send hands over with `@selector(…)` when its target is `self`.
    private func wiring(_ send: MessageSend, in method: ObjectiveCMethodBody) -> ActionWiring? {
        guard send.keywords.contains(where: { $0 == "action" || $0 == "selector" }) else { return nil }
        let selector = send.selector
        for (keyword, range) in zip(send.keywords, send.arguments) where keyword == "action" || keyword == "selector" {
            guard let at = range.first, tokens[at].atKeyword == "selector", let name = selectorName(in: range) else { continue }
            let receiver = send.receiver.compactMap { tokens[$0].identifier }.joined(separator: " ")
            let sender = ActionWiring.Sender.of(call: selector, receiver: receiver)
            if sender == .control, let target = zip(send.keywords, send.arguments).first(where: { $0.0 == "addTarget" })?.1,
                target.count != 1 || tokens[target.lowerBound].identifier != "self"
            {
                return nil // another object's action: its class is not known here
            }
            let position = SourcePosition(line: tokens[at].line, column: tokens[at].column)
            return ActionWiring(
                className: method.className.text, selector: name, file: path, selectorRange: position...position, sender: sender)
        }
        return nil
    }

    /// `@selector(name:part:)` → `name:part:`.
    private func selectorName(in range: Range<Int>) -> String? {
        var name = ""
        for index in range.dropFirst() {
            let token = tokens[index]
            if let word = token.identifier {
                name += word
            } else if token.isPunctuation(":") {
                name += ":"
            } else if !token.isPunctuation("(") && !token.isPunctuation(")") {
                return nil
            }
        }
        return name.isEmpty ? nil : name
    }

    /// What an argument's tokens pass.
    private func argument(_ range: Range<Int>) -> TrackingArgument {
        if !range.isEmpty, range.allSatisfy({ tokens[$0].kind == .string }) {
            var text = ""
            for index in range {
                guard let piece = ObjectiveCStringLiteral.decode(bytes[tokens[index].start..<tokens[index].end]) else {
                    return .computed(String(decoding: bytes[tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end], as: UTF8.self))
                }
                text += piece
            }
            return .literal(text)
        }
        if range.count == 1, let name = tokens[range.lowerBound].identifier {
            return .constant(name: name, keys: [name])
        }
        let text = range.isEmpty ? "" : String(decoding: bytes[tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end], as: UTF8.self)
        return .computed(text)
    }

    // MARK: Constants and conditions

    /// `NAME = @"…";` in a declaration that says `const`.
    private mutating func readConstants() {
        var index = 1
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].isPunctuation("="), let name = tokens[index - 1].identifier, tokens[index + 1].kind == .string else { continue }
            var back = index - 2
            var isConst = false
            while back >= 0, !tokens[back].isPunctuation(";"), !tokens[back].isPunctuation("{"), !tokens[back].isPunctuation("}") {
                if tokens[back].identifier == "const" { isConst = true }
                back -= 1
            }
            var end = index + 1
            while end < tokens.count, tokens[end].kind == .string { end += 1 }
            guard isConst, end < tokens.count, tokens[end].isPunctuation(";"), case .literal(let value) = argument(index + 1..<end) else { continue }
            let token = tokens[index - 1]
            result.addConstant(name, value, at: SourceLocation(file: path, line: token.line, column: token.column))
        }
    }

    /// `#define NAME @"…"` on the line whose `#` is at `offset`.
    private mutating func readDefine(at offset: Int, line: Int) {
        let lineEnd = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let lineBytes = Array(bytes[(offset + 1)..<lineEnd])
        let words = ObjectiveCLexer(bytes: lineBytes).tokens
        guard words.count >= 3, words[0].identifier == "define", let name = words[1].identifier,
            words.dropFirst(2).allSatisfy({ $0.kind == .string }),
            case .literal(let value) = ObjectiveCCallReader(bytes: lineBytes, tokens: words, path: path, patterns: []).argument(2..<words.count)
        else { return }
        result.addConstant(name, value, at: SourceLocation(file: path, line: line, column: words[1].column + 1))
    }

    /// A directive's line, from its `#`.
    private func directiveText(_ token: ObjectiveCToken) -> String {
        switch token.kind {
        case .conditionalStart, .conditionalBranch, .conditionalEnd:
            let end = bytes[token.start...].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) ?? bytes.count
            return String(decoding: bytes[token.start..<end], as: UTF8.self)
        default: return ""
        }
    }
}
