/// Tells a superclass from a protocol in a class's inheritance clause, without the type checker.
///
/// Swift lists the superclass first, but a class without one starts with a protocol
/// (`class AppDelegate: UIResponder, UIApplicationDelegate` vs `class Model: Codable`). The first
/// inherited type is taken as the superclass unless it is:
/// - a protocol declared in the same file;
/// - named like a protocol: it ends in `Delegate`, `DataSource` or `Protocol`;
/// - a well-known Swift, Foundation or UIKit protocol (``knownProtocols``).
///
/// A protocol from another file or module with another kind of name (`Themeable`) is taken for a
/// superclass; the registry then names a superclass it does not know, which costs nothing but an
/// unresolved link in the inheritance chain.
enum SwiftSuperclassGuess {
    /// Protocols a class often lists first.
    static let knownProtocols: Set<String> = [
        "AnyObject", "CaseIterable", "Codable", "Comparable", "CustomDebugStringConvertible",
        "CustomStringConvertible", "Decodable", "Encodable", "Equatable", "Error", "Hashable",
        "Identifiable", "LocalizedError", "NSCoding", "NSCopying", "NSMutableCopying", "NSSecureCoding",
        "ObservableObject", "RawRepresentable", "Sendable",
        "CAAnimationDelegate", "UIAppearance", "UIContentContainer", "UICollectionViewDelegateFlowLayout",
        "UICoordinateSpace", "UIDynamicItem", "UIFocusEnvironment", "UIKeyInput", "UISearchResultsUpdating",
        "UITextInput", "UITextInputTraits", "UITraitEnvironment", "UIViewControllerAnimatedTransitioning",
        "UIViewControllerContextTransitioning", "UIViewControllerInteractiveTransitioning",
        "UIViewControllerPreviewing", "UIViewControllerRestoration", "UIStateRestoring",
        "WKScriptMessageHandler", "WKScriptMessageHandlerWithReply",
    ]

    /// The superclass, or nil when the first inherited type looks like a protocol.
    /// - Parameters:
    ///   - firstInheritedType: The first type of the inheritance clause, as written.
    ///   - protocolsInFile: The protocols the same file declares.
    static func superclass(firstInheritedType: String?, protocolsInFile: Set<String>) -> String? {
        guard let type = firstInheritedType else { return nil }
        let name = type.split(separator: ".").last.map(String.init) ?? type
        if protocolsInFile.contains(type) || protocolsInFile.contains(name) || knownProtocols.contains(name) { return nil }
        if name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("Protocol") { return nil }
        return type
    }
}
