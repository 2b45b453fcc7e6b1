import UIKit

/// The first page: a favourite button (wired in Main.storyboard), a share button added in code,
/// and pull to refresh. Tracked in `Configs/WGlobalUserStatisticsConfig.plist` under the name
/// `@objc` gives it: Enter/Leave, `onFavBtnPressed_UA:` (tagged, so it must be configured) and
/// `onShareBtnPressed:` (untagged but configured anyway). `onRefreshPulled:` is neither tagged
/// nor configured.
@objc(HomeViewController)
final class HomeViewController: BaseViewController {
    @IBOutlet private weak var favButton: UIButton!
    @IBOutlet private weak var tableView: UITableView!

    private var isFavourite = false

    override var helpText: String { "Tap the star to keep this page." }

    override func viewDidLoad() {
        super.viewDidLoad()
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(onShareBtnPressed(_:)))
        navigationItem.leftBarButtonItem = share

        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(onRefreshPulled(_:)), for: .valueChanged)
        tableView.refreshControl = refresh
    }

    @IBAction func onFavBtnPressed_UA(_ sender: UIButton) {
        isFavourite.toggle()
        sender.isSelected = isFavourite
    }

    @objc func onShareBtnPressed(_ sender: Any) {
        let sheet = UIActivityViewController(activityItems: ["Look at this"], applicationActivities: nil)
        present(sheet, animated: true)
    }

    @objc func onRefreshPulled(_ sender: UIRefreshControl) {
        tableView.reloadData()
        sender.endRefreshing()
    }
}
