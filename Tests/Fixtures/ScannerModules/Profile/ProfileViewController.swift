import UIKit

// Module Profile.
final class ProfileViewController: UIViewController {
    @IBAction func onEditBtnPressed(_ sender: Any) {}
}
