import UIKit

/// Main.storyboard also connects a "Apply coupon" button to onApplyCouponBtnPressed:, which this
/// class does not implement: the storyboard is wrong, and a validator must say so.
final class CartViewController: BaseViewController {
    @IBAction func onCheckoutBtnPressed_UA(_ sender: UIButton) {
        navigationController?.pushViewController(CheckoutViewController(), animated: true)
    }

    @IBAction func onClearBtnPressed(_ sender: UIButton) {
        reload()
    }

    /// Multi-line attributes, and an availability attribute between @objc and func.
    @objc
    @available(iOS 15.0, *)
    func onScanCouponBtnPressed(_ sender: UIButton) {
        sender.isSelected = true
    }

    @MainActor @objc func onQuantityChanged(_ stepper: UIStepper) {
        title = "\(Int(stepper.value))"
    }
}
