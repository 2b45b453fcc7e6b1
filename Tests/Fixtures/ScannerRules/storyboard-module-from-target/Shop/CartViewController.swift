import UIKit

// Shop.CartViewController: this folder is module Shop (modules.txt), as `modules` in
// .mapper.json or `mapper scan --module Shop=Shop` says.
class CartViewController: UIViewController {
    @IBAction func onPayBtnPressed(_ sender: Any) {}
}
