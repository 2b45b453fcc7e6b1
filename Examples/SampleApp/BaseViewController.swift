import UIKit

/// The superclass of the app's Swift pages: every page gets a help button in its navigation bar.
///
/// The help action is deliberately untagged (no `_UA`): it is shared by every page and is not
/// tracked. Were it configured only under `BaseViewController` in
/// `WGlobalUserStatisticsConfig.plist`, the hooks would never find it for a subclass, because
/// they look the config up by the exact class of the target.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "questionmark.circle"),
            style: .plain,
            target: self,
            action: #selector(onHelpBtnPressed(_:))
        )
    }

    @objc func onHelpBtnPressed(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(title: title, message: helpText, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// What the help button says on this page.
    var helpText: String { "" }
}
