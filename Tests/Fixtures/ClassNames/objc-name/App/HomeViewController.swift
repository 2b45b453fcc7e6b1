import UIKit

// NSStringFromClass: WPHomeViewController, with no module, whatever the lookup; so too for a
// private or nested class that @objc(Name) names.
@objc(WPHomeViewController)
final class HomeViewController: UIViewController {
    @IBAction func onFavBtnPressed(_ sender: Any) {}
}

final class ShellViewController: UIViewController {
    @objc(WPTabBarController) private final class TabBarController: UIViewController {}
}
