import UIKit

/// A Swift class whose superclass is an Objective-C class of the app (through the bridging
/// header): WPBaseObjCViewController.
final class OrderHistoryViewController: WPBaseObjCViewController {
    @IBAction func onFilterOrdersBtnPressed_UA(_ sender: UISegmentedControl) {
        title = sender.titleForSegment(at: sender.selectedSegmentIndex)
    }

    /// Overrides an Objective-C method declared in this app's WPBaseObjCViewController.h:
    /// the runtime has it on this class too, as onBackBtnPressed:.
    override func onBackBtnPressed(_ sender: Any) {
        super.onBackBtnPressed(sender)
    }
}
