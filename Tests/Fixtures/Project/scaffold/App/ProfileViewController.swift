import UIKit

class ProfileViewController: UIViewController {
    @IBAction func didTapEditButton_UA(_ sender: UIButton) {}
}
