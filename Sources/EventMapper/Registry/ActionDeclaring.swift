import EventMapCore

/// A page type that declares its actions, so that tests on Linux — with no Objective-C runtime
/// to list methods — can check the config against the code.
///
/// ## Usage
/// ```swift
/// final class HomeViewController: BaseViewController, ActionDeclaring {
///     static let declaredActions: [ActionSelector] = ["onFavBtnPressed_UA:", "onShareBtnPressed(_:)"]
/// }
/// let registry = ActionRegistry(declaring: [HomeViewController.self, DetailViewController.self])
/// ```
/// List only the class's own actions: inherited ones come through its superclass, as
/// `respondsToSelector:` would see them. The superclass is read from the class itself.
///
/// When a superclass declares actions too, it conforms with a `class var` and each subclass
/// overrides it (a `static let` cannot be overridden, and a subclass cannot conform again):
/// ```swift
/// class BaseViewController: UIViewController, ActionDeclaring {
///     class var declaredActions: [ActionSelector] { ["onHelpBtnPressed(_:)"] }
/// }
/// final class HomeViewController: BaseViewController {
///     override class var declaredActions: [ActionSelector] { ["onFavBtnPressed_UA(_:)"] }
/// }
/// ```
public protocol ActionDeclaring {
    /// The selectors this type declares (Objective-C or Swift spelling), not inherited ones.
    static var declaredActions: [ActionSelector] { get }
}

extension ActionSelector: ExpressibleByStringLiteral {
    /// A selector from a literal, in Objective-C or Swift spelling.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
