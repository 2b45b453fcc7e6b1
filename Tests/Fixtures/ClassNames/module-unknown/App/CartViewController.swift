import UIKit

// NSStringFromClass: Module.CartViewController, Module.WishlistViewController; .mapper.json
// names no module.
final class CartViewController: UIViewController {
    @IBAction func onCheckoutBtnPressed_UA(_ sender: Any) {}
}

final class WishlistViewController: UIViewController {}
