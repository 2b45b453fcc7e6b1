import UIKit

/// Conditional compilation: the registry covers every build configuration, so both branches'
/// actions are listed.
final class DebugMenuViewController: BaseViewController {
    #if DEBUG
    @IBAction func onCrashBtnPressed(_ sender: UIButton) {
        fatalError("Crash requested from the debug menu")
    }
    #else
    @IBAction func onReportBugBtnPressed(_ sender: UIButton) {
        UIApplication.shared.open(URL(string: "mailto:bugs@example.com")!)
    }
    #endif

    @IBAction func onDismissBtnPressed(_ sender: UIButton) {
        dismiss(animated: true)
    }
}

#if DEBUG
/// A whole class that exists only in debug builds.
final class DebugOverlayView: UIView {
    @objc func onOverlayTapped(_ recognizer: UITapGestureRecognizer) {
        removeFromSuperview()
    }
}
#endif
