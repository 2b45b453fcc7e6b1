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
        // Every name in one buffer, each label's place in it.
        var bytes = Array(baseName.utf8)
        var ranges: [Range<Int>?] = []
        for label in labels {
            guard let label else {
                ranges.append(nil)
                continue
            }
            let start = bytes.count
            bytes += label.utf8
            ranges.append(start..<bytes.count)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            selector(
                baseName: UnsafeBufferPointer(rebasing: buffer[..<baseName.utf8.count]), labelCount: labels.count,
                label: { ranges[$0].map { UnsafeBufferPointer(rebasing: buffer[$0]) } }, isAsync: isAsync, isThrowing: isThrowing)
        }
    }

    /// The selector for a method whose names are given as UTF-8 bytes, written into one string
    /// with no string made for any part: a scanner names every method of an app this way.
    /// - Parameters:
    ///   - baseName: The method's base name, without backticks.
    ///   - labelCount: How many parameters the method has.
    ///   - label: The argument label of each parameter, by position; nil for `_`.
    ///   - isAsync: Whether the method is `async`.
    ///   - isThrowing: Whether the method `throws`.
    static func selector(
        baseName: UnsafeBufferPointer<UInt8>, labelCount: Int, label: (Int) -> UnsafeBufferPointer<UInt8>?, isAsync: Bool, isThrowing: Bool
    ) -> String {
        // An async method's error goes to the completion handler: there is no error parameter.
        let trailingPiece: (first: StaticString, later: StaticString)? =
            isAsync ? ("WithCompletionHandler", "completionHandler") : isThrowing ? ("AndReturnError", "error") : nil
        let first = labelCount > 0 ? label(0) : nil
        let joinsWithWith = first.map { !isPreposition(firstWord(of: $0)) && !isPreposition(lastWord(of: baseName)) } ?? false
        var length = baseName.count
        if labelCount == 0 {
            if let trailingPiece { length += trailingPiece.first.utf8CodeUnitCount + 1 }
        } else {
            length += (joinsWithWith ? 4 : 0) + (first?.count ?? 0) + 1
            for position in 1..<labelCount { length += (label(position)?.count ?? 0) + 1 }
            if let trailingPiece { length += trailingPiece.later.utf8CodeUnitCount + 1 }
        }
        return String(unsafeUninitializedCapacity: length) { output in
            var end = 0
            func write(_ bytes: UnsafeBufferPointer<UInt8>) {
                for byte in bytes {
                    output[end] = byte
                    end += 1
                }
            }
            func write(_ text: StaticString) {
                write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
            }
            write(baseName)
            guard labelCount > 0 else {
                if let trailingPiece {
                    write(trailingPiece.first)
                    write(":")
                }
                return end
            }
            if let first {
                if joinsWithWith { write("With") }
                let start = end
                write(first)
                // Sentence case, as `camel_case::appendSentenceCase` writes it: an ASCII
                // lower-case first letter upper-cased.
                if end > start, output[start] >= UInt8(ascii: "a"), output[start] <= UInt8(ascii: "z") { output[start] -= 0x20 }
            }
            write(":")
            for position in 1..<labelCount {
                if let later = label(position) { write(later) }
                write(":")
            }
            if let trailingPiece {
                write(trailingPiece.later)
                write(":")
            }
            return end
        }
    }

    /// The prepositions the compiler knows (`PartsOfSpeech.def`), each packed into an integer
    /// (`packedLowercase`); compared without case.
    private static let prepositions: Set<UInt64> = Set(
        [
            "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
            "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing",
            "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
        ].map { word in Array(word.utf8).withUnsafeBufferPointer { packedLowercase($0[...])! } })

    static func isPreposition(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        packedLowercase(word).map(prepositions.contains) ?? false
    }

    /// A word of at most twelve ASCII letters, lower-cased, five bits a letter; nil for any
    /// other word, which is no preposition.
    private static func packedLowercase(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        guard word.count <= 12 else { return nil }
        var packed: UInt64 = 0
        for byte in word {
            let lower = byte | 0x20
            guard lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { return nil }
            packed = packed << 5 | UInt64(lower - 0x60)
        }
        return packed
    }

    /// The first letter upper-cased when it is an ASCII lower-case letter, as
    /// `camel_case::appendSentenceCase` does.
    static func sentenceCased(_ word: String) -> String {
        guard let first = word.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return word }
        return String(UnicodeScalar(first - 0x20)) + word.dropFirst()
    }

    /// The first camel-case word, as the compiler splits words: `withSender` → `with`,
    /// `URLString` → `URL`, `_x` → `_`.
    static func firstWord(of bytes: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        guard !bytes.isEmpty else { return bytes[0..<0] }
        if bytes[0] == UInt8(ascii: "_") { return bytes[..<1] }
        var end = 0
        while end < bytes.count, isUppercase(bytes[end]) { end += 1 }
        if end > 1 {
            // An acronym: it ends before its last capital when a lower-case word follows
            // (`URLLoader` → `URL`), unless that word is a plural suffix (`URLs`).
            var endOfNext = end
            while endOfNext < bytes.count, isLowercase(bytes[endOfNext]) { endOfNext += 1 }
            let next = bytes[end..<endOfNext]
            if end == bytes.count || (isPluralSuffix(next) && !(bytes[end - 1] == UInt8(ascii: "I") && next.elementsEqual("s".utf8))) {
                return bytes[..<endOfNext]
            }
            return bytes[..<(isLowercase(bytes[end]) ? end - 1 : end)]
        }
        while end < bytes.count, !isUppercase(bytes[end]), bytes[end] != UInt8(ascii: "_") { end += 1 }
        return bytes[..<end]
    }

    /// The last camel-case word, as the compiler splits words: `tapFor` → `For`,
    /// `openURL` → `URL`, `tap_for` → `for`.
    static func lastWord(of bytes: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        guard !bytes.isEmpty else { return bytes[0..<0] }
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
            return bytes[start...]
        }
        if bytes[start - 1] == UInt8(ascii: "_") { return bytes[(start - 1)...] }
        while start > 0, isUppercase(bytes[start - 1]) { start -= 1 }
        return bytes[start...]
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    private static func isPluralSuffix(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.elementsEqual("s".utf8) || bytes.elementsEqual("es".utf8) || bytes.elementsEqual("ies".utf8)
    }
}
