import UIKit

// Each specialisation has its own mangled name, _TtGC3App18ListViewController…; Swift refuses
// @objc(Name) on a generic class.
class ListViewController<Item>: UIViewController {
    @objc func onReloadBtnPressed(_ sender: Any) {}
}

// Not generic itself: App.ProductListViewController.
final class ProductListViewController: ListViewController<String> {}
