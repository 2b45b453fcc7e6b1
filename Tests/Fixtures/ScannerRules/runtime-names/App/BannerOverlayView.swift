import UIKit

// What NSStringFromClass returns, module App: a private or fileprivate class has a mangled name
// that holds a hash of this file (_TtC3AppP33_…17BannerOverlayView), whatever the module.
private class BannerOverlayView: UIView {
    @objc func onCloseBtnPressed_UA(_ sender: Any) {}
}

fileprivate final class ToastViewController: UIViewController {
    @IBAction func onUndoBtnPressed(_ sender: Any) {}
}

// @objc(Name) names a private class as it says.
@objc(WPBannerViewController) private final class BannerViewController: UIViewController {
    @IBAction func onBannerBtnPressed(_ sender: Any) {}
}
