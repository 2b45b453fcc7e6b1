import UIKit

// Witnesses of an Objective-C protocol of the app, and of the protocol it inherits: @objc with
// the header's selectors.
final class ListViewController: UIViewController, WPListDelegate {
    func listView(_ listView: UIView, didPickItemAt indexPath: IndexPath) {}
    func shareItem(_ item: Any, withTarget target: Any) {}
    func listViewDidReload(_ listView: UIView) {}
}
