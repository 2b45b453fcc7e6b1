import UIKit

/// More selector spellings.
final class SearchViewController: BaseViewController, UISearchBarDelegate {
    private let searchBar = UISearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = self
        navigationItem.titleView = searchBar
        let clear = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clear))
        navigationItem.rightBarButtonItem = clear
    }

    /// Witnesses UISearchBarDelegate: its selector comes from UIKit, `searchBarSearchButtonClicked:`.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        search(searchBar.text ?? "", in: 0)
    }

    /// search:in:
    @objc func search(_ query: String, in scope: Int) {
        title = query
    }

    /// The first label is a preposition: didTapOn:.
    @objc func didTap(on suggestion: String) {
        search(suggestion, in: 0)
    }

    /// The first label is not a preposition: filterWithCategory:price:.
    @objc func filter(category: String, price: Double) {
        title = "\(category) \(price)"
    }

    /// An explicit name with several pieces: onSuggestionPicked:atIndex:.
    @objc(onSuggestionPicked:atIndex:)
    func pick(_ suggestion: String, at index: Int) {
        didTap(on: suggestion)
    }

    /// The bar button's action, wired with #selector above: clear.
    @objc func clear() {
        searchBar.text = nil
    }
}
