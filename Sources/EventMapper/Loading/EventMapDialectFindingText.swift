import EventMapCore

/// The messages of XML-dialect findings: whole sentences starting in lower case, naming the
/// element and attribute concerned.
package enum EventMapDialectFindingText {
    /// Where a page's attribute is: `attribute 'enter' of <page class="HomeViewController">`.
    static func pageAttribute(_ name: String, of className: String?) -> String {
        guard let className else { return "attribute '\(name)' of <page>" }
        return "attribute '\(name)' of <page class=\"\(className)\">"
    }

    /// Where a control's attribute is: `attribute 'id' of <control action="onFav:"> in page 'HomeViewController'`.
    static func controlAttribute(_ name: String, action: String?, of className: String?) -> String {
        let control = action.map { name == "action" ? "a <control>" : "<control action=\"\($0)\">" } ?? "a <control>"
        return "attribute '\(name)' of \(control) in \(page(className))"
    }

    static func duplicatePage(_ className: String, first: SourceLocationText) -> String {
        "the class '\(className)' is already configured at \(first); this second <page> is ignored"
    }

    static func duplicateControl(_ action: String, of className: String?, first: SourceLocationText) -> String {
        "the action '\(action)' of \(page(className)) is already configured at \(first); this second <control> is ignored"
    }

    private static func page(_ className: String?) -> String {
        className.map { "page '\($0)'" } ?? "a <page> without a class"
    }

    /// A libxml2 message as a finding's sentence: the first word in lower case (unless it is an
    /// acronym such as `XML`), and in the validator's `Element 'page', attribute 'id': The value …`
    /// the word after the element and attribute as well.
    package static func sentence(_ message: String) -> String {
        guard message.hasPrefix("Element '"), let colon = message.firstRange(of: "': ") else { return lowercasingFirstWord(message) }
        var rest = message[colon.upperBound...]
        var facet = ""
        if rest.hasPrefix("["), let close = rest.firstRange(of: "] ") {
            facet = String(rest[..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        return lowercasingFirstWord(String(message[..<colon.upperBound])) + facet + lowercasingFirstWord(String(rest))
    }

    /// `text` with its first letter in lower case, unless the second is upper case too.
    private static func lowercasingFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars.prefix(2))
        guard let first = scalars.first, first.properties.isUppercase else { return text }
        if scalars.count > 1, scalars[1].properties.isUppercase { return text }
        return first.properties.lowercaseMapping + String(text.unicodeScalars.dropFirst())
    }
}
