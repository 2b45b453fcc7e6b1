import UIKit

// @objcMembers infers @objc only for a member whose formal access is above fileprivate. A member
// without an access modifier has its extension's: private and fileprivate extensions hide their
// members, a member's own modifier wins (the compiler warns), explicit @objc exposes whatever
// the access. A private type's members keep the formal access internal: @objcMembers exposes
// them (the #selector below compiles only because of that).
@objcMembers class PaymentViewController: UIViewController {
    func onPayBtnPressed_UA(_ sender: Any) {}
    private func onPrivateBtnPressed(_ sender: Any) {}
}

private extension PaymentViewController {
    func onHiddenBtnPressed(_ sender: Any) {}
    internal func onLoudBtnPressed(_ sender: Any) {}
    @objc func onExplicitBtnPressed(_ sender: Any) {}
}

fileprivate extension PaymentViewController {
    func onOtherHiddenBtnPressed(_ sender: Any) {}
}

extension PaymentViewController {
    func onVisibleBtnPressed(_ sender: Any) {}
    fileprivate func onFilePrivateBtnPressed(_ sender: Any) {}
}

private class ReceiptViewController: PaymentViewController {
    func onPrintBtnPressed(_ sender: Any) {}
}

private extension ReceiptViewController {
    func onMailBtnPressed(_ sender: Any) {}
}

func printAction() -> Selector {
    #selector(ReceiptViewController.onPrintBtnPressed(_:))
}
