import UIKit

// NSStringFromClass: _TtC3AppP33_…17BannerOverlayView, a hash of this file in it.
private class BannerOverlayView: UIView {
    @objc func onCloseBtnPressed(_ sender: Any) {}
}
