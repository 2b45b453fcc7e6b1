import UIKit

/// A class whose name looks like a protocol's: it is a class, and the superclass of
/// CouponFieldDelegate below.
class TrackingDelegate: NSObject {
    @objc func textFieldDidChange_UA(_ field: UITextField) {
        TrackingCenter.shared.pageDidEnter(field.text ?? "")
    }
}

/// Superclass TrackingDelegate (a class), then a protocol. textFieldShouldReturn(_:) is
/// Objective-C only because it witnesses UITextFieldDelegate: `textFieldShouldReturn:`.
final class CouponFieldDelegate: TrackingDelegate, UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
    }

    @objc func onCouponEdited(_ sender: UITextField) {
        textFieldDidChange_UA(sender)
    }
}
