import UIKit

// App.CatalogViewController.
final class CatalogViewController: UIViewController {
    // Nested: _TtCC3App21CatalogViewController20FilterViewController.
    final class FilterViewController: UIViewController {
        @IBAction func onApplyBtnPressed(_ sender: Any) {}
    }

    // Nested, renamed: WPSortViewController.
    @objc(WPSortViewController) final class SortViewController: UIViewController {}

    override func viewDidLoad() {
        super.viewDidLoad()
        // Local: a mangled name that holds the function.
        final class EmptyStateView: UIView {
            @objc func onRetryBtnPressed(_ sender: Any) {}
        }
        // A comment that says class Foo is not a class, nor is "class Bar".
        _ = EmptyStateView()
    }
}

// Generic: each specialisation has a mangled name, _TtGC3App18ListViewController…; the
// compiler refuses @objc(Name) on it.
class ListViewController<Item>: UIViewController {
    @objc func onReloadBtnPressed(_ sender: Any) {}
}

// A subclass that is not generic is App.ProductListViewController.
final class ProductListViewController: ListViewController<String> {}

extension CatalogViewController.FilterViewController {
    @objc func onResetBtnPressed(_ sender: Any) {}
}
