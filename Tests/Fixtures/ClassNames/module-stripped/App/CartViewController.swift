import UIKit

// The hooks drop the module: they look up CartViewController and WishlistViewController; a
// nested class stays mangled.
final class CartViewController: UIViewController {
    @IBAction func onCheckoutBtnPressed_UA(_ sender: Any) {}

    final class CouponViewController: UIViewController {}
}

final class WishlistViewController: UIViewController {}
