import UIKit

extension CartViewController {
    @IBAction func onGiftWrap(_ sender: UISwitch) {
        Analytics.track("CTRL_EVENT_CART_GIFT")
    }
}
