import BenchmarkSupport

/// The text of one generated Swift view controller, or of an extension of one.
struct SwiftPageSource {
    let className: String
    let index: Int

    private static let controls = ["UIButton", "UISwitch", "UISegmentedControl", "UIBarButtonItem", "UIStepper"]
    private static let verbs = ["Save", "Share", "Fav", "Close", "Refresh", "Filter", "Sort", "Play", "Buy", "Edit", "Delete", "Retry"]

    /// A class with 5 to 30 methods.
    func classText(superclass: String, random: inout SplitMix64) -> String {
        // A page that subclasses another generated page inherits its outlets and state, and
        // overrides its refresh action.
        let inheritsPage = superclass.hasPrefix("Page")
        let state =
            inheritsPage
            ? ""
            : """
                @IBOutlet weak var tableView: UITableView!
                @IBOutlet weak var titleLabel: UILabel!

                var items: [String] = []
                var isLoading = false


            """
        var text = """
            import UIKit

            /// Page \(index) of the generated app: a list of items with actions wired in the storyboard
            /// and in code. Generated for the scan benchmark; never compiled.
            class \(className): \(superclass) {
            \(state)    override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Page \(index)"
                    // Wire the refresh control in code: the storyboard cannot.
                    let refresh = UIRefreshControl()
                    refresh.addTarget(self, action: #selector(onRefreshPulled(_:)), for: .valueChanged)
                    tableView.refreshControl = refresh
                }

                \(inheritsPage ? "override " : "@objc ")func onRefreshPulled(_ sender: UIRefreshControl) {
                    isLoading = true
                    tableView.reloadData()
                    sender.endRefreshing()
                }

            """
        let methods = random.int(in: 5...30) - 2
        // Method numbers are unique in the whole tree, so a subclass never redeclares one.
        for method in 0..<methods {
            text += methodText(index * 100 + method, random: &random)
        }
        text += "}\n"
        return text
    }

    /// An extension with a few tracked actions.
    func extensionText(random: inout SplitMix64) -> String {
        var text = """
            import UIKit

            // Tracking for \(className), kept apart from the page's own code.
            extension \(className) {

            """
        for method in 0..<random.int(in: 2...8) {
            text += methodText(index * 100 + 50 + method, random: &random)
        }
        text += "}\n"
        return text
    }

    private func methodText(_ method: Int, random: inout SplitMix64) -> String {
        let verb = random.pick(Self.verbs)
        let control = random.pick(Self.controls)
        let tag = random.chance(30) ? "_UA" : ""
        let name = "on\(verb)\(method)Btn"
        let body = bodyText(random: &random)
        switch random.int(in: 0...5) {
        case 0, 1:
            return "\n    @IBAction func \(name)Pressed\(tag)(_ sender: \(control)) {\n\(body)    }\n"
        case 2:
            return "\n    /// Wired with #selector in viewDidLoad.\n    @objc func \(name)Tapped\(tag)(_ sender: \(control)) {\n\(body)    }\n"
        case 3:
            return "\n    @objc(\(name.lowercased())Handle\(tag):)\n    func handle\(verb)\(method)(_ sender: \(control)) {\n\(body)    }\n"
        case 4:
            return "\n    private func update\(verb)\(method)(animated: Bool) {\n\(body)    }\n"
        default:
            return
                "\n    /* A helper, not an action. */\n    func \(verb.lowercased())Title\(method)(for row: Int) -> String {\n        let base = items.indices.contains(row) ? items[row] : \"\\(row)\"\n        return \"\(verb) \" + base\n    }\n"
        }
    }

    private func bodyText(random: inout SplitMix64) -> String {
        var lines: [String] = []
        for line in 0..<random.int(in: 1...6) {
            switch random.int(in: 0...3) {
            case 0: lines.append("        items.append(\"item \\(items.count + \(line))\")")
            case 1: lines.append("        titleLabel.text = \"\\(items.count) items\" // keep the header in step")
            case 2: lines.append("        if isLoading { return }")
            default: lines.append("        tableView.reloadRows(at: [IndexPath(row: \(line), section: 0)], with: .automatic)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
