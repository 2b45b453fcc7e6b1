import EventMapCore
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which classes `mapper list <pattern>` shows: the class of that exact name (matched as lookups
/// match, module qualification aside); else, with `*`, `?` or `[…]`, the classes the glob
/// matches whole (`Home*`); else every class whose name contains the text, ignoring case.
package struct ClassPattern: Sendable {
    private let text: String

    package init(_ text: String) {
        self.text = text
    }

    private var isGlob: Bool { text.contains { "*?[".contains($0) } }

    /// The matching pages, in map order.
    package func pages(in resolver: EventResolver) -> [PageMapping] {
        if let exact = resolver.page(text) { return [exact] }
        return resolver.pages.filter { matches($0.className.value.text) }
    }

    private func matches(_ name: String) -> Bool {
        if isGlob { return fnmatch(text, name, 0) == 0 || fnmatch(text, String(ClassName(name).unqualified), 0) == 0 }
        return name.range(of: text, options: .caseInsensitive) != nil
    }
}

/// What a developer pastes from code where `mapper resolve` wants a class and an action:
/// `-[HomeViewController onFav:]` from Objective-C or a log, `#selector(HomeViewController.onFav(_:))`
/// from Swift, or `HomeViewController.onFav(_:)`; `MyApp.HomeViewController` alone is a class.
package enum PastedReference {
    /// The arguments with `--` before the first `-[Class action:]`, which an argument parser
    /// would otherwise take for an option; nothing changes when there is none or `--` is given.
    package static func protectingMethodReferences(_ arguments: [String]) -> [String] {
        guard !arguments.contains("--"),
            let index = arguments.indices.first(where: { index in
                let text = arguments[index]
                // `adopt --call '-[Tracker log:]'`: the option's value, which it reads as one.
                let isOptionValue = index > 0 && arguments[index - 1] == "--call"
                return (text.hasPrefix("-[") || text.hasPrefix("+[")) && text.hasSuffix("]") && parse(text) != nil && !isOptionValue
            })
        else { return arguments }
        var protected = arguments
        protected.insert("--", at: index)
        return protected
    }

    /// The class and action a pasted reference names, or nil when the text is not one.
    package static func parse(_ text: String) -> (className: String, action: String)? {
        var body = text.trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("-[") || body.hasPrefix("+["), body.hasSuffix("]") {
            let inner = body.dropFirst(2).dropLast()
            let parts = inner.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            return (parts[0], parts[1])
        }
        if body.hasPrefix("#selector("), body.hasSuffix(")") {
            body = String(body.dropFirst("#selector(".count).dropLast()).trimmingCharacters(in: .whitespaces)
        }
        // `Class.method(labels:)`: the class is what precedes the last dot before the parenthesis.
        let head = body.firstIndex(of: "(").map { body[..<$0] } ?? body[...]
        guard let dot = head.lastIndex(of: "."), dot != head.startIndex else { return nil }
        let className = String(body[..<dot])
        let action = String(body[body.index(after: dot)...])
        guard !action.isEmpty, action.first?.isLetter == true || action.first == "_" else { return nil }
        // Bare `MyApp.HomeViewController` is a module-qualified class, not a method: a method
        // written without `#selector`, labels or colon is one by its lower-case first letter.
        let isBare = !text.contains("(") && !text.contains(":")
        if isBare, action.first?.isUppercase == true { return nil }
        return (className, action)
    }
}
