import UIKit

// App.CatalogViewController.
final class CatalogViewController: UIViewController {
    // NSStringFromClass: _TtCC3App21CatalogViewController20FilterViewController.
    final class FilterViewController: UIViewController {
        @IBAction func onApplyBtnPressed(_ sender: Any) {}
    }

    // Nothing configures it, and no key could: its tagged action is untracked.
    final class SortViewController: UIViewController {
        @IBAction func onSortBtnPressed_UA(_ sender: Any) {}
    }
}
