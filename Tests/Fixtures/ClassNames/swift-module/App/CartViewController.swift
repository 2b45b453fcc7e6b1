import UIKit

// NSStringFromClass: App.CartViewController and App.WishlistViewController.
final class CartViewController: UIViewController {
    @IBAction func onCheckoutBtnPressed_UA(_ sender: Any) {}
}

final class WishlistViewController: UIViewController {}
