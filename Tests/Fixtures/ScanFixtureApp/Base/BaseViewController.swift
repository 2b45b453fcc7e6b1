import UIKit

/// The root of the app's Swift pages (level 1 of the lineage BaseViewController →
/// TrackedViewController → ProductListViewController).
class BaseViewController: UIViewController {
    /// A property, even an @objc one, is not an action.
    @objc dynamic var isLoading = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "questionmark.circle"),
            style: .plain,
            target: self,
            action: #selector(onHelpBtnPressed(_:))
        )
        configureAppearance()
    }

    @objc func onHelpBtnPressed(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// No arguments: the selector is the base name alone, `reload`.
    @objc func reload() {
        isLoading = true
    }

    /// Not exposed to Objective-C.
    func configureAppearance() {
        view.backgroundColor = .systemBackground
    }

    /// A class method, even @objc, lives on the metaclass: not an instance action.
    @objc class func storyboardName() -> String {
        "Main"
    }
}
