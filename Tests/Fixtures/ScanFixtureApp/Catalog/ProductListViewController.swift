import UIKit

/*
 The product list: level 3 of the lineage. Text that only looks like a declaration:

     class FakeInBlockComment: UIViewController {
         @IBAction func fakeInBlockComment(_ sender: Any) {}
     }

 /* nested block comment: @objc func fakeInNestedComment() */
 */
final class ProductListViewController: TrackedViewController {
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var shareButton: UIButton!

    private let emptyText = "@objc func fakeInString(_ sender: Any) {}"
    private let helpText = """
        class FakeInMultilineString: UIViewController {
            @IBAction func fakeInMultilineString(_ sender: Any) {}
        }
        """

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.addTarget(self, action: #selector(share(sender:)), for: .touchUpInside)
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(onPullToRefresh(_:)), for: .valueChanged)
        tableView.refreshControl = refresh
        // @objc func fakeInLineComment(_ sender: Any) {}
    }

    @IBAction func onFilterBtnPressed_UA(_ sender: UIButton) {
        performSegue(withIdentifier: "showFilter", sender: sender)
    }

    /// `share(sender:)`: the label is not a preposition, so "With" joins it: shareWithSender:.
    @objc func share(sender: UIButton) {
        share(with: [title ?? ""])
    }

    /// `share(with:)`: the label is a preposition, so no "With": shareWith:.
    @objc func share(with items: [Any]) {
        present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
    }

    /// tap:forEvent:
    @objc func tap(_ sender: UIButton, forEvent event: UIEvent) {
        sender.isHighlighted = event.allTouches?.isEmpty == false
    }

    /// tap:for: (a different method: the second label differs)
    @objc func tap(_ sender: UIButton, for event: UIEvent) {
        tap(sender, forEvent: event)
    }

    /// The base name ends with a preposition ("To"), so no "With": moveToIndex:.
    @objc func moveTo(index: Int) {
        tableView.scrollToRow(at: IndexPath(row: index, section: 0), at: .top, animated: true)
    }

    /// The label starts with a preposition ("to"): scrollToTop:.
    @objc func scroll(toTop animated: Bool) {
        tableView.setContentOffset(.zero, animated: animated)
    }

    /// Overrides BaseViewController's @objc reload, so it is @objc too: reload.
    override func reload() {
        super.reload()
        tableView.reloadData()
    }

    /// Private, explicitly @objc: onPullToRefresh:.
    @objc private func onPullToRefresh(_ control: UIRefreshControl) {
        reload()
        control.endRefreshing()
    }

    /// @nonobjc: never visible to the runtime.
    @nonobjc func trackImpression(_ productID: String) {
        TrackingCenter.shared.pageDidEnter(productID)
    }

    /// Internal, not @objc: called from the @objc extension in another file.
    func applyGrid(_ isGrid: Bool) {
        tableView.rowHeight = isGrid ? 180 : 88
    }

    private func refreshHeader() {
        tableView.tableHeaderView?.setNeedsLayout()
    }

    fileprivate func resetFilters(_ sender: Any) {
        refreshHeader()
    }

    @objc static func storyboardIdentifier() -> String {
        "ProductList"
    }
}
