import EventMapCore
import EventMapper

/// One call that matches a tracking pattern, as its file shows it: where it is, in which method,
/// and what its event-ID argument is. ``AdoptionScan`` decides what becomes of it once every file
/// is read.
package struct TrackingCallSite: Sendable, Equatable {
    /// Where the call is written.
    package let location: SourceLocation
    /// The pattern it matches, as written.
    package let pattern: String
    /// The class whose method makes the call, as the file names it; nil outside a class.
    let className: String?
    /// The selector of that method; nil outside a method.
    let method: String?
    /// Why the hooks cannot see the call where it is (in a closure, under an `if`); nil at the
    /// top level of the method's body.
    let placeProblem: String?
    /// The event-ID argument.
    let argument: TrackingArgument
    /// The compile-time conditions the call is under, innermost last.
    let conditions: [CompileCondition]
}

/// What a tracking call passes as its event ID.
enum TrackingArgument: Sendable, Equatable {
    /// A string literal, decoded.
    case literal(String)
    /// A name that may be a constant: the keys to look it up by, most specific first.
    case constant(name: String, keys: [String])
    /// Anything else, as written.
    case computed(String)
}

/// A branch of `#if … #elif … #else` a call is in, read as a release build reads it.
struct CompileCondition: Sendable, Equatable {
    /// The directive, as written (`#if DEBUG`, `#else` of `#ifdef DEBUG`).
    let text: String
    /// Whether a release build compiles the branch; nil when that depends on flags adopt cannot know.
    let inRelease: Bool?

    /// Whether a release build defines the condition of `#if`/`#elif` (`DEBUG` is not; `!DEBUG`,
    /// `1` are); nil for any other condition.
    static func releaseValue(of condition: String) -> Bool? {
        var text = condition.filter { !$0.isWhitespace }
        var negated = false
        while text.hasPrefix("!") {
            negated.toggle()
            text.removeFirst()
        }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        let value: Bool? =
            switch text {
            case "DEBUG", "defined(DEBUG)", "definedDEBUG": false
            case "1", "true": true
            case "0", "false": false
            default: nil
            }
        return value.map { $0 != negated }
    }

    /// The branch a group's `branchConditions` (one per `#if`/`#elif`, nil for `#else`) lead to
    /// at `branch`: compiled in release when every earlier condition is false and its own true.
    static func branch(_ branch: Int, of branchConditions: [String?], texts: [String]) -> CompileCondition {
        var inRelease: Bool? = true
        for earlier in 0..<branch {
            switch branchConditions[earlier].map(releaseValue(of:)) ?? true {
            case true?: inRelease = false
            case nil: if inRelease == true { inRelease = nil }
            case false?: break
            }
        }
        if inRelease != false, let own = branchConditions[branch] {
            switch releaseValue(of: own) {
            case false?: inRelease = false
            case nil: inRelease = nil
            case true?: break
            }
        }
        let text = branch == 0 ? texts[0] : "\(texts[branch]) (of \(texts[0]))"
        return CompileCondition(text: text, inRelease: inRelease)
    }
}

/// A selector a file hands to an API that will send it, and what kind of sender that is: only
/// a `UIControl`'s actions pass through the hooks.
struct ActionWiring: Sendable, Equatable {
    /// Who sends the selector.
    enum Sender: String, Sendable, Equatable {
        case control
        case gestureRecognizer = "gesture recognizer"
        case barButtonItem = "bar button item"
        case notification
        case timer
        case other

        /// The sender an API call stands for, told by its selector or Swift name
        /// (`addTarget:action:forControlEvents:`, `addTarget:action:for:`) and its receiver or
        /// type as written.
        static func of(call: String, receiver: String) -> Sender {
            if call.hasPrefix("addTarget:action:for") { return .control }
            if receiver.contains("GestureRecognizer") || call.hasPrefix("initWithTarget:action:") { return .gestureRecognizer }
            if receiver.contains("BarButtonItem") || call.contains("style:target:action:") || call.contains("SystemItem:target:action:") {
                return .barButtonItem
            }
            if call.contains("addObserver:selector:") || call.contains("addObserver:") { return .notification }
            if receiver.contains("Timer") || call.contains("imerWithTimeInterval:") { return .timer }
            return .other
        }
    }

    /// The class whose method hands the selector over (its target is `self`).
    let className: String
    /// The selector, when the file says it (`@selector(onFav:)`); nil for a Swift `#selector`,
    /// which the scan's selector references resolve by ``selectorRange``.
    let selector: String?
    /// The file and span of the selector expression, for matching the scan's selector references.
    let file: String
    let selectorRange: ClosedRange<SourcePosition>
    /// Who sends it.
    let sender: Sender
}

/// A line and column, ordered.
struct SourcePosition: Sendable, Hashable, Comparable {
    let line: Int
    let column: Int

    static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// What one file holds for adoption: its tracking calls, the string constants it defines, the
/// selectors it wires to senders, and the `IBAction` methods it defines.
package struct FileTrackingCalls: Sendable, Equatable {
    package var sites: [TrackingCallSite] = []
    /// String constants by the key a reference looks them up by, with where each is defined.
    package var constants: [String: [(value: String, location: SourceLocation)]] = [:]
    var wirings: [ActionWiring] = []
    /// `(class, selector)` of each `IBAction` method.
    var interfaceBuilderActions: [ActionKey] = []
    /// The file's first syntax problem: its calls are listed as unknown.
    var syntaxProblem: Finding?

    package static func == (lhs: FileTrackingCalls, rhs: FileTrackingCalls) -> Bool {
        lhs.sites == rhs.sites && lhs.wirings == rhs.wirings && lhs.interfaceBuilderActions == rhs.interfaceBuilderActions
            && lhs.syntaxProblem == rhs.syntaxProblem
            && lhs.constants.mapValues { $0.map(\.value) } == rhs.constants.mapValues { $0.map(\.value) }
    }

    mutating func addConstant(_ key: String, _ value: String, at location: SourceLocation) {
        constants[key, default: []].append((value, location))
    }
}

/// A class and a selector.
struct ActionKey: Sendable, Hashable {
    let className: String
    let selector: String
}
