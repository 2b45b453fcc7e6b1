import UIKit

/// Wired in Main.storyboard: a button and a tap gesture recognizer.
final class ProfileViewController: TrackedViewController {
    @IBOutlet private weak var avatarView: UIImageView!

    @IBAction func onEditBtnPressed_UA(_ sender: UIButton) {
        performSegue(withIdentifier: "editProfile", sender: sender)
    }

    @IBAction func onAvatarTapped(_ sender: UITapGestureRecognizer) {
        avatarView.alpha = 0.5
    }

    /// A segue action is exposed to Objective-C like an action: makeEditController:.
    @IBSegueAction func makeEditController(_ coder: NSCoder) -> UIViewController? {
        UIViewController(coder: coder)
    }
}
