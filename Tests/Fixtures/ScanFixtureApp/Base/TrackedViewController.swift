import UIKit

/// Level 2 of the lineage: every tracked page has a close button and records its appearance.
class TrackedViewController: BaseViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recordEnter()
    }

    /// Tagged `_UA`: must be configured.
    @IBAction func onClose_UA(_ sender: Any) {
        dismiss(animated: true)
    }

    /// An explicit Objective-C name replaces the derived one (`recordEnter`).
    @objc(trackPageEnter)
    func recordEnter() {
        TrackingCenter.shared.pageDidEnter(String(describing: type(of: self)))
    }

    static func make() -> Self {
        Self()
    }
}
