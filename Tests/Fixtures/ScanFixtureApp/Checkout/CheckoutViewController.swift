import UIKit

/// @objcMembers: every member that can be represented in Objective-C and is more visible than
/// fileprivate is inferred @objc, in this class, its extensions and its subclasses.
@objcMembers
class CheckoutViewController: TrackedViewController {
    var couponCode: String?

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = formattedTotal()
    }

    /// Inferred @objc: onPayBtnPressed_UA:.
    func onPayBtnPressed_UA(_ sender: UIButton) {
        apply(.card)
    }

    /// Inferred @objc, not action-shaped, still visible to the runtime: formattedTotal.
    func formattedTotal() -> String {
        "0.00"
    }

    /// Private members are not inferred by @objcMembers ...
    private func validateCard(_ sender: UIButton) -> Bool {
        sender.isEnabled
    }

    fileprivate func clearCard(_ sender: UIButton) {
        sender.isSelected = false
    }

    /// ... unless they say @objc themselves: onPromoInfoBtnPressed:.
    @objc private func onPromoInfoBtnPressed(_ sender: UIButton) {
        present(UIAlertController(title: "Promo", message: couponCode, preferredStyle: .alert), animated: true)
    }

    /// @nonobjc wins over @objcMembers.
    @nonobjc func applyCoupon(_ code: String) {
        couponCode = code
    }

    /// PaymentMethod is a Swift enum without a raw type: it cannot be represented in
    /// Objective-C, so @objcMembers silently leaves this method out.
    func apply(_ method: PaymentMethod) {
        title = method.title
    }

    /// A class method: not an instance action, even under @objcMembers.
    class func preferredMethod() -> String {
        "card"
    }
}
