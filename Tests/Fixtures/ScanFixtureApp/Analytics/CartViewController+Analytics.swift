import UIKit

// Sorts before Cart/CartViewController.swift: an extension read before its class, from
// another folder.
extension CartViewController {
    @objc func onPromoBannerTapped_UA(_ recognizer: UITapGestureRecognizer) {
        TrackingCenter.shared.pageDidEnter("promo")
    }
}
