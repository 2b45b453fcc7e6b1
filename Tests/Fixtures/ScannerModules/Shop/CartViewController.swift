import UIKit

// Module Shop: NSStringFromClass gives Shop.CartViewController, Shop.CouponViewController; the
// renamed class keeps its @objc name and the nested one its Swift name.
class CartViewController: UIViewController {
    @IBAction func onCheckoutBtnPressed_UA(_ sender: Any) {}
}

final class CouponViewController: CartViewController {
    @IBAction func onApplyBtnPressed(_ sender: Any) {}
}

@objc(WPPromoViewController) final class PromoViewController: UIViewController {
    @IBAction func onPromoBtnPressed(_ sender: Any) {}
}
