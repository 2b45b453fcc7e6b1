import UIKit

// NSStringFromClass: _TtC3AppP33_…19ToastViewController.
fileprivate final class ToastViewController: UIViewController {
    @IBAction func onUndoBtnPressed(_ sender: Any) {}
}
