import UIKit

// A method that satisfies a requirement of an @objc protocol the class conforms to is @objc
// with the requirement's selector (cartWasEmptied, tableView:didSelectRowAtIndexPath:), in the
// class, in an extension that declares the conformance, and in a subclass, which inherits the
// conformance. #selector of a witness is the requirement's selector too.
class CartViewController: UIViewController, CartObserving, Refreshing {
    func cartDidChange(_ count: Int) {}
    func cartDidEmpty() {}
    func refresh() {}
    func recalculate() {}
}

extension CartViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    func scrollViewDidScroll(_ scrollView: UIView) {}
}

class WishlistViewController: CartViewController {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Int { 0 }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: NSObject, didFinishLaunchingWithOptions options: NSObject?) -> Bool { true }
}

func cartSelectors() -> [Selector] {
    [#selector(CartViewController.cartDidEmpty), #selector(CartViewController.tableView(_:didSelectRowAt:))]
}
