import UIKit

// Outside every module's folder: Module.SharedViewController, the module not known.
class SharedViewController: UIViewController {
    @IBAction func onHelpBtnPressed(_ sender: Any) {}
}
