import UIKit

/// Renamed in Swift, but kept under its Objective-C name so that Main.storyboard, the configs
/// and the Objective-C code still find it: the runtime class is WPOrdersViewController.
@objc(WPOrdersViewController)
final class LegacyOrdersViewController: BaseViewController {
    @IBAction func onReorderBtnPressed_UA(_ sender: UIButton) {
        Task { try? await refreshOrders() }
    }
}
