/// How the Swift compiler names the Objective-C selector of an `@objc` method that has no
/// explicit `@objc(name:)`, as `AbstractFunctionDecl::getObjCSelector` in the compiler does it
/// (swift `lib/AST/Decl.cpp`, with the word splitting of `lib/Basic/StringExtras.cpp`):
///
/// - no parameters: the base name (`refresh()` → `refresh`);
/// - the first argument label, unless `_`, joins the base name capitalised, after `With` unless
///   the label's first word or the base name's last word is a preposition
///   (`share(sender:)` → `shareWithSender:`, `share(with:)` → `shareWith:`,
///   `tapFor(sender:)` → `tapForSender:`);
/// - every further label is a piece of its own, `_` an empty one (`tap(_:forEvent:)` →
///   `tap:forEvent:`, `pick(_:_:)` → `pick::`);
/// - `throws` adds the error parameter last: `AndReturnError` on the base name when there is no
///   other parameter (`save()` → `saveAndReturnError:`), an `error:` piece otherwise;
/// - `async` adds the completion handler last, in the same way: `WithCompletionHandler`
///   (`load()` → `loadWithCompletionHandler:`) or a `completionHandler:` piece. An `async throws`
///   method reports its error through the completion handler, so it gets no error piece.
enum SwiftSelectorNaming {
    /// The selector for a method.
    /// - Parameters:
    ///   - baseName: The method's base name, without backticks.
    ///   - labels: The argument labels, nil for `_`.
    ///   - isAsync: Whether the method is `async`.
    ///   - isThrowing: Whether the method `throws`.
    static func selector(baseName: String, labels: [String?], isAsync: Bool, isThrowing: Bool) -> String {
        // An async method's error goes to the completion handler: there is no error parameter.
        let trailingPiece: (first: String, later: String)? =
            isAsync ? ("WithCompletionHandler", "completionHandler") : isThrowing ? ("AndReturnError", "error") : nil
        guard let first = labels.first else {
            guard let trailingPiece else { return baseName }
            return baseName + trailingPiece.first + ":"
        }
        var selector = baseName
        if let first {
            if !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: baseName)) {
                selector += "With"
            }
            selector += sentenceCased(first)
        }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label ?? "") + ":"
        }
        if let trailingPiece { selector += trailingPiece.later + ":" }
        return selector
    }

    /// The prepositions the compiler knows (`PartsOfSpeech.def`); compared without case.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing",
        "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: Substring) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// The first letter upper-cased when it is an ASCII lower-case letter, as
    /// `camel_case::appendSentenceCase` does.
    static func sentenceCased(_ word: String) -> String {
        guard let first = word.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return word }
        return String(UnicodeScalar(first - 0x20)) + word.dropFirst()
    }

    /// The first camel-case word, as the compiler splits words: `withSender` → `with`,
    /// `URLString` → `URL`, `_x` → `_`.
    static func firstWord(of text: String) -> Substring {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return "" }
        if bytes[0] == UInt8(ascii: "_") { return prefix(of: text, bytes: 1) }
        var end = 0
        while end < bytes.count, isUppercase(bytes[end]) { end += 1 }
        if end > 1 {
            // An acronym: it ends before its last capital when a lower-case word follows
            // (`URLLoader` → `URL`), unless that word is a plural suffix (`URLs`).
            var endOfNext = end
            while endOfNext < bytes.count, isLowercase(bytes[endOfNext]) { endOfNext += 1 }
            let next = bytes[end..<endOfNext]
            if end == bytes.count || (isPluralSuffix(next) && !(bytes[end - 1] == UInt8(ascii: "I") && next.elementsEqual("s".utf8))) {
                return prefix(of: text, bytes: endOfNext)
            }
            return prefix(of: text, bytes: isLowercase(bytes[end]) ? end - 1 : end)
        }
        while end < bytes.count, !isUppercase(bytes[end]), bytes[end] != UInt8(ascii: "_") { end += 1 }
        return prefix(of: text, bytes: end)
    }

    /// The last camel-case word, as the compiler splits words: `tapFor` → `For`,
    /// `openURL` → `URL`, `tap_for` → `for`.
    static func lastWord(of text: String) -> Substring {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return "" }
        let end = bytes.count
        var start = end
        while start > 0, !isUppercase(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "_") { start -= 1 }
        var effectiveEnd = end
        if start > 0, isPluralSuffix(bytes[start..<end]) {
            effectiveEnd = start
            while start > 0, !isUppercase(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "_") { start -= 1 }
        }
        if start < effectiveEnd {
            // A camel-case word starts at the capital before its lower-case letters.
            if start != 0, isLowercase(bytes[start]), bytes[start - 1] != UInt8(ascii: "_") { start -= 1 }
            return suffix(of: text, from: start)
        }
        if bytes[start - 1] == UInt8(ascii: "_") { return suffix(of: text, from: start - 1) }
        while start > 0, isUppercase(bytes[start - 1]) { start -= 1 }
        return suffix(of: text, from: start)
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    private static func isPluralSuffix(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.elementsEqual("s".utf8) || bytes.elementsEqual("es".utf8) || bytes.elementsEqual("ies".utf8)
    }

    private static func prefix(of text: String, bytes count: Int) -> Substring {
        text[..<text.utf8.index(text.utf8.startIndex, offsetBy: count)]
    }

    private static func suffix(of text: String, from offset: Int) -> Substring {
        text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...]
    }
}
