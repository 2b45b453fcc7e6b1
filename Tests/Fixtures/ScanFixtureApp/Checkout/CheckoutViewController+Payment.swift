import UIKit

// An extension of an @objcMembers class: its members are inferred @objc too.
extension CheckoutViewController {
    func onApplePayBtnPressed_UA(_ sender: UIButton) {
        apply(.applePay)
    }

    private func logPayment() {
        TrackingCenter.shared.pageDidEnter("payment")
    }
}
