/// An action's Objective-C selector, the canonical form the runtime hands to
/// `NSStringFromSelector`: `onFavBtnPressed:`, `buttonAction:forEvent:`.
///
/// Swift spellings are accepted and normalised by Swift's rules for `@objc` methods (see
/// `SwiftSelectorNaming`): the first argument label, unless `_`, joins the base name as
/// `With` + the capitalised label, without `With` next to a preposition.
///
/// | written | selector |
/// |---|---|
/// | `onFav(_:)` | `onFav:` |
/// | `share(sender:)` | `shareWithSender:` |
/// | `tap(_:forEvent:)` | `tap:forEvent:` |
/// | `refresh()` | `refresh` |
public struct ActionSelector: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The selector in Objective-C form.
    public let text: String

    /// Creates a selector from Objective-C or Swift spelling.
    /// - Parameter spelling: `onFav:` or `onFav(_:)`; surrounding blanks are ignored.
    public init(_ spelling: String) {
        text = Self.objectiveCForm(of: spelling)
    }

    /// A selector already in Objective-C form, kept exactly as written: what a scan found must
    /// come back unchanged when it crosses from the scanner's process to `mapper`, and a loader
    /// that has found a selector well-formed (``Rule/selectorProblem(_:)`` found nothing) does
    /// not look at its bytes again.
    package init(objectiveCForm text: String) {
        self.text = text
    }

    /// The selector for a Swift spelling, or the spelling itself when it is not one.
    static func objectiveCForm(of spelling: String) -> String {
        // The common case — already a selector — is returned as is, without copying; its bytes
        // are searched in place (a loop over `String.UTF8View` costs far more per byte).
        let hasParenthesis =
            spelling.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "(")) }
            ?? spelling.utf8.contains(UInt8(ascii: "("))
        if let first = spelling.utf8.first, let last = spelling.utf8.last, first != 0x20, first != 0x09,
            last != 0x20, last != 0x09, !hasParenthesis
        {
            return spelling
        }
        let trimmed = spelling.trimmingBlanks()
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return trimmed }
        let base = String(trimmed[..<open])
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard !inside.isEmpty else { return base }
        let labels = inside.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard !labels.isEmpty, inside.hasSuffix(":") else { return trimmed }
        let pieces = labels.map { label -> String? in
            let label = String(label).trimmingBlanks()
            return label == "_" ? nil : label
        }
        return SwiftSelectorNaming.selector(baseName: base, labels: pieces, isAsync: false, isThrowing: false)
    }

    public var description: String { text }

    public static func < (lhs: ActionSelector, rhs: ActionSelector) -> Bool { lhs.text < rhs.text }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    package func trimmingBlanks() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}

extension ActionSelector {
    /// The selector the Swift compiler gives an `@objc` method declared without an explicit
    /// `@objc(name:)`, by the rules of ``SwiftSelectorNaming``.
    ///
    /// For source scanners: `func share(sender: Any)` is `ActionSelector(swiftMethod: "share",
    /// labels: ["sender"])`, `shareWithSender:`; `func tap(_ sender: Any, for event: UIEvent)`
    /// is `labels: [nil, "for"]`, `tap:for:`.
    /// - Parameters:
    ///   - baseName: The method's base name, without backticks.
    ///   - labels: The argument labels (not the parameter names), nil for `_`.
    ///   - isAsync: Whether the method is `async` (it gets a completion-handler parameter).
    ///   - isThrowing: Whether the method `throws` (it gets an error parameter, unless async).
    package init(swiftMethod baseName: String, labels: [String?], isAsync: Bool = false, isThrowing: Bool = false) {
        self.init(objectiveCForm: SwiftSelectorNaming.selector(baseName: baseName, labels: labels, isAsync: isAsync, isThrowing: isThrowing))
    }

    /// The same selector, for a method whose names are UTF-8 bytes in a parser's buffer: no
    /// string is made of any of them.
    /// - Parameters:
    ///   - baseName: The method's base name, without backticks.
    ///   - labelCount: How many parameters the method has.
    ///   - label: The argument label of each parameter, by position; nil for `_`.
    ///   - isAsync: Whether the method is `async`.
    ///   - isThrowing: Whether the method `throws`.
    package init(
        swiftMethod baseName: UnsafeBufferPointer<UInt8>, labelCount: Int, label: (Int) -> UnsafeBufferPointer<UInt8>?, isAsync: Bool,
        isThrowing: Bool
    ) {
        self.init(
            objectiveCForm: SwiftSelectorNaming.selector(
                baseName: baseName, labelCount: labelCount, label: label, isAsync: isAsync, isThrowing: isThrowing))
    }
}

extension ActionSelector {
    /// The selector of the setter Swift gives an `@objc` property: `isOn` → `setIsOn:`.
    /// - Parameter property: The property's name, without backticks.
    package init(swiftSetterOf property: String) {
        self.init("set" + SwiftSelectorNaming.sentenceCased(property) + ":")
    }
}
