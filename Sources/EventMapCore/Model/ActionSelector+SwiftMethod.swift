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
        self.init(SwiftSelectorNaming.selector(baseName: baseName, labels: labels, isAsync: isAsync, isThrowing: isThrowing))
    }
}

extension ActionSelector {
    /// The selector of the setter Swift gives an `@objc` property: `isOn` → `setIsOn:`.
    /// - Parameter property: The property's name, without backticks.
    package init(swiftSetterOf property: String) {
        self.init("set" + SwiftSelectorNaming.sentenceCased(property) + ":")
    }
}
