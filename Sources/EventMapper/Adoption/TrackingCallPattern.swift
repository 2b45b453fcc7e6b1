import EventMapCore

/// A tracking call `mapper adopt` looks for, as a developer writes it in `.mapper.json`
/// (`adopt.calls`) or with `--call`:
///
/// - `+[WUserStatistics sendEventToServer:]`: an Objective-C class method, sent to the class;
/// - `-[Tracker logEvent:withParameters:]`: an Objective-C instance method, whatever the receiver
///   expression (`[Tracker shared]`, `self.tracker`);
/// - `Tracker.send(_:)`, `Analytics.logEvent(_:parameters:)`: a Swift method called on the type,
///   or on an instance reached through one of the type's members (`Tracker.shared.send(…)`,
///   `Tracker.shared().send(…)`, `Tracker.default.send(…)`).
///
/// The event ID is the first argument, or the N-th with a `#N` suffix (`-[Tracker log:withID:]#2`).
package struct TrackingCallPattern: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The language a pattern's calls are written in, and how the receiver is matched.
    package enum Kind: String, Sendable, Hashable, Codable {
        /// `+[Class selector]`: the receiver is the class, by name.
        case objectiveCClassMethod
        /// `-[Class selector]`: any receiver; the selector alone is matched.
        case objectiveCInstanceMethod
        /// `Type.method(labels)`: the type, or a member of it, is the receiver.
        case swift
    }

    /// How the calls are matched.
    package let kind: Kind
    /// The class or type the pattern names.
    package let typeName: String
    /// The Objective-C selector (`logEvent:withParameters:`), or the Swift base name (`logEvent`).
    package let method: String
    /// A Swift method's argument labels, nil for `_`; empty for Objective-C.
    package let labels: [String?]
    /// Which argument, from 1, holds the event ID.
    package let argument: Int
    /// The pattern as written.
    package let description: String

    /// How many arguments a matching call has.
    package var argumentCount: Int {
        kind == .swift ? labels.count : method.filter { $0 == ":" }.count
    }

    /// The forms a pattern takes, for a usage message.
    package static let acceptedForms =
        "accepted forms: +[Class selector:] (an Objective-C class method), -[Class selector:with:] (an Objective-C instance method, any receiver), Type.method(_:label:) (a Swift method on the type or on Type.shared), each with #N when the event ID is the N-th argument"

    /// Reads a pattern.
    /// - Throws: ``Invalid`` naming what is wrong, with the accepted forms.
    package init(_ text: String) throws(Invalid) {
        var body = Substring(text)
        var argument = 1
        if let hash = body.lastIndex(of: "#") {
            guard let number = Int(body[body.index(after: hash)...]), number >= 1 else {
                throw Invalid(text, "the suffix after '#' must be an argument number from 1")
            }
            argument = number
            body = body[..<hash]
        }
        let parsed: (Kind, String, String, [String?])
        if body.first == "+" || body.first == "-" {
            parsed = try Self.objectiveC(body, text: text)
        } else {
            parsed = try Self.swift(body, text: text)
        }
        (kind, typeName, method, labels) = parsed
        self.argument = argument
        description = text
        guard argument <= argumentCount else {
            throw Invalid(text, "the method takes \(argumentCount) argument\(argumentCount == 1 ? "" : "s"), so it has no argument #\(argument)")
        }
    }

    private static func objectiveC(_ body: Substring, text: String) throws(Invalid) -> (Kind, String, String, [String?]) {
        let kind: Kind = body.first == "+" ? .objectiveCClassMethod : .objectiveCInstanceMethod
        let inner = body.dropFirst()
        guard inner.first == "[", inner.last == "]" else {
            throw Invalid(text, "an Objective-C pattern is written -[Class selector:] or +[Class selector:]")
        }
        let parts = inner.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, isIdentifier(parts[0]) else {
            throw Invalid(text, "expected a class name and a selector inside the brackets")
        }
        let selector = parts[1]
        if isIdentifier(selector) {
            throw Invalid(text, "'\(selector)' takes no argument, so no event ID can be passed to it; a selector that takes one ends with ':'")
        }
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false)
        guard selector.last == ":", isIdentifier(pieces[0]), pieces.dropLast().allSatisfy({ $0.isEmpty || isIdentifier($0) }) else {
            throw Invalid(text, "'\(selector)' is not an Objective-C selector")
        }
        return (kind, String(parts[0]), String(selector), [])
    }

    private static func swift(_ body: Substring, text: String) throws(Invalid) -> (Kind, String, String, [String?]) {
        guard let open = body.firstIndex(of: "("), body.last == ")", let dot = body[..<open].lastIndex(of: ".") else {
            throw Invalid(text, "a Swift pattern is written Type.method(_:label:)")
        }
        let typeName = body[..<dot]
        let baseName = body[body.index(after: dot)..<open]
        guard typeName.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier), isIdentifier(baseName) else {
            throw Invalid(text, "expected a type name, a method name and its labels")
        }
        let labelList = body[body.index(after: open)..<body.index(before: body.endIndex)]
        guard labelList.last == ":" else { throw Invalid(text, "the method's labels end with ':', as in send(_:)") }
        var labels: [String?] = []
        for label in labelList.dropLast().split(separator: ":", omittingEmptySubsequences: false) {
            guard label == "_" || isIdentifier(label) else { throw Invalid(text, "'\(label)' is not an argument label") }
            labels.append(label == "_" ? nil : String(label))
        }
        return (.swift, String(typeName), String(baseName), labels)
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// A pattern that cannot be read: a usage error.
    package struct Invalid: Error, Sendable, CustomStringConvertible {
        /// The pattern, what is wrong with it, and the accepted forms; what came from the
        /// pattern with its terminal controls escaped.
        package let description: String

        init(_ pattern: String, _ problem: String) {
            description = "'\(pattern)' is not a tracking call pattern: \(problem); \(TrackingCallPattern.acceptedForms)".escapingTerminalControls
        }
    }
}
