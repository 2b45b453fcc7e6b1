import UIKit

class BaseViewController: UIViewController {
    @objc func onHelpBtnPressed(_ sender: Any) {}
}
