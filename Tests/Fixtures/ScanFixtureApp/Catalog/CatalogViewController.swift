import UIKit

/// The catalog, with two nested classes.
final class CatalogViewController: UIViewController {
    /// A nested class with an explicit Objective-C name: the runtime knows it as CatalogBannerView.
    @objc(CatalogBannerView)
    final class BannerView: UIView {
        @objc func onBannerTapped(_ recognizer: UITapGestureRecognizer) {
            isHidden = true
        }
    }

    /// A nested class without an Objective-C name.
    final class SectionHeader: UICollectionReusableView {
        @IBAction func onSeeAllBtnPressed(_ sender: UIButton) {
            sender.isEnabled = false
        }
    }

    private let banner = BannerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.addGestureRecognizer(UITapGestureRecognizer(target: banner, action: #selector(BannerView.onBannerTapped(_:))))
        view.addSubview(banner)
    }

    @IBAction func onSearchBtnPressed_UA(_ sender: UIBarButtonItem) {
        navigationController?.pushViewController(SearchViewController(), animated: true)
    }
}
