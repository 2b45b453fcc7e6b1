internal import CLibXML2

/// The process-wide libxml2 set-up every parser in this module waits for before its first
/// parse: `xmlInitParser()`, and libxml2's element-depth limit (a plain global) raised just
/// above Apple's container limit so that the plist builder's own check, worded as Apple's,
/// fires first. Done exactly once, before any parse on any thread can read the limit.
enum LibXML2Setup {
    private static let done: Void = {
        xmlInitParser()
        em_set_parser_max_depth(UInt32(PlistTreeBuilder.maximumContainerDepth + 8))
    }()

    /// Runs the set-up if no parser has yet.
    static func ensure() {
        _ = done
    }
}

/// libxml2's generic message channel: per thread, and used for a few messages (some encoding
/// errors) that bypass a parser's own error callback. The reader never changes it; a program
/// that owns its threads, such as a fuzzer, may discard those messages: a seam for the fuzzers,
/// outside the public API (`@_spi(Fuzzing) import EventMapXML`).
@_spi(Fuzzing) public enum LibXML2GenericMessages {
    /// Discards libxml2's generic messages on the calling thread.
    public static func discardOnCurrentThread() {
        em_silence_generic_errors_on_this_thread()
    }
}

/// libxml2's messages end in a line break and sometimes continue on a second line
/// ("Bytes: 0xC3 0x28", "Expected is ( page ).").
enum LibXML2MessageText {
    /// The message on one line: line breaks and runs of blanks become one space, and blanks at
    /// either end are dropped.
    /// - Parameter message: libxml2's message, NUL-terminated, or nil.
    /// - Returns: The one-line message, possibly empty.
    static func oneLine(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "" }
        return oneLine(String(cString: message))
    }

    /// The text on one line: line breaks and runs of blanks become one space, and blanks at
    /// either end are dropped.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.unicodeScalars.append(" ")
                pendingSpace = false
            }
            result.unicodeScalars.append(scalar)
        }
        return withoutOptionAdvice(result)
    }

    /// The message without libxml2's advice to set a parser option, which no user of `mapper`
    /// can set (and which would turn off the very limit that protects them): "Excessive depth in
    /// document: 256 use XML_PARSE_HUGE option" becomes a sentence about the limit.
    static func withoutOptionAdvice(_ message: String) -> String {
        guard let advice = message.firstRange(of: " use XML_PARSE_HUGE option") else { return message }
        var text = String(message[..<advice.lowerBound])
        if text.hasPrefix("Excessive depth in document: ") {
            text =
                "elements nest too deeply (the parser stops at depth \(text.dropFirst("Excessive depth in document: ".count))); no config nests that deep"
        }
        return text + String(message[advice.upperBound...])
    }
}
