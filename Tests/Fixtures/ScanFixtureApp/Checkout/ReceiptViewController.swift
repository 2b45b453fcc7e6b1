import UIKit

/// Level 4 of the lineage (Base → Tracked → Checkout → Receipt). @objcMembers is inherited:
/// this class does not say it, but its members are inferred @objc as in CheckoutViewController.
final class ReceiptViewController: CheckoutViewController {
    func onDownloadReceiptBtnPressed(_ sender: UIButton) {
        sender.isEnabled = false
    }

    /// Overrides an inferred-@objc method of CheckoutViewController: onPayBtnPressed_UA:.
    override func onPayBtnPressed_UA(_ sender: UIButton) {
        sender.isHidden = true
    }
}
